import { describe, expect, it } from 'vitest';
import { PDF_BYTES, setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const auth = t.authHeaders;

describe('serving /uploads', () => {
  it('serves a seed file with its stored type; an SVG with a sandbox policy', async () => {
    const files = (await t.ts.store.listFiles()).filter(
      (file) => file.contentType === 'image/svg+xml',
    );
    const svg = await t.app.inject({ url: files[0]?.path ?? '' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for anything not recorded, traversal included', async () => {
    for (const url of [
      '/uploads/yok.pdf',
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/....//package.json',
      '/uploads/',
      '/uploads/.tmp-x',
    ]) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body).not.toContain('"name"');
    }
    // An undecodable path is a bad request, never a file.
    expect((await t.app.inject({ url: '/uploads/%ZZ' })).statusCode).toBe(400);
  });

  it('does not serve a record without bytes (an external file record)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/File',
      payload: {
        name: 'x',
        path: '/uploads/../../package.json',
        contentType: 'text/plain',
        size: 1,
      },
      headers: auth,
    });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/uploads/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(
      404,
    );
  });

  it('answers ranges and revalidation as @fastify/static did (server/services/serve-stored.ts)', async () => {
    const uploaded = await t.postForm('/api/File/upload', [
      { name: 'file', filename: 'foy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const { path } = (uploaded.json() as { data: { path: string } }).data;
    const size = PDF_BYTES.length;
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url: path, headers });
    const full = await get();
    expect(full.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'cache-control': 'no-cache',
      'content-length': String(size),
    });
    expect(full.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const [etag, modified] = [String(full.headers.etag), String(full.headers['last-modified'])];

    const head = await get({}, 'HEAD');
    expect([head.statusCode, head.body, head.headers['content-length']]).toEqual([
      200,
      '',
      String(size),
    ]);
    const range = await get({ range: 'bytes=-6' });
    expect([range.statusCode, range.headers['content-range'], range.body]).toEqual([
      206,
      `bytes ${size - 6}-${size - 1}/${size}`,
      '%%EOF\n',
    ]);
    const unsatisfiable = await get({ range: `bytes=${size}-` });
    expect([unsatisfiable.statusCode, unsatisfiable.headers['content-range']]).toEqual([
      416,
      `bytes */${size}`,
    ]);
    expect((await get({ range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': modified })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode).toBe(
      200,
    );
    expect((await get({ 'if-match': '"baska"' })).statusCode).toBe(412);
    expect((await get({ 'if-range': etag, range: 'bytes=0-3' })).body).toBe('%PDF');
    expect((await get({ 'if-range': '"baska"', range: 'bytes=0-3' })).statusCode).toBe(200);
  });
});
