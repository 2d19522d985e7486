import type { ComponentProps, ReactNode } from 'react';
import { Modal, ModalClose } from './modal';

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

/**
 * A dialog that interrupts (a question to answer, a refusal to read): compact, announced as an
 * alert dialog, its buttons in `footer`.
 */
export function AlertDialog(
  props: Pick<ComponentProps<typeof Modal>, 'open' | 'onOpenChange' | 'title' | 'description'> & {
    footer: ReactNode;
    children?: ReactNode;
  },
) {
  return <Modal {...props} size="md" variant="compact" role="alertdialog" />;
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
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <ModalClose
            autoFocus
            className="rounded-lg border border-concrete-300 px-4 py-2.5 font-semibold text-concrete-800 hover:bg-concrete-100"
          >
            {cancelLabel}
          </ModalClose>
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
        </>
      }
    />
  );
}
