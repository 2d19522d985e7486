import * as zlib from 'node:zlib';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { PNG_BYTES, multipart, setupTestApp } from '../test/test-app.ts';
import replyCache, { ReplyCache, negotiateEncoding } from './cache.ts';
import compression from './compression.ts';
import security from './security.ts';

const t = setupTestApp();
const auth = t.authHeaders;

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

  it('neither answers a token-bearing request from the cache nor keeps its reply (it may hold drafts)', async () => {
    const anonymous = await get('/api/Page/slug/anasayfa');
    expect(anonymous.headers.etag).toBeDefined();
    const signedIn = await get('/api/Page/slug/anasayfa', auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.body).toBe(anonymous.body);
    expect((await get('/api/Page/slug/anasayfa')).headers.etag).toBe(anonymous.headers.etag);
  });

  it('compresses cached replies for clients that accept it', async () => {
    // The miss that fills the entry is sent from it: the same bytes as the hits, not a stream.
    const miss = await get('/api/Product?PageSize=20', { 'accept-encoding': 'br' });
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers['content-length']).toBe(String(miss.rawPayload.length));
    const plain = await get('/api/Product?PageSize=20');
    expect(brotliDecompressSync(miss.rawPayload).toString()).toBe(plain.body);
    const br = await get('/api/Product?PageSize=20', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/Product?PageSize=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(br.headers['content-length']).toBe(miss.headers['content-length']);
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
  it('keeps nothing while other replicas cannot be heard, and caches again after', () => {
    const cache = new ReplyCache();
    cache.keeping = false;
    expect(cache.set('/a', '{"a":1}', cache.generation)).toBeUndefined();
    expect(cache.get('/a')).toBeUndefined();
    cache.keeping = true;
    expect(cache.set('/a', '{"a":1}', cache.generation)).toBeDefined();
    expect(cache.get('/a')?.body.toString()).toBe('{"a":1}');
  });

  it('stays within its entry and byte budgets, dropping the oldest first', () => {
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

  it('keeps what is read: a used entry outlives any number of entries asked for once', () => {
    const cache = new ReplyCache(3);
    cache.set('/', 'home', cache.generation);
    for (let n = 0; n < 50; n += 1) {
      expect(cache.get('/')?.body.toString()).toBe('home');
      cache.set(`/yok-${n}`, 'x', cache.generation);
    }
    expect(cache.get('/')).toBeDefined();
    expect(cache.size).toBe(3);
  });
});

/**
 * The cache wired as server/app.ts wires it, with the compression plugin given a zlib that notes every
 * compression it makes, a cached read that counts its runs, and an uncached route for comparison.
 */
async function cachedApp() {
  const plugin: string[] = [];
  const counted =
    (name: string, fn: (...args: never[]) => unknown) =>
    (...args: never[]) => {
      plugin.push(name);
      return fn(...args);
    };
  const countingZlib = {
    ...zlib,
    createBrotliCompress: counted('createBrotliCompress', zlib.createBrotliCompress),
    createGzip: counted('createGzip', zlib.createGzip),
    createDeflate: counted('createDeflate', zlib.createDeflate),
    brotliCompressSync: counted('brotliCompressSync', zlib.brotliCompressSync),
    gzipSync: counted('gzipSync', zlib.gzipSync),
    deflateSync: counted('deflateSync', zlib.deflateSync),
  };
  const items = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ürün ${i}` }));
  let reads = 0;
  const app = Fastify();
  await app.register(security, {
    config: testConfig(),
    store: {
      takeAttempt: () => Promise.reject(new Error('No route here has a limit.')),
    },
  });
  await app.register(replyCache);
  await app.register(compression, { zlib: countingZlib });
  const cache = app.replyCache;
  // As fastify-openapi-glue registers the contract's routes: the operationId in the schema.
  const schema = { operationId: 'listProducts' } as FastifySchema;
  app.get('/list', { schema }, async (request) => {
    reads += 1;
    // A write landing while this read runs: its reply must not be stored.
    if (request.headers['x-race-a-write'] !== undefined) cache.clear();
    return { items };
  });
  app.get('/uncached', async () => ({ items }));
  await app.ready();
  return { app, cache, plugin, reads: () => reads };
}

describe('compression of cached replies', () => {
  it('compresses an entry once per encoding: the miss is sent from the entry, hits reuse it', async () => {
    const { app, cache, plugin, reads } = await cachedApp();
    const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const miss = await app.inject({ url: '/list', headers: br });
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers['content-length']).toBe(String(miss.rawPayload.length));
    expect(miss.headers.etag).toBeDefined();
    expect(String(miss.headers.vary)).toMatch(/accept-encoding/);
    expect(cache.compressions).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      const hit = await app.inject({ url: '/list', headers: br });
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(hit.headers.etag).toBe(miss.headers.etag);
    }
    for (let i = 0; i < 3; i += 1) {
      const gzip = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(brotliDecompressSync(miss.rawPayload))).toBe(true);
      const plain = await app.inject({ url: '/list' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(brotliDecompressSync(miss.rawPayload).toString());
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/);
    }
    expect(cache.compressions).toBe(2);
    expect(reads()).toBe(1);
    expect(plugin).toEqual([]);
    // The counting zlib does see @fastify/compress at work on a route the cache leaves to it.
    const uncached = await app.inject({ url: '/uncached', headers: br });
    expect(uncached.headers['content-encoding']).toBe('br');
    expect(plugin.length).toBe(1);
    await app.close();
  });

  it('leaves @fastify/compress nothing to do on a cached route, whatever Accept-Encoding says', async () => {
    const { app, cache, plugin } = await cachedApp();
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      ['gzip;q=0, br;q=0', undefined],
      [undefined, undefined],
    ];
    const expected = brotliDecompressSync(
      (await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } })).rawPayload,
    );
    for (const [header, encoding] of cases) {
      expect(negotiateEncoding(header ?? '')).toBe(encoding ?? null);
      for (let i = 0; i < 3; i += 1) {
        const reply = await app.inject({
          url: '/list',
          headers: header === undefined ? {} : { 'accept-encoding': header },
        });
        expect(reply.headers['content-encoding'], header).toBe(encoding);
        const body =
          encoding === 'br'
            ? brotliDecompressSync(reply.rawPayload)
            : encoding === 'gzip'
              ? gunzipSync(reply.rawPayload)
              : reply.rawPayload;
        expect(body.equals(expected)).toBe(true);
      }
    }
    expect(cache.compressions).toBe(2);
    expect(plugin).toEqual([]);
    await app.close();
  });

  it('compresses a reply it could not store (a read that raced a write) itself, once', async () => {
    const { app, cache, plugin } = await cachedApp();
    const raced = await app.inject({
      url: '/list',
      headers: { 'accept-encoding': 'br', 'x-race-a-write': '1' },
    });
    expect(raced.statusCode).toBe(200);
    expect(raced.headers['content-encoding']).toBe('br');
    expect(raced.headers.etag).toBeUndefined();
    expect(String(raced.headers.vary)).toMatch(/accept-encoding/);
    expect(JSON.parse(brotliDecompressSync(raced.rawPayload).toString())).toHaveProperty('items');
    expect(cache.size).toBe(0);
    expect(cache.compressions).toBe(1);
    expect(plugin).toEqual([]);
    await app.close();
  });
});
