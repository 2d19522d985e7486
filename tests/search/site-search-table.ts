import { expect } from 'vitest';
import type { SiteSearchResult } from '../../src/api/generated/backend/model/index.ts';
import { SEARCH_CASES } from './search-cases.ts';

/**
 * The Turkish search table (search-cases.ts) through a backend's `searchSite`: the visitors'
 * cases (the panel's are the index's own, core/lib/turkish-search.table.test.ts), every page of
 * hits read, held to the same expectations. The server (PGlite and PostgreSQL) and the mocks run it.
 */
type SearchCase = (typeof SEARCH_CASES)[number];

export const VISITOR_CASES = SEARCH_CASES.filter((c) => c.audience !== 'panel').map(
  (c) => [`${c.query.slice(0, 40)}: ${c.rule}`, c] as const,
);

/** The query as a client sends it: cut at the contract's 200 characters (`q`'s maxLength). */
export const sentQuery = (c: SearchCase) => c.query.slice(0, 200);

/** The contract's largest page. */
const PAGE = 50;

/** Every hit of a query, page by page (`search(offset, limit)` calls the backend). */
export async function everyHit(
  search: (offset: number, limit: number) => Promise<SiteSearchResult>,
): Promise<SiteSearchResult> {
  const first = await search(0, PAGE);
  const hits = [...first.hits];
  while (hits.length < first.total) {
    const next = await search(hits.length, PAGE);
    if (next.hits.length === 0) break;
    hits.push(...next.hits);
  }
  return { ...first, hits };
}

/** Checks a case's expectations against what the backend found. */
export function expectCase(c: SearchCase, { total, hits }: SiteSearchResult): void {
  const labels = hits.map((hit) => `${hit.kind}: ${hit.title}`);
  expect(labels).toHaveLength(total);
  if (c.first) expect(labels.slice(0, c.first.length)).toEqual(c.first);
  if (c.top) expect(labels.slice(0, c.top.length).sort()).toEqual([...c.top].sort());
  for (const hit of c.finds ?? []) expect(labels).toContain(hit);
  for (const hit of c.never ?? []) expect(labels).not.toContain(hit);
  if (c.total !== undefined) expect(total).toBe(c.total);
  if (c.marks) {
    const title = hits[0]?.title ?? '';
    const ranges = hits[0]?.highlights.title ?? [];
    expect(ranges.map(({ start, end }) => title.slice(start, end))).toEqual(c.marks);
  }
}
