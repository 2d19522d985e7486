import { describe, expect, it, vi } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { setupRenderingTestApp } from '../test/test-app.ts';

/**
 * Query strings no route reads do not defeat the caches (issue 23 section 2, ADR 0037): the page
 * cache and the API read cache key a request by its path and the parameters its route reads, so
 * `?u=<random>` is one render and one read; a not-found page is kept too. On PGlite here, and on
 * PostgreSQL in `npm run test:server:postgres`.
 */
let renders = 0;
const counted: typeof serverEntry = {
  ...serverEntry,
  renderPage: (...args) => {
    renders += 1;
    return serverEntry.renderPage(...args);
  },
};
const t = setupRenderingTestApp(counted);
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('unique query strings', () => {
  it('1,000 of them on one product page cause at most one render', async () => {
    renders = 0;
    for (let index = 0; index < 1000; index += 1) {
      const reply = await page(`/product/poliuretan-enjeksiyon?u=${crypto.randomUUID()}`);
      expect(reply.statusCode).toBe(200);
    }
    expect(renders).toBeLessThanOrEqual(1);
  });

  it('keep the parameters a page reads: the contact form outcome is its own page', async () => {
    renders = 0;
    const plain = await page('/contact?u=1');
    const sent = await page('/contact?gonderim=tamam&u=2');
    await page('/contact?gonderim=tamam&u=3');
    expect(plain.body).not.toEqual(sent.body);
    expect(renders).toBe(2);
  });

  it("a 'Bilgi Al' topic is filled into the one cached /contact, never a render of its own", async () => {
    await page('/contact');
    renders = 0;
    for (let index = 0; index < 100; index += 1) {
      const reply = await page(`/contact?konu=Konu%20${index}&kaynak=/product/x${index}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toMatch(
        new RegExp(`name="konu"[^>]*value="Konu ${index}"|value="Konu ${index}"[^>]*name="konu"`),
      );
    }
    expect(renders).toBe(0);
    expect((await page('/contact')).body).not.toContain('Konu 99');
  });

  it("keep the document centre's filters: each filter is its own page, any other is not", async () => {
    renders = 0;
    const all = await page('/belgeler?u=1');
    const one = await page('/belgeler?urun=poliuretan-enjeksiyon&u=2');
    await page('/belgeler?urun=poliuretan-enjeksiyon&u=3');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('AsilNunX Teknik Föyü');
    expect(one.body).toContain('Poliüretan Enjeksiyon Uygulama Kılavuzu');
    expect(one.body).not.toContain('AsilNunX Teknik Föyü');
    expect(renders).toBe(2);
  });

  it("keep the search's query and page: each query is its own page, any other parameter is not", async () => {
    renders = 0;
    const one = await page('/ara?q=poliuretan%20teknik&u=1');
    await page('/ara?q=poliuretan%20teknik&u=2');
    const other = await page('/ara?q=zzqxw&u=3');
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('için 1 sonuç');
    expect(one.body).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(other.body).toContain('‘zzqxw’ için sonuç bulunamadı.');
    expect(renders).toBe(2);
  });

  it('a not-found page: rendered once for any query string, and still 404', async () => {
    renders = 0;
    for (let index = 0; index < 50; index += 1) {
      const reply = await page(`/product/boyle-bir-urun-yok?u=${index}`);
      expect(reply.statusCode).toBe(404);
    }
    expect(renders).toBeLessThanOrEqual(1);
  });

  it('1,000 of them on one API read cause at most one read of the store', async () => {
    const reads = vi.spyOn(t.ts.store, 'findProduct');
    for (let index = 0; index < 1000; index += 1) {
      const reply = await t.app.inject({
        url: `/api/Product/slug/poliuretan-enjeksiyon?u=${crypto.randomUUID()}`,
      });
      expect(reply.statusCode).toBe(200);
    }
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    reads.mockRestore();
  });
});
