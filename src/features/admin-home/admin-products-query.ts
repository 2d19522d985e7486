import { getListProductsQueryOptions } from '../../api/generated/backend/endpoints/product/product';
import { pagingParams } from '../../lib/paging';

/**
 * docs/SPEC.md sections 7 and 9: the editor's picker lists the products with the token, UI page 1
 * (the wire's PageIndex 0) and page size 100. Its own key, so it never shares a cache entry with
 * the public list of the same page.
 */
const ADMIN_PRODUCTS_PARAMS = pagingParams(1, 100);
export const adminProductsQuery = () =>
  getListProductsQueryOptions(ADMIN_PRODUCTS_PARAMS, {
    query: { queryKey: ['/api/Product', ADMIN_PRODUCTS_PARAMS, 'admin'] },
    request: { withToken: true },
  });
