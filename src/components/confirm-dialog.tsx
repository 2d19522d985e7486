import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Destructive actions get a red confirm button. */
  destructive?: boolean;
  busy?: boolean;
}

/** The one confirmation dialog: logout, deletes. Focus starts on the safe choice (cancel). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'İptal',
  onConfirm,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-card"
        >
          <Dialog.Title className="text-h4 text-brand-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-body text-concrete-700">
            {description}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close
              autoFocus
              className="rounded-lg border border-concrete-300 px-4 py-2.5 font-semibold text-concrete-800 hover:bg-concrete-100"
            >
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={`rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${
                destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-800 hover:bg-brand-900'
              }`}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
