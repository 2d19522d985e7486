import type { ComponentProps } from 'react';
import { ModalClose } from '../modal';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border border-concrete-300 bg-white text-concrete-900 hover:bg-concrete-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

const sizes = {
  md: '',
  sm: 'px-3 py-2 text-small',
  xs: 'px-3 py-1.5 text-small',
};

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

/**
 * The classes of an admin button. For what is styled as a button but is not one (a Link, an <a>);
 * a <button> is a `Button`.
 */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  className = '',
) {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentProps<'button'> {
  /** 'secondary' unless given. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The admin panel's button: every <button> prop and the ref pass through; `type` is 'button' unless given. */
export function Button({ variant, size, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} {...button} className={buttonClass(variant, size, className)} />;
}

/** A `Button` that closes the dialog it stands in. */
export function ModalCloseButton(props: ButtonProps) {
  return (
    <ModalClose asChild>
      <Button {...props} />
    </ModalClose>
  );
}
