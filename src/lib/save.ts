import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, readErrorBody, type ApiError } from '../api/api-error';
import { UploadError } from '../api/upload';
import { PromptCancelledError } from '../api/client-session';
import { VersionConflictCancelledError } from './version-conflict';
import { notifyError, notifySuccess } from './toast';

/** What a failed save tells the administrator: a title and, when known, why. */
export interface SaveFeedback {
  title: string;
  detail?: string | undefined;
}

/**
 * A step of a save that failed in its own words (the product's main image before the product):
 * the title is the step's message, the detail why the step failed.
 */
export class SaveStepError extends Error {
  override readonly name = 'SaveStepError';
  constructor(
    readonly title: string,
    readonly detail?: string,
  ) {
    super(detail ? `${title} ${detail}` : title);
  }
}

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

/** How an editor words a failure (docs/SPEC.md section 8 gives each editor its message). */
export interface FailureWording {
  /** The editor's message: 'Ürün kaydedilirken bir hata oluştu.', 'Sürüm geri yüklenemedi.', ... */
  fallback: string;
  /**
   * Where the server's reason goes: under the editor's message ('detail', the default); in its
   * place ('title': SPEC's "the server message or ..." of the About editor and the restore); or
   * the error's own words in its place, the client's included when the server sent none
   * ('error': a status's text, no connection; SPEC's file dialog, the accounts, the redirects).
   */
  reason?: 'title' | 'detail' | 'error';
  /** An editor's own wording of some refusals (the file dialog's SPEC rules), tried first. */
  refusal?: (error: ApiError) => SaveFeedback | undefined;
}

const fieldMessages = (error: ApiError) =>
  Object.values(error.errors ?? {})
    .flat()
    .join(' ');

/**
 * The one reading of a failed save, upload or action: `null` when there is nothing to say (the
 * administrator gave up signing in again, and the panel goes to /login), else the title and detail.
 */
export function describeFailure(
  error: unknown,
  wording: FailureWording | string,
): SaveFeedback | null {
  const {
    fallback,
    reason = 'detail',
    refusal,
  } = typeof wording === 'string' ? { fallback: wording } : wording;
  // Given up: the sign-in again, the proof of who you are, or the conflict view ('Vazgeç' keeps
  // the form as typed).
  if (error instanceof PromptCancelledError || error instanceof VersionConflictCancelledError)
    return null;
  if (error instanceof SaveStepError) return { title: error.title, detail: error.detail };
  if (error instanceof UploadError) return { title: fallback, detail: error.message };
  if (!isApiError(error)) return { title: fallback };
  const own = refusal?.(error);
  if (own) return own;
  const fields = fieldMessages(error) || undefined;
  if (reason === 'error') return { title: error.message || fallback, detail: fields };
  // No reply (network, timeout): the client's Turkish words say why.
  if (error.kind !== 'http') return { title: fallback, detail: error.message || undefined };
  const message = readErrorBody(error.body).message ?? undefined;
  if (reason === 'title' && message) return { title: message, detail: fields };
  return { title: fallback, detail: [message, fields].filter(Boolean).join(' ') || undefined };
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

/** docs/SPEC.md section 8, "Login": a refused name or password. */
export const LOGIN_FAILED_TEXT = 'Kullanıcı adı veya şifre hatalı.';

/**
 * How both sign-in forms (the login screen and the panel's sign-in again) word a failure: a refused
 * name or password (400, 401, or a reply not as the contract says) is LOGIN_FAILED_TEXT; anything
 * else (a lockout, no connection) says what happened rather than blaming the password.
 */
export const LOGIN_WORDING: FailureWording = {
  fallback: LOGIN_FAILED_TEXT,
  refusal: (error) => ({
    title:
      error.status === 400 || error.status === 401 || error.kind === 'contract'
        ? LOGIN_FAILED_TEXT
        : error.message,
  }),
};
