import { Button, type ButtonProps } from './button';

/** docs/SPEC.md section 4: while saving the button reads 'Kaydediliyor...' and cannot be pressed again. */
export function SaveButton({
  saving,
  children = 'Kaydet',
  ...button
}: Omit<ButtonProps, 'variant'> & { saving: boolean }) {
  return (
    <Button
      type="submit"
      {...button}
      disabled={saving || button.disabled}
      aria-busy={saving || undefined}
      variant="primary"
    >
      {saving ? 'Kaydediliyor...' : children}
    </Button>
  );
}
