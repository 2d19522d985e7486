/** The box of a text input or a text area. */
export const fieldBoxClass =
  'mt-1.5 block w-full rounded-lg border border-concrete-300 px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600';

/** A field's label, above it. */
export function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="block text-small font-semibold text-concrete-800">
      {label}
    </label>
  );
}

/** A field's validation message, under it; the field names it with `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-small text-red-700">
      {error}
    </p>
  ) : null;
}
