import type { AxiosError } from 'axios';

type ValidationErrors = Record<string, string[]>;

/** What went wrong, for screens that word their message by cause (docs/SPEC.md section 8). */
type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled' | 'contract';

/**
 * The one error type every service client throws: the HTTP status (0 when no reply came), the
 * server's message (or a Turkish fallback) and the `errors` object of a 400 validation reply.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: ValidationErrors | null;
  readonly kind: ApiErrorKind;
  /** The reply body as received, for screens that need more than the message. */
  readonly body: unknown;

  constructor(options: {
    status: number;
    message: string;
    errors?: ValidationErrors | null;
    kind?: ApiErrorKind;
    body?: unknown;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? null;
    this.kind = options.kind ?? 'http';
    this.body = options.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const fallbackMessages: Record<number, string> = {
  400: 'Gönderilen bilgiler geçersiz.',
  401: 'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  403: 'Bu işlem için yetkiniz yok.',
  404: 'Kayıt bulunamadı.',
  413: 'Dosya boyutu çok büyük.',
  415: 'Desteklenmeyen dosya formatı.',
  429: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
};

export function fallbackMessage(status: number): string {
  if (status >= 500) return 'Sunucuda beklenmeyen bir hata oluştu.';
  return fallbackMessages[status] ?? 'Beklenmeyen bir hata oluştu.';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readErrors(value: unknown): ValidationErrors | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).map(([field, messages]) => [
    field,
    (Array.isArray(messages) ? messages : [messages]).map(String),
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Reads `{ message, errors }` (or ASP.NET's `{ title, errors }`) from an error reply body. */
export function readErrorBody(body: unknown): {
  message: string | null;
  errors: ValidationErrors | null;
} {
  if (typeof body === 'string') return { message: body.trim() || null, errors: null };
  if (!isRecord(body)) return { message: null, errors: null };
  const message =
    typeof body.message === 'string' && body.message.trim()
      ? body.message
      : typeof body.title === 'string' && body.title.trim()
        ? body.title
        : null;
  return { message, errors: readErrors(body.errors) };
}

/** axios' own check, without importing axios (which loads with the first request). */
export const isAxiosErrorLike = (error: unknown): error is AxiosError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns anything a request can throw into an {@link ApiError}. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof Error && error.name === 'ContractViolationError') {
    return new ApiError({
      status: 0,
      kind: 'contract',
      message: 'Sunucunun yanıtı beklenen biçimde değil.',
      cause: error,
    });
  }
  if (isAxiosErrorLike(error)) {
    if (error.code === 'ERR_CANCELED') {
      return new ApiError({
        status: 0,
        kind: 'canceled',
        message: 'İstek iptal edildi.',
        cause: error,
      });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({
        status: 0,
        kind: 'timeout',
        message: 'Sunucu zamanında yanıt vermedi.',
        cause: error,
      });
    }
    if (!error.response) {
      return new ApiError({
        status: 0,
        kind: 'network',
        message: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
        cause: error,
      });
    }
    const { status, data } = error.response;
    const { message, errors } = readErrorBody(data);
    return new ApiError({
      status,
      message: message ?? fallbackMessage(status),
      errors,
      body: data,
      cause: error,
    });
  }
  return new ApiError({
    status: 0,
    kind: 'network',
    message: error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu.',
    cause: error,
  });
}
