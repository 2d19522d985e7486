import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

const widths = { md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/**
 * The frame of the file manager's dialogs (details, create/edit): a title, a line saying what it is
 * for, a body that scrolls on a small screen, and the dialog's own buttons in the body.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'lg',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  size?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-card`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-concrete-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-h4 text-brand-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-small text-concrete-700">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Kapat"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-concrete-700 hover:bg-concrete-100"
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
