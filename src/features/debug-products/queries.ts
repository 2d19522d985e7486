import { getListProductsQueryOptions } from '../../api/generated/backend/endpoints/product/product';

/** The debug listing reads up to 100 products, the contract's largest page. */
const DEBUG_PRODUCT_PAGE_SIZE = 100;

export const debugProductsQuery = () =>
  getListProductsQueryOptions({ PageSize: DEBUG_PRODUCT_PAGE_SIZE });

export const DEBUG_PAGE_TITLE = 'Ürün Listesi (Hata Ayıklama)';
