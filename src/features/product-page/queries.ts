import { getGetFileByIdQueryOptions } from '../../api/generated/backend/endpoints/file/file';
import {
  getGetProductBySlugQueryOptions,
  getListProductsQueryOptions,
} from '../../api/generated/backend/endpoints/product/product';

/** The slug as the page reads it: surrounding blanks do not count, so '  ' is no slug at all. */
export const normaliseSlug = (slug: string | null | undefined) => slug?.trim() ?? '';

/**
 * GET /api/Product/slug/{slug}: public, no token. The slug is one path segment, so characters
 * like '/' or '?' in it are escaped rather than changing the address. `preview`: a preview link's
 * token (its `?onizleme=`), which reads the product even as a draft (core/domain/previews.ts).
 */
export const productBySlugQuery = (slug: string, preview?: string) =>
  getGetProductBySlugQueryOptions(
    encodeURIComponent(normaliseSlug(slug)),
    preview ? { Preview: preview } : undefined,
  );

/**
 * GET /api/File/{id} for one product image. docs/SPEC.md section 7: a failure is ignored (the image
 * falls back to other sources), so it is not retried either.
 */
export const productImageFileQuery = (id: string) =>
  getGetFileByIdQueryOptions(id, { query: { retry: false, staleTime: 5 * 60_000 } });

/** docs/SPEC.md section 9: the public product list is read with PageSize 50, without a token. */
const PUBLIC_PRODUCT_PAGE_SIZE = 50;

/** The public product list, only read when a product image needs other products' files. */
export const publicProductsQuery = (enabled: boolean) =>
  getListProductsQueryOptions(
    { PageSize: PUBLIC_PRODUCT_PAGE_SIZE },
    { query: { enabled, retry: false } },
  );
