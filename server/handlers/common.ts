import type { FastifyReply, FastifyRequest } from 'fastify';
import { withImages } from '../../core/lib/image-variants.ts';
import { HttpError, VALIDATION_MESSAGE, notFound } from '../http/errors.ts';
import type { Tokens } from '../services/auth.ts';
import type { LoginGuard } from '../services/login-guard.ts';
import type { ImageLimiter } from '../images/limiter.ts';
import type { Paging, Store } from '../store/types.ts';

/** What the operation handlers work with. */
export interface HandlerContext {
  store: Store;
  uploadsDir: string;
  tokens: Tokens;
  loginGuard: LoginGuard;
  /** The one queue of image processing (IMAGE_CONCURRENCY). */
  imageLimit: ImageLimiter;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The backend's success envelope. */
export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  message,
  data,
});

export const done = (message = 'İşlem başarılı.') => ({ success: true, message, data: null });

/** A public read with its `images`: the stored images its `/uploads/...` paths name (one query). */
export const withStoredImages = <T extends object>({ store }: HandlerContext, record: T) =>
  withImages(record, (paths) => store.getFilesByPaths(paths));

/** The record, or 404 'Kayıt bulunamadı.' */
export const found = <T>(value: T | null | undefined): T => value ?? notFound();

export function created<T>(reply: FastifyReply, body: T): T {
  reply.code(201);
  return body;
}

export const bodyOf = <T>(request: FastifyRequest) => request.body as T;

/** A path parameter (already decoded and checked against the contract). */
export const param = (request: FastifyRequest, name: string) =>
  String((request.params as Record<string, unknown>)[name] ?? '');

/** The `id` path parameter (a UUID by the contract), lower-cased as the store keeps ids. */
export const idParam = (request: FastifyRequest) => param(request, 'id').toLowerCase();

/** PageIndex and PageSize: the contract checked the ranges and filled in the defaults. */
export function pagingOf(request: FastifyRequest): Paging {
  const query = request.query as { PageIndex?: number; PageSize?: number };
  const pageIndex = query.PageIndex ?? 0;
  const pageSize = query.PageSize ?? 10;
  if (!Number.isSafeInteger(pageIndex)) {
    throw new HttpError(400, VALIDATION_MESSAGE, {
      PageIndex: [
        `'${String(pageIndex)}' değeri PageIndex için geçerli değil (0-${Number.MAX_SAFE_INTEGER} arası bir tam sayı olmalı).`,
      ],
    });
  }
  return { pageIndex, pageSize };
}
