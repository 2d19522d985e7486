import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type {
  ProductCreate,
  SiteSearchResult,
} from '../../src/api/generated/backend/model/index.ts';
import { MISSED_SEARCHES_KEPT } from '../../core/domain/site-search.ts';
import { SEED_IDS } from '../../seed/index.ts';
import {
  everyHit,
  expectCase,
  sentQuery,
  VISITOR_CASES,
} from '../../tests/search/site-search-table.ts';
import { slugify } from '../../core/lib/slug.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { postgresFeed, type ChangeFeed } from '../services/change-feed.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();

async function search(
  app: FastifyInstance,
  q: string,
  paging: { offset?: number; limit?: number } = {},
): Promise<SiteSearchResult> {
  const params = new URLSearchParams({ q });
  if (paging.offset !== undefined) params.set('offset', String(paging.offset));
  if (paging.limit !== undefined) params.set('limit', String(paging.limit));
  const reply = await app.inject({ method: 'GET', url: `/api/Search?${params}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { data: SiteSearchResult }).data;
}

const titles = (result: SiteSearchResult) => result.hits.map((hit) => hit.title);

describe('GET /api/Search: the Turkish search table (issue 49) over the seeded store', () => {
  it.each(VISITOR_CASES)('%s', async (_, c) => {
    expectCase(
      c,
      await everyHit((offset, limit) => search(t.app, sentQuery(c), { offset, limit })),
    );
  });
});

describe('GET /api/Search', () => {
  it('gives what a hit opens, its lines and its marks', async () => {
    const result = await search(t.app, 'poliuretan teknik');
    expect(result.query).toBe('poliuretan teknik');
    const [hit] = result.hits;
    expect(hit).toMatchObject({
      kind: 'document',
      id: `document:${SEED_IDS.documents.poliuretanTeknikFoy}`,
      fileType: 'application/pdf',
    });
    expect(hit?.url).toMatch(/\.pdf$/);
    expect(hit?.size).toBeGreaterThan(0);
    const marked = hit?.highlights.title.map(({ start, end }) => hit.title.slice(start, end));
    expect(marked).toEqual(['Poliüretan', 'Teknik']);
    const product = (await search(t.app, 'halatli tel')).hits.find((h) => h.kind === 'product');
    expect(product?.url).toBe('/product/halatli-tel-ile-beton-kesme');
    const service = (await search(t.app, 'halatli tel')).hits.find((h) => h.kind === 'service');
    expect(service?.url).toBe('/HalatliTelBetonKesme');
    const about = (await search(t.app, 'hakkimizda')).hits.find((h) => h.kind === 'page');
    expect(about?.url).toBe('/about');
  });

  it('marks the snippet’s words where the snippet has them', async () => {
    const { hits } = await search(t.app, 'enjeksiyon', { limit: 50 });
    const withSnippet = hits.filter((hit) => hit.highlights.snippet.length > 0);
    expect(withSnippet.length).toBeGreaterThan(0);
    for (const hit of withSnippet) {
      expect(hit.snippet.length).toBeLessThanOrEqual(162);
      for (const { start, end } of hit.highlights.snippet) {
        expect(hit.snippet.slice(start, end).toLocaleLowerCase('tr-TR')).toMatch(/^enjeksiyon/);
      }
    }
  });

  it('cuts the query at 200 characters and finds nothing in a blank or missing one', async () => {
    const long = `beton ${'x'.repeat(300)}`;
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/Search?q=${encodeURIComponent(long.slice(0, 200))}`,
    });
    expect((reply.json() as { data: SiteSearchResult }).data.query).toHaveLength(200);
    expect((await search(t.app, '   ')).total).toBe(0);
    const missing = await t.app.inject({ method: 'GET', url: '/api/Search' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({
      success: true,
      data: { query: '', total: 0, hits: [] },
    });
  });

  it.each([
    ['limit=0', 'limit', "'limit' alanı en az 1 olmalıdır."],
    ['limit=51', 'limit', "'limit' alanı en fazla 50 olabilir."],
    ['offset=-1', 'offset', "'offset' alanı en az 0 olmalıdır."],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/Search?q=beton&${query}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errors: { [field]: [message] } });
  });
});

const draftProduct = (name: string): ProductCreate => ({
  name,
  slug: slugify(name),
  status: 'draft',
  titles: [],
  subtitles: [],
  descriptions: ['Zırhlı kaplama sistemi.'],
  listTitles: [],
  listItems: [],
  urls: [],
  videoUrls: [],
  videoTitles: [],
  videoDescriptions: [],
  homePageSubtitle: null,
  bannerImageUrl: null,
  productMainImageId: null,
  productImageId: null,
  mainImageUrl: null,
  image: null,
  documentImageIds: [],
  productDetailImageIds: [],
  documentIds: [],
  fileIds: [],
  documentFileIds: [],
  productDetailFileIds: [],
  showContact: true,
});

