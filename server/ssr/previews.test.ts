import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { MESSAGES } from '../../core/domain/messages.ts';
import { setupRenderingTestApp } from '../test/test-app.ts';

/**
 * Preview links (issue 21 section 3) on the server: a signed link shows a draft product's page,
 * rendered on the server, to a browser that never signed in; it is never cached nor indexed, says
 * it is a preview, and stops working once revoked. On PGlite here, and on PostgreSQL in
 * `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);

const anonymous = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

async function call(method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.auth(), ...(payload ? { payload } : {}) });
}

let made = 0;
async function draftWithLink(slug = `taslak-${(made += 1)}`) {
  const created = await call('POST', '/api/Product', {
    name: `Önizlenen Ürün ${slug}`,
    slug,
    titles: ['Önizlenen Ürün', 'Teknik Özellikler'],
    status: 'draft',
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = (created.json() as { data: { id: string } }).data;
  const reply = await call('POST', '/api/Preview', { productId: product.id });
  expect(reply.statusCode, reply.body).toBe(201);
  const link = (reply.json() as { data: { id: string; path: string } }).data;
  return { product, link };
}

describe('a preview link on the server', () => {
  it("renders the draft's page for a visitor: banner, title, noindex, no-store", async () => {
    const { link } = await draftWithLink('onizlenen-urun');
    expect((await anonymous('/product/onizlenen-urun')).statusCode).toBe(404);

    const page = await anonymous(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('Önizleme: bu sayfa henüz yayında değil');
    expect(page.body).toMatch(/<title[^>]*>Önizleme: Önizlenen Ürün/);
    expect(page.body).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    expect(page.body).toContain('Teknik Özellikler');
    // A draft has no live page to link to.
    expect(page.body).not.toContain('Yayındaki sayfayı aç');

    // Twice: nothing was kept, by the page cache or the API's read cache.
    expect((await anonymous(link.path)).headers['cache-control']).toBe('no-store');
    const token = new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '';
    const api = await anonymous(
      `/api/Product/slug/onizlenen-urun?Preview=${encodeURIComponent(token)}`,
    );
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    expect((await anonymous('/product/onizlenen-urun')).statusCode).toBe(404);
  });

  it('refuses a forged or altered token, and a revoked link says it no longer works', async () => {
    const { product, link } = await draftWithLink('sahte-urun');
    const token = new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '';
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const forgedReply = await anonymous(
      `/api/Product/slug/sahte-urun?Preview=${encodeURIComponent(forged)}`,
    );
    expect(forgedReply.statusCode).toBe(404);
    expect(forgedReply.json()).toMatchObject({ message: MESSAGES.previewInvalid });
    // A session token is no preview token.
    const session = String((await t.auth()).authorization).replace(/^Bearer /, '');
    expect(
      (await anonymous(`/api/Product/slug/sahte-urun?Preview=${encodeURIComponent(session)}`))
        .statusCode,
    ).toBe(404);

    const listed = await call('GET', `/api/Preview?ProductId=${product.id}`);
    expect((listed.json() as { data: { path: string }[] }).data.map(({ path }) => path)).toEqual([
      link.path,
    ]);
    expect((await call('DELETE', `/api/Preview/${link.id}`)).statusCode).toBe(200);
    const revoked = await anonymous(link.path);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain(MESSAGES.previewInvalid);
    expect(revoked.headers['cache-control']).toBe('no-store');
  });

  it('knows a preview by its parsed query, however the name is written, and keeps none (issue 46)', async () => {
    const { link } = await draftWithLink('kodlanmis-onizleme');
    const token = encodeURIComponent(
      new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '',
    );
    const api = `/api/Product/slug/kodlanmis-onizleme?%50review=${token}`;
    for (let time = 0; time < 2; time += 1) {
      const reply = await anonymous(api);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers.etag).toBeUndefined();
    }
    // A name the contract does not read is no preview, and is not kept either.
    const lower = await anonymous(`/api/Product/slug/kodlanmis-onizleme?preview=${token}`);
    expect(lower.statusCode).toBe(404);
    expect(lower.headers['cache-control']).toBe('no-store');
    const page = `/product/kodlanmis-onizleme?%6Fnizleme=${token}`;
    const shown = await anonymous(page);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain('Önizleme: bu sayfa henüz yayında değil');

    // Revoked: nothing the link reached is served any more, from any cache.
    expect((await call('DELETE', `/api/Preview/${link.id}`)).statusCode).toBe(200);
    expect((await anonymous(api)).statusCode).toBe(404);
    expect((await anonymous(page)).statusCode).toBe(404);
    expect((await anonymous('/product/kodlanmis-onizleme')).statusCode).toBe(404);
  });

  it("shows a published product's pending changes, with a link to the live page", async () => {
    const created = await call('POST', '/api/Product', {
      name: 'Canlı Ürün',
      slug: 'canli-urun',
      titles: ['Yayındaki Başlık'],
    });
    const product = (created.json() as { data: { id: string } }).data;
    const pending = await call('PUT', '/api/Product', {
      id: product.id,
      name: 'Canlı Ürün',
      slug: 'canli-urun',
      titles: ['Bekleyen Başlık'],
      status: 'draft',
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const link = (
      (await call('POST', '/api/Preview', { productId: product.id })).json() as {
        data: { path: string };
      }
    ).data;
    const page = await anonymous(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bekleyen Başlık');
    expect(page.body).toMatch(/<a href="\/product\/canli-urun"[^>]*>Yayındaki sayfayı aç<\/a>/);
    const live = await anonymous('/product/canli-urun');
    expect(live.body).toContain('Yayındaki Başlık');
    expect(live.body).not.toContain('Bekleyen Başlık');
  });

  it("shows a document's pending changes on the page of a product that lists it", async () => {
    const listed = await anonymous('/api/Product?PageSize=100');
    type Listed = { slug: string; documentIds: string[] };
    const product = (listed.json() as { data: { items: Listed[] } }).data.items.find(
      (item) => item.documentIds.length > 0,
    );
    const id = product?.documentIds[0] ?? '';
    const document = (await call('GET', `/api/Document/${id}`)).json() as { data: object };
    const saved = await call('PUT', '/api/Document', {
      ...document.data,
      name: 'Bekleyen Teknik Föy',
      status: 'draft',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await call('POST', `/api/Preview/Document/${id}`, {});
    const link = (made.json() as { data: { path: string } }).data;
    expect(link.path.startsWith(`/product/${product?.slug}?onizleme=`)).toBe(true);
    const page = await anonymous(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Önizleme: bu sayfa henüz yayında değil');
    expect(page.body).toContain('Bekleyen Teknik Föy');
    const live = await anonymous(`/product/${product?.slug}`);
    expect(live.body).not.toContain('Bekleyen Teknik Föy');
    await call('DELETE', `/api/Document/${id}/draft`);
  });

  it('needs a token to make, list or revoke links', async () => {
    const { product, link } = await draftWithLink();
    for (const [method, url] of [
      ['POST', '/api/Preview'],
      ['GET', `/api/Preview?ProductId=${product.id}`],
      ['DELETE', `/api/Preview/${link.id}`],
    ] as const) {
      const reply = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { productId: product.id } } : {}),
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

// A content page's preview link (issue 21, ADR 0031): its pending changes, under the banner,
// with a link to the live page; the live page's HTML, cached, keeps what visitors see.
describe("a content page's preview link on the server", () => {
  it('renders the pending changes for a visitor: banner, title, noindex, no-store', async () => {
    const url = '/content/api/kimyasal-ankraj';
    const { images: _images, ...live } = (await t.app.inject({ url })).json() as Record<
      string,
      unknown
    > & { mainTitle: string };
    // The live page is rendered (and cached) first.
    expect((await anonymous('/KimyasalAnkraj')).body).toContain(live.mainTitle);

    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.auth(),
      payload: { ...live, mainTitle: 'Önizlenen Ankraj Başlığı', status: 'draft' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/content/api/preview/kimyasal-ankraj',
      headers: await t.auth(),
      payload: {},
    });
    const link = made.json() as { path: string };

    const page = await anonymous(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('Önizleme: bu sayfa henüz yayında değil');
    expect(page.body).toContain('Önizlenen Ankraj Başlığı');
    expect(page.body).toMatch(/<title[^>]*>Önizleme: /);
    expect(page.body).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    expect(page.body).toContain('Yayındaki sayfayı aç');

    const livePage = await anonymous('/KimyasalAnkraj');
    expect(livePage.body).not.toContain('Önizlenen Ankraj Başlığı');
    expect(livePage.body).not.toContain('Önizleme: bu sayfa henüz yayında değil');
  });
});
