/**
 * Error replies as the mocks word them (mocks/http.ts): the backend's envelope
 * `{ success: false, message, data: null, errors? }`, the content service's `{ message, errors? }`.
 */
export type FieldErrors = Record<string, string[]>;
export type ErrorStyle = 'envelope' | 'plain';

export const VALIDATION_MESSAGE = 'Bir veya daha fazla doğrulama hatası oluştu.';
const NOT_FOUND_MESSAGE = 'Kayıt bulunamadı.';
export const UNAUTHORIZED_MESSAGE =
  'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
export const LOGIN_FAILED_MESSAGE = 'Kullanıcı adı veya şifre hatalı.';
export const NO_ROUTE_MESSAGE = 'Böyle bir uç nokta yok.';
export const SERVER_ERROR_MESSAGE = 'Sunucuda beklenmeyen bir hata oluştu.';
export const UNSUPPORTED_TYPE_MESSAGE = 'Desteklenmeyen dosya formatı.';
export const TOO_MANY_REQUESTS_MESSAGE =
  'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.';

export const tooLargeMessage = (limitBytes: number) =>
  `Dosya boyutu çok büyük. Maksimum ${Math.floor(limitBytes / 1024 / 1024)}MB olmalıdır.`;

/** A 4xx the handlers raise on purpose; the error handler words it in the service's style. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

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

export function fail(status: number, message: string, errors?: FieldErrors): never {
  throw new HttpError(status, message, errors);
}

export const invalid = (errors: FieldErrors): never => fail(400, VALIDATION_MESSAGE, errors);
export const notFound = (message = NOT_FOUND_MESSAGE): never => fail(404, message);

export function errorBody(style: ErrorStyle, message: string, errors?: FieldErrors) {
  return style === 'envelope'
    ? { success: false, message, data: null, ...(errors ? { errors } : {}) }
    : { message, ...(errors ? { errors } : {}) };
}

/** The content service lives under /content; everything else speaks the backend's envelope. */
export function styleFor(url: string): ErrorStyle {
  return /^\/content(?:[/?#]|$)/i.test(url) ? 'plain' : 'envelope';
}
