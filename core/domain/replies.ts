import { MESSAGES } from './messages.ts';

/**
 * The reply and error shapes of the two services: the backend's envelope
 * `{ success, message, data, errors? }` and the content service's `{ message, errors? }`.
 */
export type FieldErrors = Record<string, string[]>;
export type ErrorStyle = 'envelope' | 'plain';

/** A 4xx raised on purpose; the mocks and the server word it in the service's style. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** More fields of the error reply (a 412's conflicts). */
  extra: Record<string, unknown> = {};

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A unique slug or user name already taken: answered 409 with its message. */
export class ConflictError extends Error {}

export function fail(status: number, message: string, errors?: FieldErrors): never {
  throw new HttpError(status, message, errors);
}

export const invalid = (errors: FieldErrors): never => fail(400, MESSAGES.validation, errors);
export const notFound = (message: string = MESSAGES.notFound): never => fail(404, message);
/** The record, or 404 'Kayıt bulunamadı.' */
export const found = <T>(value: T | null | undefined): T => value ?? notFound();

/** The backend's success envelope. */
export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  message,
  data,
});

export const done = (message: string = MESSAGES.done) => ({
  success: true as const,
  message,
  data: null,
});

export function errorBody(
  style: ErrorStyle,
  message: string,
  errors?: FieldErrors,
  extra: Record<string, unknown> = {},
) {
  return style === 'envelope'
    ? { success: false, message, data: null, ...(errors ? { errors } : {}), ...extra }
    : { message, ...(errors ? { errors } : {}), ...extra };
}

/** A thrown error as a reply: an HttpError as it is, a ConflictError as 409; anything else null. */
export function replyOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  return null;
}
