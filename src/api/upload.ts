import type { AxiosProgressEvent } from 'axios';
import { FILE_LIMIT_BYTES, PDF_LIMIT_BYTES, saysPdf } from '../../core/domain/uploads';
import { isApiError } from './api-error';
import { PromptCancelledError } from './client-session';
import type { RequestOptions } from './create-client';
import { uploadFile as uploadBackendFile } from './generated/backend/endpoints/file/file';
import { uploadContentImage } from './generated/content/endpoints/upload/upload';
import type { UploadKind } from './generated/content/model';
import { UploadError, type UploadFailureKind } from './upload-error';

export { UploadError } from './upload-error';

/** docs/SPEC.md sections 7 and 9: the upload transport; the limits are core/domain/uploads.ts. */
export {
  FILE_LIMIT_BYTES as FILE_MAX_BYTES,
  PDF_LIMIT_BYTES as PDF_MAX_BYTES,
} from '../../core/domain/uploads';
export const PDF_TIMEOUT_MS = 600_000;
export const FILE_TIMEOUT_MS = 300_000;
const UPLOAD_ATTEMPTS = 3;
const PDF_RETRY_WAIT_MS = 3000;
const FILE_RETRY_WAIT_MS = 2000;

export const isPdf = (file: Pick<File, 'name' | 'type'>) => saysPdf(file.name, file.type);

export const MISSING_FILE_ID = 'File ID alınamadı';

const messages: Record<Exclude<UploadFailureKind, 'server-message' | 'generic'>, string> = {
  network: 'Ağ hatası: sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  http2: 'HTTP/2 protokol hatası: bağlantı beklenmedik şekilde kesildi. Lütfen tekrar deneyin.',
  timeout: 'Zaman aşımı: yükleme çok uzun sürdü. Bağlantınızı kontrol edip tekrar deneyin.',
  cors: 'Erişim (CORS) hatası: sunucu bu adresten yapılan yüklemeye izin vermiyor.',
  'too-large': 'Dosya çok büyük: sunucu bu boyuttaki dosyayı kabul etmiyor.',
  unsupported: 'Desteklenmeyen dosya formatı.',
  invalid: 'Geçersiz dosya: dosyanın bozuk olmadığından emin olun.',
  unauthorized: 'Yetkilendirme hatası: lütfen tekrar giriş yapın.',
  forbidden: 'Dosya yükleme yetkiniz yok. Lütfen bir yöneticiyle iletişime geçin.',
  'not-found': 'Yükleme adresi bulunamadı.',
  server: 'Sunucu hatası: dosya şu anda yüklenemiyor. Lütfen daha sonra tekrar deneyin.',
  'missing-id': MISSING_FILE_ID,
};

const byStatus: Record<number, UploadFailureKind> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  413: 'too-large',
  415: 'unsupported',
};

/** docs/SPEC.md section 8 "Upload failure classes": every failure becomes one {@link UploadError}. */
export function classifyUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const text =
    error instanceof Error
      ? `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`
      : String(error);
  if (isApiError(error)) {
    if (error.kind === 'timeout')
      return new UploadError('timeout', messages.timeout, 0, { cause: error });
    if (error.kind === 'network') {
      if (/http\/?2|ERR_HTTP2/i.test(text))
        return new UploadError('http2', messages.http2, 0, { cause: error });
      if (/cors|cross-origin|access-control/i.test(text))
        return new UploadError('cors', messages.cors, 0, { cause: error });
      return new UploadError('network', messages.network, 0, { cause: error });
    }
    const known = byStatus[error.status];
    if (known)
      return new UploadError(known, messages[known as keyof typeof messages], error.status, {
        cause: error,
      });
    if (error.status >= 500)
      return new UploadError('server', messages.server, error.status, { cause: error });
    if (error.message)
      return new UploadError('server-message', error.message, error.status, { cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : 'bilinmeyen hata';
  return new UploadError('generic', `Dosya yüklenirken bir hata oluştu: ${message}`, 0, {
    cause: error,
  });
}

/** Network trouble and server errors are worth another attempt; a refusal (4xx) is not. */
const retryable = (error: UploadError) =>
  error.kind === 'network' ||
  error.kind === 'http2' ||
  error.kind === 'timeout' ||
  error.kind === 'server';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Up to 3 attempts, waiting 3 s after a failed PDF attempt and 2 s after any other file; the last
 * attempt's error is raised.
 */
export async function withUploadRetries<T>(
  file: Pick<File, 'name' | 'type'>,
  attempt: (attemptNumber: number) => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      // The administrator gave up signing in again (or another dialog the call waited for):
      // nothing more to try or to say.
      if (error instanceof PromptCancelledError) throw error;
      const failure = classifyUploadError(error);
      if (attemptNumber >= UPLOAD_ATTEMPTS || !retryable(failure)) throw failure;
      await wait(isPdf(file) ? PDF_RETRY_WAIT_MS : FILE_RETRY_WAIT_MS);
    }
  }
}

interface UploadOptions {
  /** Called with 0..100 while the body is sent. */
  onProgress?: (percent: number) => void;
  /** Overrides the 600 s (PDF) / 300 s timeout. */
  timeout?: number;
  /** For tests: how to wait between attempts. */
  wait?: (ms: number) => Promise<void>;
}

/** The axios options of an upload: limits, timeout, PDF headers, statuses below 500 as replies. */
export function uploadTransport(
  file: Pick<File, 'name' | 'type'>,
  options: UploadOptions = {},
): RequestOptions {
  const pdf = isPdf(file);
  const limit = pdf ? PDF_LIMIT_BYTES : FILE_LIMIT_BYTES;
  return {
    timeout: options.timeout ?? (pdf ? PDF_TIMEOUT_MS : FILE_TIMEOUT_MS),
    maxBodyLength: limit,
    maxContentLength: limit,
    validateStatus: (status) => status < 500,
    ...(pdf ? { maxRedirects: 0, headers: { Accept: 'application/json' } } : {}),
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (options.onProgress && event.total)
        options.onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  };
}

export interface UploadedSystemFile {
  id: string;
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** POST /api/File/upload with the SPEC's transport, retries and failure classes. */
export async function uploadSystemFile(
  file: File,
  options: UploadOptions = {},
): Promise<UploadedSystemFile> {
  const reply = await withUploadRetries(
    file,
    () => uploadBackendFile({ file }, uploadTransport(file, options)),
    options.wait,
  );
  return uploadedFileFrom(reply, file);
}

/** The stored file of an upload reply (id and path, possibly under data); no id is a failure. */
export function uploadedFileFrom(
  reply: unknown,
  file: Pick<File, 'name' | 'type' | 'size'>,
): UploadedSystemFile {
  const body = (reply ?? {}) as {
    data?: Partial<UploadedSystemFile> | null;
  } & Partial<UploadedSystemFile>;
  const data = body.data ?? body;
  if (!data.id) throw new UploadError('missing-id', MISSING_FILE_ID);
  return {
    id: data.id,
    path: data.path ?? '',
    name: data.name ?? file.name,
    contentType: data.contentType ?? file.type,
    size: data.size ?? file.size,
  };
}

/** POST /api/upload/{kind} on the content service; the reply has the image's url. */
export async function uploadContentFile(
  kind: UploadKind,
  file: File,
  options: UploadOptions = {},
): Promise<string> {
  const reply = await withUploadRetries(
    file,
    () => uploadContentImage(kind, { file }, uploadTransport(file, options)),
    options.wait,
  );
  if (!reply.url) throw new UploadError('generic', 'Dosya yüklenemedi');
  return reply.url;
}
