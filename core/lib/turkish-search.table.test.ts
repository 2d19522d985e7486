import { describe, expect, it } from 'vitest';
import { SITE_SEARCH_FIELDS, visibleToVisitors } from '../domain/site-search.ts';
import { createSeed } from '../../seed/index.ts';
import { SEARCH_CASES, TEXT_CASES, seedSearchRecords } from '../../tests/search/search-cases.ts';
import { createSearchIndex, matchesText } from './turkish-search.ts';

const index = createSearchIndex(SITE_SEARCH_FIELDS);
index.addAll(seedSearchRecords(createSeed()));

const label = (hit: { id: string; fields: { title: string } }) =>
  `${hit.id.slice(0, hit.id.indexOf(':'))}: ${hit.fields.title}`;

describe('the Turkish search table (issue 49) over the seed', () => {
  it('has at least 40 cases', () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(
    SEARCH_CASES.map(
      (c) => [`${c.query.slice(0, 40)} (${c.audience ?? 'visitor'}): ${c.rule}`, c] as const,
    ),
  )('%s', (_, c) => {
    const filter = c.audience === 'panel' ? undefined : visibleToVisitors;
    const { total, hits } = index.search(c.query, { filter, limit: 1000 });
    const labels = hits.map(label);
    if (c.first) expect(labels.slice(0, c.first.length)).toEqual(c.first);
    for (const hit of c.finds ?? []) expect(labels).toContain(hit);
    for (const hit of c.never ?? []) expect(labels).not.toContain(hit);
    if (c.total !== undefined) expect(total).toBe(c.total);
    if (c.marks) {
      const title = hits[0]?.fields.title ?? '';
      const ranges = hits[0]?.highlights.title ?? [];
      expect(ranges.map(({ start, end }) => title.slice(start, end))).toEqual(c.marks);
    }
  });
});

describe('matchesText, the panel lists’ filter', () => {
  it.each(TEXT_CASES.map((c) => [c.query, c.text, c.matches] as const))(
    '%j in %j: %s',
    (query, text, matches) => {
      expect(matchesText(query, text)).toBe(matches);
    },
  );
});
