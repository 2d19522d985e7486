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
