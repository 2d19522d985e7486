import { ModalClose } from '../modal';
import { Button, type ButtonProps } from './button';

/**
 * A `Button` that closes the dialog it stands in; apart from `Button`, so that a screen with
 * buttons but no dialog (the sign-in) does not load the dialogs' code.
 */
export function ModalCloseButton(props: ButtonProps) {
  return (
    <ModalClose asChild>
      <Button {...props} />
    </ModalClose>
  );
}
