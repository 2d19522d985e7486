import { clampPageSize } from './paging';

// The product grid's search validation: part of the route tree, which ships with the first bundle
// of every page, so it is kept small and apart from the panel's code (no zod, no screen code).

/** docs/SPEC.md section 9: the product grid shows 10 products a page by default. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 10;

/** The grid's place in the URL: /admin/products?page=2&size=20 (both optional). */
interface ProductsSearch {
  page?: number;
  size?: number;
}

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

/**
 * The route's search validation: a page from 1 and a page size from 1 to 100; anything else
 * (missing, '0', 'abc', 2.5) falls back to the defaults, so a hand-edited URL never breaks the
 * screen. Hand-written rather than zod: the route's options load with the first bundle.
 */
export function validateProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const page = positiveInteger(search.page);
  const size = positiveInteger(search.size);
  return {
    ...(page !== undefined && page > 1 ? { page } : {}),
    ...(size !== undefined && size !== DEFAULT_PRODUCT_PAGE_SIZE
      ? { size: clampPageSize(size) }
      : {}),
  };
}

/** The defaults filled in: the UI page (from 1) and the page size. */
export const productsPaging = (search: ProductsSearch) => ({
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PRODUCT_PAGE_SIZE,
});
