import type { ComponentProps, ReactNode } from 'react';

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
      <label htmlFor={id} className="block text-small font-semibold text-concrete-800">
        {label}
      </label>
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
        className="mt-1.5 block w-full rounded-lg border border-concrete-300 px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600"
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-small text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
