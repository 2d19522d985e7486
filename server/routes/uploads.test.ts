import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

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
});
