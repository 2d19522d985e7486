/**
 * The site's search (issue 49) in the mocks, through the generated client and the mock handlers:
 * the same Turkish table and rules as server/handlers/search.test.ts checks on SQL.
 */
import { describe, expect, it } from 'vitest';
import {
  listMissedSearches,
  searchSite,
} from '../src/api/generated/backend/endpoints/search/search';
import {
  createProduct,
  deleteProduct,
} from '../src/api/generated/backend/endpoints/product/product';
import { everyHit, expectCase, sentQuery, VISITOR_CASES } from '../tests/search/site-search-table';
import { failure, signIn } from '../tests/helpers/mock-behaviour';

const titles = async (q: string) => (await searchSite({ q })).data.hits.map((hit) => hit.title);

describe('searchSite in the mocks: the Turkish search table (issue 49)', () => {
  it.each(VISITOR_CASES)('%s', async (_, c) => {
    expectCase(
      c,
      await everyHit(
        async (offset, limit) => (await searchSite({ q: sentQuery(c), offset, limit })).data,
      ),
    );
  });
});

describe('searchSite in the mocks', () => {
  it('finds a product published by a write, and no longer once it is trashed', async () => {
    await signIn();
    expect(await titles('zirhkaplama')).toEqual([]);
    const { data } = await createProduct({
      name: 'Kuvarslı Zırhkaplama',
      slug: 'kuvarsli-zirhkaplama',
      status: 'published',
    } as Parameters<typeof createProduct>[0]);
    expect(await titles('zirhkaplama')).toEqual(['Kuvarslı Zırhkaplama']);
    await deleteProduct(data.id);
    expect(await titles('zirhkaplama')).toEqual([]);
  });

  it('refuses a limit above 50 as the server does', async () => {
    const error = await failure(searchSite({ q: 'beton', limit: 51 }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      errors: { limit: ["'limit' alanı en fazla 50 olabilir."] },
    });
  });

  it('keeps the queries that found nothing, folded, for the panel', async () => {
    await searchSite({ q: 'Kuşgözü Şapı' });
    await searchSite({ q: 'KUSGOZU sapi' });
    await searchSite({ q: 'beton' });
    await signIn();
    const { data } = await listMissedSearches();
    expect(data[0]).toMatchObject({ query: 'kusgozu sapi', count: 2 });
    expect(data.map((row) => row.query)).not.toContain('beton');
  });
});