describe('what visitors find follows the writes', () => {
  it('a draft never, once published yes, trashed no, put back yes', async () => {
    const headers = t.authHeaders;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers,
      payload: draftProduct('Kuvarslı Zırhkaplama'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = (created.json() as { data: ProductCreate & { id: string } }).data;
    expect((await search(t.app, 'zirhkaplama')).total).toBe(0);

    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      headers,
      payload: { ...product, status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(titles(await search(t.app, 'zirhkaplama'))).toEqual(['Kuvarslı Zırhkaplama']);

    await t.app.inject({ method: 'DELETE', url: `/api/Product/${product.id}`, headers });
    expect((await search(t.app, 'zirhkaplama')).total).toBe(0);
    const trash = (
      (await t.app.inject({ method: 'GET', url: '/api/Trash?PageSize=100', headers })).json() as {
        data: { items: { id: string; itemId: string }[] };
      }
    ).data.items;
    const entry = trash.find((item) => item.itemId === product.id);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/Trash/${entry?.id}/restore`,
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(titles(await search(t.app, 'zirhkaplama'))).toEqual(['Kuvarslı Zırhkaplama']);
  });

  it('an inactive document is not found', async () => {
    const headers = t.authHeaders;
    const before = await search(t.app, 'iso 9001');
    expect(titles(before)).toContain('ISO 9001 Kalite Yönetim Sistemi Sertifikası');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/Document/${SEED_IDS.documents.iso9001Sertifikasi}`,
      headers,
    });
    const document = (read.json() as { data: Record<string, unknown> }).data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Document',
      headers,
      payload: { ...document, isActive: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(titles(await search(t.app, 'iso 9001'))).not.toContain(
      'ISO 9001 Kalite Yönetim Sistemi Sertifikası',
    );
  });
});

describe('GET /api/Search/missed', () => {
  it('counts the queries that found nothing, folded, without who searched', async () => {
    await search(t.app, 'Kuşgözü Şapı');
    await search(t.app, 'KUSGOZU sapi');
    await search(t.app, 'beton');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Search/missed',
      headers: t.authHeaders,
    });
    expect(reply.statusCode).toBe(200);
    const missed = (reply.json() as { data: { query: string; count: number }[] }).data;
    expect(missed[0]).toMatchObject({ query: 'kusgozu sapi', count: 2 });
    expect(missed.map((row) => row.query)).not.toContain('beton');
    expect(Object.keys(missed[0] ?? {}).sort()).toEqual(['count', 'lastSearchedAt', 'query']);
    expect((await t.app.inject({ method: 'GET', url: '/api/Search/missed' })).statusCode).toBe(401);
  });

  it(`keeps at most ${MISSED_SEARCHES_KEPT}, dropping the least searched, oldest`, async () => {
    const store = t.ts.store;
    await store.countMissedSearch('kusgozu sapi');
    for (let i = 0; i < MISSED_SEARCHES_KEPT + 5; i += 1) {
      await store.countMissedSearch(`uydurma sorgu ${i}`);
    }
    const kept = await store.listMissedSearches(MISSED_SEARCHES_KEPT + 100);
    expect(kept).toHaveLength(MISSED_SEARCHES_KEPT);
    expect(kept[0]).toMatchObject({ query: 'kusgozu sapi', count: 3 });
    expect(kept.map((row) => row.query)).toContain(`uydurma sorgu ${MISSED_SEARCHES_KEPT + 4}`);
    expect(kept.map((row) => row.query)).not.toContain('uydurma sorgu 0');
    expect(await store.listMissedSearches(100)).toHaveLength(100);
  });
});

/** Two replicas' feeds: PostgreSQL's LISTEN/NOTIFY when there is one, else a bus in memory. */
async function replicaFeeds(): Promise<[ChangeFeed, ChangeFeed]> {
  const url = process.env.DATABASE_URL;
  if (url) return [await postgresFeed(url), await postgresFeed(url)];
  const listeners: ((live: boolean) => void)[][] = [[], []];
  const feed = (self: 0 | 1): ChangeFeed => ({
    publish: () => {
      for (const listener of listeners[1 - self] ?? []) listener(true);
    },
    onChange: (listener) => {
      listeners[self]?.push(listener);
    },
    close: async () => undefined,
  });
  return [feed(0), feed(1)];
}

describe('replicas', () => {
  it('a product published on one replica is found on the other', async () => {
    const [feedA, feedB] = await replicaFeeds();
    const open = (changes: ChangeFeed) =>
      buildApp({
        store: t.ts.store,
        storage: t.ts.storage,
        config: testConfig(),
        staticDir: null,
        changes,
      });
    const a = await open(feedA);
    const b = await open(feedB);
    try {
      expect((await search(b, 'karbonsilikat')).total).toBe(0);
      const created = await a.inject({
        method: 'POST',
        url: '/api/Product',
        headers: t.authHeaders,
        payload: { ...draftProduct('Karbonsilikat Astar'), status: 'published' },
      });
      expect(created.statusCode, created.body).toBe(201);
      await expect
        .poll(async () => titles(await search(b, 'karbonsilikat')), { timeout: 5000 })
        .toEqual(['Karbonsilikat Astar']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
