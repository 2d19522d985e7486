import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { variantPath, type VariantFormat } from '../../core/lib/image-variants.ts';
import { withShareImageSize } from '../ssr/share-image.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Small holes closed (issue 23 section 2, ADR 0037): a trashed image's variants, source maps,
 * a share image path with a broken escape, signed-in replies kept by no cache, and the
 * Permissions-Policy header. On PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const staticDir = mkdtempSync(path.join(tmpdir(), 'asil-hardening-'));
for (const page of ['index.html', 'admin.html']) {
  copyFileSync(
    fileURLToPath(new URL(`../../${page}`, import.meta.url)),
    path.join(staticDir, page),
  );
}
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);\n');
writeFileSync(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["gizli.ts"]}');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const t = setupTestApp({}, staticDir);

describe('hardening', () => {
  it("answers 404 for a trashed image's variants while it is in the trash", async () => {
    const background = { r: 20, g: 90, b: 140 };
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const part = { name: 'file', filename: 'cop.jpg', type: 'image/jpeg', data };
    const uploaded = await t.postForm('/api/File/upload', [part]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{
      data: { id: string; variants: { widths: number[]; formats: VariantFormat[] } };
    }>().data;
    const url = variantPath(
      file.id,
      file.variants.widths[0] ?? 0,
      file.variants.formats[0] ?? 'webp',
    );
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/File/${file.id}`,
      headers: t.authHeaders,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('serves no source maps', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url: '/assets/app.js.map' });
    expect(map.statusCode).not.toBe(200);
    expect(map.body).not.toContain('gizli.ts');
  });

  it('leaves a share image path with a broken escape alone instead of failing the page', async () => {
    const siteUrl = 'https://site.example';
    const head = `<meta data-ssr-head="" property="og:image" content="${siteUrl}/uploads/bozuk%E0%A4%A.png"/>`;
    const asked: string[] = [];
    const sized = await withShareImageSize(head, siteUrl, (publicPath) => {
      asked.push(publicPath);
      return Promise.resolve(null);
    });
    expect(sized).toBe(head);
    expect(asked).toEqual(['/uploads/bozuk%E0%A4%A.png']);
  });

  it('marks every signed-in JSON reply no-store', async () => {
    for (const url of ['/api/Product?Drafts=true', '/api/User', '/api/Product']) {
      const reply = await t.app.inject({ url, headers: t.authHeaders });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends a Permissions-Policy', async () => {
    for (const url of ['/', '/api/Product']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy'] ?? '');
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
    }
  });
});
