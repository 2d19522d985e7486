import type { ComponentProps } from 'react';
import { FieldError, FieldLabel, fieldBoxClass } from './field-parts';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** A validation message, shown under the field and announced with it. */
  error?: string | undefined;
}

/** The one labelled text input of the forms: label, field, and its error message. */
export function TextField({ id, label, error, className = '', ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldBoxClass}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
