/**
 * A failed upload's error, apart from the upload transport (src/api/upload.ts), so that reading a
 * failure (src/lib/failure.ts) does not bring the upload's request functions along.
 */
export type UploadFailureKind =
  | 'network'
  | 'http2'
  | 'timeout'
  | 'cors'
  | 'too-large'
  | 'unsupported'
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'server'
  | 'server-message'
  | 'missing-id'
  | 'generic';

/** One failed upload, with a Turkish message for the person who tried. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly kind: UploadFailureKind,
    message: string,
    readonly status = 0,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
