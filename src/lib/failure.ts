import { isApiError, readErrorBody, type ApiError } from '../api/api-error';
import { PromptCancelledError } from '../api/client-session';
import { UploadError } from '../api/upload-error';
import { VersionConflictCancelledError } from './version-conflict';

// How a failure is told (the panel's saves, src/lib/save.ts, and the sign-in forms): apart from the
// save path, so that the sign-in screen reads failures without the toasts and the query cache.

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
