import type { ComponentProps, ReactNode } from 'react';
import { FieldError, FieldLabel, fieldBoxClass } from './field-parts';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  /** A line under the label: what goes in the field. */
  hint?: ReactNode;
  /** A validation message, shown under the field and announced with it. */
  error?: string | undefined;
}

/** A labelled textarea with its hint and error, the multi-line sibling of TextField. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = '',
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      {hint ? (
        <p id={hintId} className="mt-0.5 text-small text-concrete-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldBoxClass}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
