import type { ComponentProps } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** A validation message, shown under the field and announced with it. */
  error?: string | undefined;
}

/** The one labelled text input of the forms: label, field, and its error message. */
export function TextField({ id, label, error, className = '', ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-small font-semibold text-concrete-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 block w-full rounded-lg border border-concrete-300 px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-small text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
