import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { PromptCancelledError } from '../api/client-session';
import { UploadError } from '../api/upload-error';
import { describeFailure, SaveStepError, type FailureWording, type SaveFeedback } from './failure';
import { notifyError, notifySuccess } from './toast';

/**
 * What a failed step throws: a {@link SaveStepError} with the step's words and, for a failed
 * upload, its reason (else `otherwise`); a sign-in again that was given up stays as it is (nothing to say).
 */
export function stepFailure(
  error: unknown,
  title: string,
  { prefix = '', otherwise }: { prefix?: string; otherwise?: string } = {},
): unknown {
  if (error instanceof PromptCancelledError) return error;
  return new SaveStepError(
    title,
    error instanceof UploadError ? `${prefix}${error.message}` : otherwise,
  );
}

/** A form whose fields show a refusal's messages (a 400's `errors`), the first one focused. */
interface RefusalTarget<V extends FieldValues> {
  setError: UseFormSetError<V>;
  fields: readonly Path<V>[];
  /** The field a 409's message belongs under (a user name already taken). */
  conflictField?: Path<V>;
}

/** Puts a refusal's messages under the fields they name; true when at least one had a place. */
function showFieldErrors<V extends FieldValues>(error: unknown, target: RefusalTarget<V>): boolean {
  if (!isApiError(error)) return false;
  const byField = new Map<Path<V>, string>();
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if ((target.fields as readonly string[]).includes(field) && messages[0])
      byField.set(field as Path<V>, messages[0]);
  }
  if (error.status === 409 && target.conflictField)
    byField.set(target.conflictField, error.message);
  [...byField].forEach(([field, message], index) =>
    target.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return byField.size > 0;
}

interface SaveOptions<TInput, TResult, V extends FieldValues> {
  /** The writes themselves; a 401 on the way is handled by the client (one sign-in again). */
  save: (input: TInput) => Promise<TResult>;
  /** How a failure is worded: the editor's message, or its wording rules. */
  failure: FailureWording | string;
  /** The toast of a success: fixed, by the result, or none. */
  success?: string | ((result: TResult, input: TInput) => string | null);
  /** After a success, before `saving` ends: the form starts again, the caches are refreshed. */
  onSaved?: (result: TResult, input: TInput) => void | Promise<void>;
  /**
   * A failure the screen shows in its own way (a slug clash, SPEC's 'Hata!' popup): true when it
   * did, and the hook adds no toast (`feedback` is still set).
   */
  onRefused?: (error: unknown, feedback: SaveFeedback) => boolean;
  /** The form whose fields show a 400's messages (then `feedback` stays empty). */
  form?: RefusalTarget<V>;
  /**
   * Shows the change before the server confirms it (an enquiry marked read); returns how to undo
   * it, which runs when the save fails.
   */
  optimistic?: (input: TInput) => Promise<() => void>;
  /** After the save, however it went: the lists it touches are read again. */
  onSettled?: (input: TInput) => unknown;
}

/**
 * The panel's one save path (issue 21 section 1): runs `save`, says how it went in one place (a
 * success toast; on failure a toast with the title, and the server's words under the fields they
 * name or, when none has a place there, `feedback` for the form's status line), and keeps `saving`
 * true until everything is done.
 * A failed save changes nothing in the form; the administrator can try again.
 */
export function useSave<TInput = void, TResult = unknown, V extends FieldValues = FieldValues>(
  options: SaveOptions<TInput, TResult, V>,
) {
  const [feedback, setFeedback] = useState<SaveFeedback | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: TInput) => {
      const result = await options.save(input);
      await options.onSaved?.(result, input);
      return result;
    },
    onSettled: (_result, _error, input) => options.onSettled?.(input),
  });

  /** Resolves with the result, or `undefined` after a failure (already reported). */
  const run = async (input: TInput): Promise<TResult | undefined> => {
    setFeedback(null);
    const undo = await options.optimistic?.(input);
    let result: TResult;
    try {
      result = await mutation.mutateAsync(input);
    } catch (error) {
      undo?.();
      const described = describeFailure(error, options.failure);
      if (!described) return undefined;
      if (options.onRefused?.(error, described)) {
        setFeedback(described);
        return undefined;
      }
      // A refusal shown under the fields needs no line above them.
      const onFields = options.form !== undefined && showFieldErrors(error, options.form);
      setFeedback(onFields ? null : described);
      notifyError(described.title);
      return undefined;
    }
    const message =
      typeof options.success === 'function' ? options.success(result, input) : options.success;
    if (message) notifySuccess(message);
    return result;
  };

  return {
    run,
    saving: mutation.isPending,
    /** What is being saved (which row's button shows the wait). */
    pending: mutation.isPending ? mutation.variables : undefined,
    feedback,
    clearFeedback: () => setFeedback(null),
  };
}
