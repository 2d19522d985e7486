import type { ComponentProps } from 'react';
import { primaryButton } from './admin-page';

/** docs/SPEC.md section 4: while saving the button reads 'Kaydediliyor...' and cannot be pressed again. */
export function SaveButton({
  saving,
  children = 'Kaydet',
  className = '',
  ...button
}: ComponentProps<'button'> & { saving: boolean }) {
  return (
    <button
      type="submit"
      {...button}
      disabled={saving || button.disabled}
      aria-busy={saving || undefined}
      className={`${primaryButton} ${className}`}
    >
      {saving ? 'Kaydediliyor...' : children}
    </button>
  );
}
