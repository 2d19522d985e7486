import { isApiError } from '../../../api/api-error';
import type { FileStatusFilter } from '../../../lib/route-search';
import { clampPage, clampPageSize } from '../../../lib/paging';
import { textMatcher } from '../../../../core/lib/turkish-search';
import type { FileRow } from './file-rows';

interface FileFilters {
  q: string;
  /** '' is every category. */
  category: string;
  status: FileStatusFilter;
}

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** The category filter's options after 'Tümü': the distinct categories present, A-Z in Turkish. */
export function categoryOptions(rows: readonly Pick<FileRow, 'category'>[]): string[] {
  const categories = new Set<string>();
  for (const row of rows) if (row.category) categories.add(row.category);
  return [...categories].sort(collator.compare);
}

export const hasActiveFilters = (filters: FileFilters) =>
  filters.q.trim() !== '' || filters.category !== '' || filters.status !== 'all';

/**
 * The search box (name or description by core's Turkish matching — the rule of `matchesSearch`,
 * with each row's terms taken once in advance so that a keystroke over 10,000 rows stays
 * instant), the category and the status filter.
 */
export function filterRows<R extends Pick<FileRow, 'category' | 'isActive' | 'searchTerms'>>(
  rows: readonly R[],
  filters: FileFilters,
): R[] {
  const searching = filters.q.trim() !== '';
  const matches = textMatcher(filters.q);
  const wantActive = filters.status === 'all' ? null : filters.status === 'active';
  if (!searching && filters.category === '' && wantActive === null) return [...rows];
  return rows.filter(
    (row) =>
      (filters.category === '' || row.category === filters.category) &&
      (wantActive === null || row.isActive === wantActive) &&
      matches(row.searchTerms),
  );
}

interface PageSlice<T> {
  items: T[];
  /** The page shown: the asked page clamped to 1..totalPages. */
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list reads 'Sayfa 1 / 1'. */
  totalPages: number;
  total: number;
}

/**
 * docs/SPEC.md section 4: paging over the combined list on the client; the page index is clamped between
 * 1 and the number of pages, the size to 1..100.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const pageSize = clampPageSize(size);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = clampPage(page, totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageSize,
    totalPages,
    total: items.length,
  };
}

/**
 * What a change of the list's settings does to the page (docs/SPEC.md section 4): a new page size or a
 * new filter starts again at page 1.
 */
export function nextPage(
  current: { page: number; size: number } & FileFilters,
  change: Partial<{ page: number; size: number } & FileFilters>,
): number {
  if (change.page !== undefined) return Math.max(1, Math.floor(change.page) || 1);
  const resets =
    (change.size !== undefined && change.size !== current.size) ||
    (change.q !== undefined && change.q !== current.q) ||
    (change.category !== undefined && change.category !== current.category) ||
    (change.status !== undefined && change.status !== current.status);
  return resets ? 1 : current.page;
}

/**
 * docs/SPEC.md section 8: a list error that mentions the offset (a backend asked for a page past the
 * end) is no error for the user: the list silently goes back to page 1.
 */
export function isOffsetError(error: unknown): boolean {
  const message = isApiError(error) || error instanceof Error ? error.message : String(error ?? '');
  const errors =
    isApiError(error) && error.errors
      ? Object.entries(error.errors).flatMap(([field, messages]) => [field, ...messages])
      : [];
  return [message, ...errors].some((text) => /offset/i.test(text));
}
