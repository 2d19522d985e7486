import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { setupRenderingTestApp } from '../test/test-app.ts';

/**
 * Drafts of products (issue 21 section 2) as visitors, crawlers and the panel meet them on the
 * server: a draft has no page, is in no public list and not in the sitemap; the panel reads it
 * with `Drafts=true` and its token; publishing makes it public at once. On PGlite here, and on
 * PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);

const anonymous = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const signedIn = async (url: string) => t.app.inject({ url, headers: await t.auth() });
const slugsOf = (reply: { json: () => unknown }) =>
  (reply.json() as { data: { items: { slug: string }[] } }).data.items.map(({ slug }) => slug);

async function save(method: 'POST' | 'PUT', payload: object) {
  const reply = await t.app.inject({
    method,
    url: '/api/Product',
    headers: await t.auth(),
    payload,
  });
  expect(reply.statusCode, reply.body).toBe(method === 'POST' ? 201 : 200);
  return (reply.json() as { data: { id: string; status: string } }).data;
}

describe('a draft product', () => {
  it('is invisible to visitors until it is published, then public at once', async () => {
    const draft = await save('POST', {
      name: 'Yarım Kalan Ürün',
      slug: 'yarim-kalan',
      status: 'draft',
    });
    expect(draft.status).toBe('draft');

    expect((await anonymous('/product/yarim-kalan')).statusCode).toBe(404);
    expect((await anonymous(`/api/Product/${draft.id}`)).statusCode).toBe(404);
    expect((await anonymous('/api/Product/slug/yarim-kalan')).statusCode).toBe(404);
    expect(slugsOf(await anonymous('/api/Product?PageSize=100'))).not.toContain('yarim-kalan');
    expect((await anonymous('/sitemap.xml')).body).not.toContain('/product/yarim-kalan');
    expect((await anonymous('/product')).body).not.toContain('Yarım Kalan Ürün');
    // The panel's reads: with its token, drafts included; without one, 401.
    expect(slugsOf(await signedIn('/api/Product?PageSize=100&Drafts=true'))).toContain(
      'yarim-kalan',
    );
    expect((await signedIn(`/api/Product/${draft.id}?Drafts=true`)).statusCode).toBe(200);
    expect((await anonymous('/api/Product?Drafts=true')).statusCode).toBe(401);
    // Read with a token just before, at the same address: never kept for anyone else.
    expect((await anonymous(`/api/Product/${draft.id}?Drafts=true`)).statusCode).toBe(401);
    expect((await anonymous('/api/Product?PageSize=100&Drafts=true')).statusCode).toBe(401);

    await save('PUT', {
      id: draft.id,
      name: 'Yarım Kalan Ürün',
      slug: 'yarim-kalan',
      status: 'published',
    });
    const page = await anonymous('/product/yarim-kalan');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yarım Kalan Ürün');
    expect((await anonymous('/sitemap.xml')).body).toContain('/product/yarim-kalan');
    const log = await signedIn('/api/Audit?Action=publish');
    expect(
      (log.json() as { data: { items: { targetName: string }[] } }).data.items[0],
    ).toMatchObject({ targetName: 'Yarım Kalan Ürün' });
  });

  it('is refused on a page; a published product saved as a draft keeps its page as it is', async () => {
    const draft = await save('POST', {
      name: 'Sayfasız Taslak',
      slug: 'sayfasiz',
      status: 'draft',
    });
    const home = (
      (await anonymous('/api/Page/name/Anasayfa')).json() as {
        data: { id: string; productIds: string[] };
      }
    ).data;
    const order = await t.app.inject({
      method: 'PUT',
      url: '/api/Page/product-order',
      headers: await t.auth(),
      payload: { pageId: home.id, productIds: [...home.productIds, draft.id] },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      errors: {
        productIds: [`'${draft.id}' kimlikli ürün taslak; sayfaya eklemeden önce yayınlayın.`],
      },
    });
    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      headers: await t.auth(),
      payload: { id: draft.id, name: 'Sayfasız Taslak', slug: 'sayfasiz' },
    });
    expect(published.statusCode).toBe(200);
    const livePage = await anonymous('/product/sayfasiz');
    expect(livePage.statusCode).toBe(200);
    const pending = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      headers: await t.auth(),
      payload: {
        id: draft.id,
        name: 'Sayfasız Taslak',
        slug: 'sayfasiz',
        titles: ['Bekleyen Başlık'],
        status: 'draft',
      },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      data: { status: 'published', hasPendingChanges: true },
    });
    // Visitors: the same page, the same reply; the panel: the pending version.
    const after = await anonymous('/product/sayfasiz');
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Bekleyen Başlık');
    const api = await anonymous('/api/Product/slug/sayfasiz');
    expect(api.body).not.toContain('Bekleyen Başlık');
    expect(api.body).not.toContain('hasPendingChanges');
    const panel = await signedIn(`/api/Product/${draft.id}?Drafts=true`);
    expect(panel.json()).toMatchObject({ data: { titles: ['Bekleyen Başlık'] } });
    const discard = await t.app.inject({
      method: 'DELETE',
      url: `/api/Product/${draft.id}/draft`,
      headers: await t.auth(),
    });
    expect(discard.statusCode).toBe(200);
    const again = await signedIn(`/api/Product/${draft.id}?Drafts=true`);
    expect(again.json()).toMatchObject({ data: { hasPendingChanges: false } });
  });
});
