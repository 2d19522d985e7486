import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, multipart, openTestApp, type TestApp } from './testing.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await openTestApp();
  auth = await t.auth();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('public read cache', () => {
  it('sends a strong ETag with no-cache, and 304 when the client has it', async () => {
    const first = await get('/api/Product?PageIndex=0&PageSize=50');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get('/api/Product?PageIndex=0&PageSize=50');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await get('/api/Product?PageIndex=0&PageSize=50', {
      'if-none-match': etag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(
      (await get('/api/Product?PageIndex=0&PageSize=50', { 'if-none-match': `W/${etag}, "x"` }))
        .statusCode,
    ).toBe(304);
    expect(
      (await get('/api/Product?PageIndex=0&PageSize=50', { 'if-none-match': '"other"' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers a token-bearing request from the same entry (the reply does not depend on it)', async () => {
    const anonymous = await get('/api/Page/slug/anasayfa');
    const signedIn = await get('/api/Page/slug/anasayfa', auth);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });

  it('compresses cached replies for clients that accept it', async () => {
    const plain = await get('/api/Product?PageSize=20');
    const br = await get('/api/Product?PageSize=20', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/Product?PageSize=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('is cleared by every write to products, pages, documents or files', async () => {
    const url = '/api/Product?PageIndex=0&PageSize=100';
    const before = await get(url);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      payload: { name: 'Önbellek Ürünü', slug: 'onbellek-urunu' },
      headers: auth,
    });
    expect(created.statusCode).toBe(201);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('onbellek-urunu');

    // A file upload changes what products embed, so it clears the cache too.
    const etag = String((await get(url)).headers.etag);
    const form = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG_BYTES },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = (uploaded.json() as { data: { id: string } }).data.id;
    const product = (created.json() as { data: { id: string } }).data;
    await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      payload: {
        id: product.id,
        name: 'Önbellek Ürünü',
        slug: 'onbellek-urunu',
        productMainImageId: fileId,
      },
      headers: auth,
    });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(fileId);
  });

  it('is not cleared by a refused write', async () => {
    const url = '/api/Page?PageSize=5';
    const etag = String((await get(url)).headers.etag);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Page',
      payload: { name: 'x' },
      headers: auth,
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('does not cache errors', async () => {
    expect((await get('/api/Product/slug/yok-boyle-bir-urun')).statusCode).toBe(404);
    const again = await get('/api/Product/slug/yok-boyle-bir-urun');
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBeUndefined();
  });
});

describe('ReplyCache', () => {
  it('stays within its entry and byte budgets, dropping the oldest first', async () => {
    const { ReplyCache } = await import('./cache.ts');
    const cache = new ReplyCache(3, 80);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'x'.repeat(10), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    cache.set('e', 'y'.repeat(10), cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.set('big', 'z'.repeat(11), cache.generation)).toBeUndefined();
    const stale = cache.generation;
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.set('f', '{}', stale)).toBeUndefined();
  });
});
