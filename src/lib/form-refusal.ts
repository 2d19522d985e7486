import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { ReauthCancelledError } from './reauth';

/**
 * A refused request's messages by form field (a 400's `errors`; a 409's message on
 * `conflictField`, such as a taken user name), and the message to show above the form when none
 * belongs to a field: the reply's, or `fallback` when there is no reply.
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  conflictField?: F,
): { fields: Partial<Record<F, string>>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: fallback };
  const byField: Partial<Record<F, string>> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      byField[field as F] = messages[0];
    }
  }
  if (error.status === 409 && conflictField) byField[conflictField] = error.message;
  return Object.keys(byField).length > 0
    ? { fields: byField, message: null }
    : { fields: {}, message: error.message || fallback };
}

/**
 * Puts a refused request's messages on a react-hook-form form's fields (the first one focused);
 * returns the one that fits none, for above the form. A sign-in again that was cancelled is no
 * refusal: nothing to show.
 */
export function showRefusal<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
  fallback: string,
  conflictField?: Path<V>,
): string | null {
  if (error instanceof ReauthCancelledError) return null;
  const refusal = formErrorsOf(error, fields, fallback, conflictField);
  for (const [field, message] of Object.entries(refusal.fields)) {
    setError(
      field as Path<V>,
      { type: 'server', message: message as string },
      { shouldFocus: true },
    );
  }
  return refusal.message;
}
