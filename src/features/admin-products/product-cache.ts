import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The generated query keys start with the request path: `['/api/Product', params?]` for the
 * lists (the public ones, this grid's and the home editor's picker, which adds 'admin'),
 * `['/api/Product/slug/{slug}']`, `['/api/Product/{id}']` and `['/api/Product/name/{name}']` for
 * one product, and `['/api/Page/...']` for the pages, which embed their products.
 */
const head = (query: Query) => {
  const first = query.queryKey[0];
  return typeof first === 'string' ? first : '';
};

const isProductListQuery = (query: Query) => head(query) === '/api/Product';
const isSingleProductQuery = (query: Query) => head(query).startsWith('/api/Product/');
const isPageQuery = (query: Query) =>
  head(query) === '/api/Page' || head(query).startsWith('/api/Page/');

/**
 * After a product is created, changed or deleted: every read that shows products is refreshed,
 * so the change is on /product/{slug}, the home page and the home editor's picker at once.
 * Single-product reads no screen shows right now are dropped rather than kept stale: a renamed
 * slug or a deleted product must not flash its old content on the next visit.
 */
export async function refreshProductReads(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: isSingleProductQuery, type: 'inactive' });
  await queryClient.invalidateQueries({
    predicate: (query) =>
      isProductListQuery(query) || isSingleProductQuery(query) || isPageQuery(query),
  });
}
