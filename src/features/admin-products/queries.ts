import {
  createPreviewLink,
  getListPreviewLinksQueryOptions,
} from '../../api/generated/backend/endpoints/preview/preview';
import {
  discardProductDraft,
  getListProductsQueryKey,
  getListProductsQueryOptions,
} from '../../api/generated/backend/endpoints/product/product';
import type { PreviewLinkListResponse } from '../../api/generated/backend/model';
import type { DraftTarget } from '../../components/admin/draft-actions';
import { pagingParams } from '../../lib/paging';

// The route's search validation lives in src/lib/route-search.ts (it is part of the route tree,
// which ships with the first bundle); this module loads with the screen.
export {
  DEFAULT_PRODUCT_PAGE_SIZE,
  productsPaging,
  validateProductsSearch,
} from '../../lib/route-search';

/**
 * One page of the grid: GET /api/Product with the token (docs/SPEC.md section 6, the authenticated
 * variant), the UI page converted to the zero-based PageIndex, newest first (`Order=newest`: a
 * product just created is the first card of page 1). Its key ends in 'admin' — the public lists
 * keep creation order, are read without a token and cached apart.
 */
export const adminProductPageQuery = (page: number, size: number) => {
  // Drafts too: the panel lists them, marked 'Taslak' (issue 21 section 2).
  const params = { ...pagingParams(page, size), Order: 'newest' as const, Drafts: true };
  return getListProductsQueryOptions(params, {
    query: { queryKey: [...getListProductsQueryKey(params), 'admin'] },
    request: { withToken: true },
  });
};

/** A product's preview links and pending changes, for 'Önizle' and 'Taslağı sil' (issue 21). */
export const productDraftTarget = (productId: string): DraftTarget<PreviewLinkListResponse> => ({
  kind: 'product',
  links: getListPreviewLinksQueryOptions(
    { ProductId: productId },
    { query: { select: (reply) => reply.data }, request: { withToken: true } },
  ),
  createLink: async () => (await createPreviewLink({ productId })).message,
  discard: () => discardProductDraft(productId),
});
