import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { MISSED_KEPT } from '../../core/domain/redirects.ts';
import { meta, redirects } from '../db/schema.ts';
import { backfillRedirects } from '../store/redirects.ts';
import { setupRenderingTestApp } from '../test/test-app.ts';

/**
 * Addresses that keep working (core/domain/redirects.ts), as a browser or a crawler meets them:
 * the server's page handler answers a renamed product's old address with one 301, a purged one
 * with 410, and counts the addresses that found nothing for the 'Yönlendirmeler' screen. On
 * PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const reply = await t.app.inject({
    method,
    url,
    headers: await t.auth(),
    ...(payload && { payload }),
  });
  return { status: reply.statusCode, body: reply.json<{ message: string | null; data: T }>() };
}

async function createProduct(name: string, slug: string) {
  const created = await api<{ id: string }>('POST', '/api/Product', { name, slug });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

async function rename(id: string, slug: string) {
  const { body } = await api<Record<string, unknown>>('GET', `/api/Product/${id}`);
  const { data } = body;
  const saved = await api('PUT', '/api/Product', { id, name: data['name'], slug });
  expect(saved.status).toBe(200);
  return saved.body.message;
}

interface Overview {
  redirects: { id: string; from: string; to: string | null; hits: number }[];
  missed: { path: string; hits: number }[];
}
const overview = async () => (await api<Overview>('GET', '/api/Redirect')).body.data;

describe('a renamed product', () => {
  it('answers its old addresses with one 301 to the current one, keeping the query', async () => {
    const id = await createProduct('Yönlendirme Denemesi', 'yonlendirme-a');
    await rename(id, 'yonlendirme-b');
    await rename(id, 'yonlendirme-c');
    for (const old of ['/product/yonlendirme-a', '/product/yonlendirme-b']) {
      const reply = await page(`${old}?utm_source=whatsapp`);
      expect(reply.statusCode).toBe(301);
      expect(reply.headers.location).toBe('/product/yonlendirme-c?utm_source=whatsapp');
    }
    expect((await page('/product/yonlendirme-c')).statusCode).toBe(200);
    const listed = (await overview()).redirects.filter(({ to }) => to === '/product/yonlendirme-c');
    expect(listed.map(({ from, hits }) => [from, hits])).toEqual([
      ['/product/yonlendirme-b', 1],
      ['/product/yonlendirme-a', 1],
    ]);
  });

  it('renamed back, is its own page again and the newer address points to it', async () => {
    const id = await createProduct('Geri Adlandırma', 'geri-a');
    await rename(id, 'geri-b');
    expect(await rename(id, 'geri-a')).toBe('Ürün güncellendi.');
    expect((await page('/product/geri-a')).statusCode).toBe(200);
    expect((await page('/product/geri-b')).headers.location).toBe('/product/geri-a');
  });

  it('gives its old address up to a new product, and the save says so', async () => {
    const id = await createProduct('Devreden', 'devir-a');
    await rename(id, 'devir-b');
    const taker = await api('POST', '/api/Product', { name: 'Devralan', slug: 'devir-a' });
    expect(taker.body.message).toBe(
      "Ürün oluşturuldu. '/product/devir-a' adresindeki yönlendirme kaldırıldı; bu adres artık bu ürünü gösteriyor.",
    );
    expect((await page('/product/devir-a')).statusCode).toBe(200);
  });
});

describe('a purged product', () => {
  it('answers 410 Gone with the not-found view, and a restore is not possible any more', async () => {
    const id = await createProduct('Kalıcı Silinen', 'kalici-silinen');
    await api('DELETE', `/api/Product/${id}`);
    // In the trash it may come back: 404 as any unknown product.
    expect((await page('/product/kalici-silinen')).statusCode).toBe(404);
    const trash = await api<{ items: { id: string; itemId: string }[] }>(
      'GET',
      '/api/Trash?PageSize=50',
    );
    const entry = trash.body.data.items.find((item) => item.itemId === id);
    await api('DELETE', `/api/Trash/${entry?.id ?? ''}`);
    const gone = await page('/product/kalici-silinen');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Ürün Bulunamadı');
    expect(gone.headers['cache-control']).toBe('no-cache');
  });
});

describe('an address that found nothing', () => {
  it('is counted, and one action turns it into a 301 to a product', async () => {
    expect((await page('/eski-site/urunler.html')).headers.location).toBe('/');
    await page('/eski-site/urunler.html?ref=google');
    await page('/product/hic-olmayan-urun');
    // A HEAD request is not counted.
    await t.app.inject({ method: 'HEAD', url: '/eski-site/urunler.html' });
    const { missed } = await overview();
    expect(missed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/eski-site/urunler.html', hits: 2 }),
        expect.objectContaining({ path: '/product/hic-olmayan-urun', hits: 1 }),
      ]),
    );
    const created = await api('POST', '/api/Redirect', {
      from: '/eski-site/urunler.html',
      to: '/product/poliuretan-enjeksiyon',
    });
    expect(created.status).toBe(201);
    const reply = await page('/eski-site/urunler.html');
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/product/poliuretan-enjeksiyon');
    expect((await overview()).missed.map(({ path }) => path)).not.toContain(
      '/eski-site/urunler.html',
    );
  });

  it(`keeps at most ${MISSED_KEPT}, the most requested`, async () => {
    const { db } = t.ts.database;
    await db.execute(
      sql`insert into missed_addresses (path, hits, last_seen_at)
          select '/tarama-' || n, 1 + n % 3, now() from generate_series(1, ${MISSED_KEPT}) n`,
    );
    await page('/bir-tane-daha');
    // Written every few seconds, and before the panel lists them.
    await overview();
    const [row] = (
      (await db.execute(sql`select count(*)::int as count from missed_addresses`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    expect(row?.count).toBe(MISSED_KEPT);
  });
});

describe('the backfill', () => {
  it('adds the old slugs of the revisions once', async () => {
    const id = await createProduct('Eski Kayıt', 'eski-kayit-a');
    await rename(id, 'eski-kayit-b');
    const { db } = t.ts.database;
    // As a database from before redirects: none kept, no marker.
    await db.delete(redirects);
    await db.delete(meta).where(sql`${meta.key} = 'redirects-backfilled'`);
    expect(await backfillRedirects(db)).toBeGreaterThan(0);
    expect((await page('/product/eski-kayit-a')).headers.location).toBe('/product/eski-kayit-b');
    await db.delete(redirects);
    expect(await backfillRedirects(db)).toBe(0);
  });
});
