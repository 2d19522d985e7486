import type { ComponentProps } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../button-class';

/** What a <button> looks like while it cannot be pressed. */
const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-60';

export interface ButtonProps extends ComponentProps<'button'> {
  /** 'secondary' unless given. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The admin panel's button: every <button> prop and the ref pass through; `type` is 'button' unless given. */
export function Button({ variant, size, className, type = 'button', ...button }: ButtonProps) {
  return (
    <button
      type={type}
      {...button}
      className={buttonClass(variant, size, className ? `${DISABLED} ${className}` : DISABLED)}
    />
  );
}
