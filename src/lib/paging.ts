/**
 * The UI counts pages from 1; the backend's PageIndex counts from 0 (docs/DESIGN.md section 2). This is
 * the one place that converts.
 */
export const toPageIndex = (uiPage: number) => Math.max(0, Math.floor(uiPage) - 1);

/** docs/SPEC.md section 5: PageIndex floor 0, default 0; PageSize floor 1, default 10. */
export function pagingParams(
  uiPage?: number,
  pageSize?: number,
): { PageIndex?: number; PageSize?: number } {
  const params: { PageIndex?: number; PageSize?: number } = {};
  if (uiPage !== undefined) params.PageIndex = Number.isFinite(uiPage) ? toPageIndex(uiPage) : 0;
  if (pageSize !== undefined)
    params.PageSize = Number.isFinite(pageSize) ? Math.max(1, Math.floor(pageSize)) : 10;
  return params;
}

/** docs/SPEC.md section 4: the page is clamped between 1 and the number of pages. */
export const clampPage = (page: number, totalPages: number) =>
  Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));

/** docs/SPEC.md section 9: page sizes are clamped to 1..100 (default 10). */
export const clampPageSize = (size: number) =>
  Number.isFinite(size) ? Math.min(100, Math.max(1, Math.floor(size))) : 10;

/** The page-size select's options: the list's standard sizes, plus a size that came from the URL. */
export function pageSizeOptions(current: number, standard: readonly number[]): number[] {
  return [...new Set([...standard, clampPageSize(current)])].sort((a, b) => a - b);
}

/** A number in the URL: the router reads `?page=2` as 2, a hand-typed `?page=2x` as a string. */
export const numberOf = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/**
 * The page of a screen's URL (`?page=2`, counted from 1): a whole number from 2; anything else
 * ('0', 'abc', 1.5, or 1 itself) is the first page, left out of the URL, so a hand-edited URL
 * never breaks a screen. Here rather than with the panel's search rules (route-search.ts): the
 * public `/urunler` route and the site search use it too, and must not bring those rules into `/`.
 */
export function parsePage(value: unknown): number | undefined {
  const page = numberOf(value);
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined;
}
