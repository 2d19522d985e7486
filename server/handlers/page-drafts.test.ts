import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * A page's pending changes and preview links (issue 21, ADR 0031) over HTTP: visitors' reads
 * (cached) never see them, the panel's read (`Drafts=true`, signed in) does, a preview link's read
 * does and is never kept. On PGlite here, and on PostgreSQL in `npm run test:server:postgres`; the
 * mocks' twin is mocks/page-drafts.test.ts.
 */
const t = setupTestApp();
const auth = t.authHeaders;
const ABOUT = `/api/Page/name/${encodeURIComponent('Hakkımızda')}`;

type Page = { id: string; titles: string[]; hasPendingChanges?: boolean; products?: unknown };
const dataOf = (reply: { json: () => unknown }) => (reply.json() as { data: Page }).data;

const visitorRead = async () => dataOf(await t.app.inject({ url: ABOUT }));

async function save(changes: object) {
  const { products: _products, ...page } = await visitorRead();
  return t.app.inject({
    method: 'PUT',
    url: '/api/Page',
    payload: { ...page, ...changes },
    headers: auth,
  });
}

describe("a page's pending changes over HTTP", () => {
  it('stay out of every visitor read, cached or not, until they are published', async () => {
    const live = await visitorRead();
    await visitorRead();
    const saved = await save({ titles: ['Taslak Hakkımızda'], status: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(saved)).toMatchObject({ hasPendingChanges: true });
    expect((await visitorRead()).titles).toEqual(live.titles);

    expect((await t.app.inject({ url: `${ABOUT}?Drafts=true` })).statusCode).toBe(401);
    const panel = await t.app.inject({ url: `${ABOUT}?Drafts=true`, headers: auth });
    expect(dataOf(panel)).toMatchObject({ titles: ['Taslak Hakkımızda'], hasPendingChanges: true });
    const byId = await t.app.inject({ url: `/api/Page/${live.id}?Drafts=true`, headers: auth });
    expect(dataOf(byId).hasPendingChanges).toBe(true);

    const published = await save({ titles: ['Taslak Hakkımızda'] });
    expect(published.statusCode, published.body).toBe(200);
    expect((await visitorRead()).titles).toEqual(['Taslak Hakkımızda']);
  });

  it('are shown through a preview link, never cached, and dropped by Taslağı sil', async () => {
    const { id } = await visitorRead();
    await save({ titles: ['Önizlenen Hakkımızda'], status: 'draft' });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/Preview/Page/${id}`,
      payload: {},
      headers: auth,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = (made.json() as { data: { id: string; path: string } }).data;
    expect(link.path).toMatch(/^\/about\?onizleme=/);
    const token = new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '';
    const shown = await t.app.inject({ url: `${ABOUT}?Preview=${encodeURIComponent(token)}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(dataOf(shown).titles).toEqual(['Önizlenen Hakkımızda']);

    const listed = await t.app.inject({ url: `/api/Preview/Page/${id}`, headers: auth });
    expect((listed.json() as { data: { id: string }[] }).data.map((item) => item.id)).toContain(
      link.id,
    );
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/Page/${id}/draft`,
      headers: auth,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toMatchObject({ message: MESSAGES.pagePendingDiscarded });
    // The link still works; it now shows the live page.
    const after = await t.app.inject({ url: `${ABOUT}?Preview=${encodeURIComponent(token)}` });
    expect(dataOf(after).titles).toEqual((await visitorRead()).titles);
  });
});
