import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Icon } from './icon';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
} as const;

/** The in-page sign-in opens over any other dialog, so it sits one layer up. */
const layers = {
  default: { overlay: 'z-50 bg-brand-950/50', content: 'z-50' },
  top: { overlay: 'z-[55] bg-brand-950/60', content: 'z-[56]' },
} as const;

const frame =
  'fixed top-1/2 left-1/2 w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-card sm:w-[calc(100%-2rem)]';

/** The buttons that close a modal (cancel, 'Kapat'): Radix's close; focus goes back where it was. */
export const ModalClose = Dialog.Close;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; none leaves the dialog without a description. */
  description?: ReactNode;
  size?: keyof typeof widths;
  /**
   * 'panel': a header, a body that scrolls on its own and a footer, each set apart by a line (forms,
   * pickers). 'compact': one padded block (confirmations, notices, short forms).
   */
  variant?: 'panel' | 'compact';
  /** 'alertdialog' for a question that must be answered (a delete, an error). */
  role?: 'dialog' | 'alertdialog';
  layer?: keyof typeof layers;
  /** Above the title (a notice's symbol). */
  icon?: ReactNode;
  /** Panel only: more of the header below the description (a picker's search). */
  header?: ReactNode;
  /** Panel only: a close button (×, 'Kapat') in the header. */
  closeButton?: boolean;
  /**
   * Panel only: 'scroll' (the body scrolls) or 'fill' (the child lays out the body itself, e.g. a
   * form with its own scrolling fields and button row).
   */
  body?: 'scroll' | 'fill';
  /** The buttons: below a line in a panel, right-aligned in a compact modal. */
  footer?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
}

/**
 * The one dialog frame: every dialog of the site and the admin panel is a Modal, so overlay,
 * placement, width steps, title and focus handling are written once (STYLE.md: one dialog
 * primitive).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'lg',
  variant = 'panel',
  role = 'dialog',
  layer = 'default',
  icon,
  header,
  closeButton = false,
  body = 'scroll',
  footer,
  centered = false,
  children,
}: ModalProps) {
  const compact = variant === 'compact';
  // Where the focus was when the modal opened (the button that opened it). Radix gives focus back
  // only to its own Dialog.Trigger, which no Modal uses: without this it fell to the page's body.
  // Noted as `open` turns true (or as a Modal rendered open mounts), before a child's autoFocus
  // moves the focus into the dialog.
  const [opener, setOpener] = useState(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  const descriptionText = description ? (
    <Dialog.Description
      className={compact ? 'mt-2 text-body text-concrete-700' : 'mt-1 text-small text-concrete-700'}
    >
      {description}
    </Dialog.Description>
  ) : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${layers[layer].overlay}`} />
        <Dialog.Content
          role={role}
          onCloseAutoFocus={(event) => {
            // Gone with what the dialog did (a removed row): Radix's default, the body.
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          // Radix warns about a dialog without a description unless this says there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`${frame} ${layers[layer].content} ${widths[size]} ${
            compact
              ? 'max-h-[90dvh] overflow-y-auto p-6'
              : 'flex max-h-[92dvh] flex-col overflow-hidden'
          } ${centered ? 'text-center' : ''}`}
        >
          {compact ? (
            <>
              {icon}
              <Dialog.Title className="text-h4 text-brand-950">{title}</Dialog.Title>
              {descriptionText}
              {children}
              {footer ? (
                <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  {footer}
                </div>
              ) : null}
            </>
          ) : (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-concrete-200 px-5 py-4">
                <div className="min-w-0 flex-1">
                  {icon}
                  <Dialog.Title className="text-h4 text-brand-950">{title}</Dialog.Title>
                  {descriptionText}
                  {header}
                </div>
                {closeButton ? <CloseIcon /> : null}
              </div>
              <div
                className={
                  body === 'fill'
                    ? 'flex min-h-0 flex-1 flex-col'
                    : 'min-h-0 flex-1 overflow-y-auto'
                }
              >
                {children}
              </div>
              {footer ? (
                <div className="flex flex-col-reverse gap-3 border-t border-concrete-200 p-4 sm:flex-row sm:justify-end">
                  {footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const focusedElement = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

function CloseIcon() {
  return (
    <Dialog.Close
      aria-label="Kapat"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-concrete-700 hover:bg-concrete-100"
    >
      <Icon name="close" />
    </Dialog.Close>
  );
}
