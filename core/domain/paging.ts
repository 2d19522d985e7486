import type { Paged, Paging } from './types.ts';

/** Paging as the stores apply it: whole numbers, an index from 0 and a size from 1. */
export function normalizePaging(paging: Paging): Paging {
  return {
    pageIndex: Math.max(0, Math.floor(paging.pageIndex) || 0),
    pageSize: Math.max(1, Math.floor(paging.pageSize) || 1),
  };
}

/** Past any real table, but never beyond what PostgreSQL's bigint OFFSET accepts. */
export const offsetOf = ({ pageIndex, pageSize }: Paging) =>
  Math.min(pageIndex * pageSize, Number.MAX_SAFE_INTEGER);

/** One page of a list and its totals (the contract's paged reply). */
export function paged<T>(items: T[], paging: Paging, totalCount: number): Paged<T> {
  return {
    items,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / paging.pageSize),
  };
}

/** A page of a list held in memory. */
export function pageOfList<T>(all: readonly T[], paging: Paging): Paged<T> {
  const normalized = normalizePaging(paging);
  const start = offsetOf(normalized);
  return paged(all.slice(start, start + normalized.pageSize), normalized, all.length);
}
