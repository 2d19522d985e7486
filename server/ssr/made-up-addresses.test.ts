import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { setupRenderingTestApp } from '../test/test-app.ts';
import { testConfig } from '../config.ts';
import { PageCache } from './page-cache.ts';
import { inlineScriptHashes } from './script-policy.ts';
import { PageRenderer, type ServerEntry } from './pages.ts';

/**
 * Made-up addresses cannot evict or slow the real pages (issue 50): what found nothing is kept
 * apart from the pages, a missing product's page is made without a render, and renders past the
 * limit and its queue get 503 while the probes answer.
 */
const rendered: string[] = [];
/** While set, every render waits for it (the back-pressure test holds the renders). */
let hold: Promise<void> | null = null;
const entry: ServerEntry = {
  ...serverEntry,
  renderPage: async (url, headers) => {
    rendered.push(url);
    await hold;
    return serverEntry.renderPage(url, headers);
  },
};
const t = setupRenderingTestApp(entry, { renderConcurrency: 1, renderQueue: 1 });
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('made-up addresses', () => {
  it('answer a missing product with the page a render gives, rendered once for all', async () => {
    const first = await page('/product/olmayan-urun-bir');
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('Ürün Bulunamadı');
    const before = rendered.length;
    const second = await page('/product/olmayan-urun-iki');
    expect(second.statusCode).toBe(404);
    expect(rendered.length).toBe(before);
    // What rendering that address gives, but for the time each route's data was read.
    const renderer = new PageRenderer(t.app, {
      staticDir: fileURLToPath(new URL('../../', import.meta.url)),
      entry: serverEntry,
      siteUrl: testConfig().siteUrl,
    });
    const direct = await renderer.render('/product/olmayan-urun-iki');
    const readAt = (html: string) => html.replace(/\bu:\d+,/g, 'u:0,');
    expect('html' in direct && direct.status).toBe(404);
    expect(readAt(second.body)).toBe(readAt('html' in direct ? direct.html : ''));
    // Exactly its own inline scripts are allowed (some hold the slug), as for a rendered page.
    const ownHashes = inlineScriptHashes(second.body);
    const scriptSrc = /script-src ([^;]*)/.exec(String(second.headers['content-security-policy']));
    expect(scriptSrc?.[1]).toBe(["'self'", ...ownHashes].join(' '));
    expect(ownHashes.some((hash) => !inlineScriptHashes(first.body).includes(hash))).toBe(true);
    // A product that exists is rendered as ever.
    const real = await page('/product/poliuretan-enjeksiyon');
    expect(real.statusCode).toBe(200);
  });

  it('tell an unknown path from a page as a render does', async () => {
    const paths = ['/', '/about', '/contact', '/urunler', '/belgeler', '/product', '/AsilNunX'];
    paths.push('/product/poliuretan-enjeksiyon', '/product/yok', '/uydurma', '/product/a/b');
    paths.push('/about/fazla', '/aydinlatma-metni', '/KimyasalAnkraj');
    for (const path of paths) {
      const result = await serverEntry.renderPage(path);
      const toHome =
        result.type === 'redirect' && new URL(result.location, 'http://site').pathname === '/';
      expect(serverEntry.isUnknownPath(path), path).toBe(toHome);
    }
  });

  it('keep the redirect of an unknown path, and never push a page out of the cache', async () => {
    expect((await page('/')).statusCode).toBe(200);
    for (let n = 0; n < 40; n += 1) {
      expect((await page(`/uydurma-${n}`)).headers.location).toBe('/');
      expect((await page(`/product/uydurma-${n}`)).statusCode).toBe(404);
    }
    const before = rendered.length;
    expect((await page('/uydurma-39')).headers.location).toBe('/');
    expect((await page('/')).statusCode).toBe(200);
    expect(rendered.length).toBe(before);
  });

  it('past the render limit and its queue answer 503 with Retry-After; the probes never wait', async () => {
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const held = rendered.length;
      const running = page('/about');
      const queued = page('/contact');
      await expect.poll(() => rendered.length, { timeout: 30_000 }).toBe(held + 1);
      const busy = await page('/urunler');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.body).toContain('Sunucu şu anda çok yoğun');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      // A page in the cache is served as ever.
      expect((await page('/')).statusCode).toBe(200);
      release();
      expect((await running).statusCode).toBe(200);
      expect((await queued).statusCode).toBe(200);
    } finally {
      hold = null;
      release();
    }
    expect((await page('/urunler')).statusCode).toBe(200);
  });
});

describe('the page cache', () => {
  const html = (text: string) => ({ status: 200, html: text, scriptHashes: [] });

  it('keeps the pages used however many addresses find nothing', async () => {
    const cache = new PageCache({ maxEntries: 3, maxMissing: 2 });
    await cache.page('/', () => Promise.resolve(html('anasayfa')));
    await cache.page('/about', () => Promise.resolve(html('hakkimizda')));
    for (let n = 0; n < 50; n += 1) {
      await cache.page(`/product/yok-${n}`, () =>
        Promise.resolve({ status: 404, html: `yok ${n}`, scriptHashes: [] }),
      );
      await cache.page(`/yok-${n}`, () => Promise.resolve({ status: 307, location: '/' }));
    }
    expect(cache.get('/')).toMatchObject({ meta: { status: 200 } });
    expect(cache.get('/about')).toMatchObject({ meta: { status: 200 } });
    expect(cache.get('/product/yok-49')).toMatchObject({ meta: { status: 404 } });
    expect(cache.get('/product/yok-0')).toBeUndefined();
    expect(cache.get('/yok-49')).toEqual({ status: 307, location: '/' });
    expect(cache.get('/yok-0')).toBeUndefined();
  });

  it('keeps the page read most recently when full', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await cache.page('/', () => Promise.resolve(html('anasayfa')));
    await cache.page('/about', () => Promise.resolve(html('hakkimizda')));
    cache.get('/');
    await cache.page('/contact', () => Promise.resolve(html('iletisim')));
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/about')).toBeUndefined();
  });
});
