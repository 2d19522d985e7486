import {
  getListProductsQueryKey,
  getListProductsQueryOptions,
} from '../../api/generated/backend/endpoints/product/product';
import {
  getListRedirectsQueryKey,
  getListRedirectsQueryOptions,
} from '../../api/generated/backend/endpoints/redirect/redirect';
import { pagingParams } from '../../lib/paging';

/** The redirects, newest first, and the addresses that found nothing most often (GET /api/Redirect). */
export const redirectsQuery = () => getListRedirectsQueryOptions();

export const redirectsQueryKey = getListRedirectsQueryKey;

/**
 * The products a redirect may point to: the panel's list with the token, the contract's largest
 * page (100). Its own key, as the panel's other product lists, apart from the public ones.
 */
const PRODUCT_CHOICES_PARAMS = pagingParams(1, 100);
export const productChoicesQuery = () =>
  getListProductsQueryOptions(PRODUCT_CHOICES_PARAMS, {
    query: { queryKey: [...getListProductsQueryKey(PRODUCT_CHOICES_PARAMS), 'admin'] },
    request: { withToken: true },
  });
