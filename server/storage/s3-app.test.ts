import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/api/generated/backend/model/index.ts';
import { variantPath } from '../../core/lib/image-variants.ts';
import { createSeed } from '../../seed/index.ts';
import { backfillImages } from '../images/backfill.ts';
import { createImageLimiter } from '../images/limiter.ts';
import { diskNameFor } from '../services/disk-name.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { PDF_BYTES, PNG_BYTES, setupTestApp, type Part } from '../test/test-app.ts';
import type { Storage } from './storage.ts';

// The whole server on STORAGE_DRIVER=s3, against a local S3 server (s3rver), and the same server
// on the local disk beside it: what a visitor or the admin panel sees must not differ.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

const onS3 = setupTestApp(() => ({ storage: s3.storage }));
const onDisk = setupTestApp();

async function keys(storage: Storage, prefix?: string): Promise<string[]> {
  const found: string[] = [];
  for await (const key of storage.list(prefix)) found.push(key);
  return found.sort();
}

async function upload(app: typeof onS3, parts: Part[]) {
  const reply = await app.postForm('/api/File/upload', parts);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ data: UploadedFile }>().data;
}

/** What may differ between two servers for the same request: when, and the stored object's tag. */
function comparable(reply: LightMyRequestResponse) {
  const varying = new Set(['date', 'etag', 'last-modified', 'x-request-id']);
  const headers = Object.fromEntries(
    Object.entries(reply.headers).filter(([name]) => !varying.has(name)),
  );
  return { status: reply.statusCode, headers, body: reply.rawPayload.toString('base64') };
}

describe('stored files on S3-compatible storage', () => {
  it('holds the seed files in the bucket, served from there; nothing in DATA_DIR/uploads', async () => {
    const stored = await keys(onS3.ts.storage);
    const seedFiles = createSeed().files;
    expect(stored).toEqual(
      expect.arrayContaining(seedFiles.map((file) => diskNameFor(file.id, file.contentType))),
    );
    const [first] = seedFiles;
    const reply = await onS3.app.inject({ url: first?.path ?? '' });
    expect(reply.statusCode).toBe(200);
    expect(new Uint8Array(reply.rawPayload)).toEqual(first?.bytes);
    expect(existsSync(onS3.ts.uploadsDir)).toBe(false);
  });

  it('serves an upload with the same bytes and headers as the local disk, ranges and 304 too', async () => {
    const part = { name: 'file', filename: 'Föy.pdf', type: 'application/pdf', data: PDF_BYTES };
    const [remote, local] = [await upload(onS3, [part]), await upload(onDisk, [part])];
    expect(await keys(onS3.ts.storage)).toContain(`${remote.id}.pdf`);

    const first = await onS3.app.inject({ url: remote.path });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PDF_BYTES)).toBe(true);
    // The bucket's own entity tag: the MD5 of the bytes.
    expect(first.headers.etag).toBe(`"${createHash('md5').update(PDF_BYTES).digest('hex')}"`);
    const localFirst = await onDisk.app.inject({ url: local.path });
    const requests: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> }[] = [
      {},
      { method: 'HEAD' },
      { headers: { range: 'bytes=0-3' } },
      { headers: { range: 'bytes=-6' } },
      { headers: { range: 'bytes=100-' } },
      { headers: { range: 'bytes=9999-' } },
      { headers: { range: 'bytes=0-1,5-6' } },
      { headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() } },
      { headers: { 'if-match': '"baska"' } },
      { headers: { 'if-range': '"baska"', range: 'bytes=0-3' } },
      { method: 'HEAD', headers: { range: 'bytes=0-3' } },
    ];
    for (const request of requests) {
      const [a, b] = await Promise.all([
        onS3.app.inject({ url: remote.path, ...request }),
        onDisk.app.inject({ url: local.path, ...request }),
      ]);
      expect(comparable(a), JSON.stringify(request)).toEqual(comparable(b));
    }
    // Each server's own tags and dates revalidate: 304, as on the disk.
    for (const [app, url, reply] of [
      [onS3.app, remote.path, first],
      [onDisk.app, local.path, localFirst],
    ] as const) {
      const byTag = await app.inject({
        url,
        headers: { 'if-none-match': String(reply.headers.etag) },
      });
      expect(byTag.statusCode).toBe(304);
      const byRange = await app.inject({
        url,
        headers: { 'if-range': String(reply.headers.etag), range: 'bytes=1-3' },
      });
      expect(byRange.statusCode).toBe(206);
      expect(byRange.body).toBe('PDF');
      expect(byRange.headers['content-range']).toBe(`bytes 1-3/${PDF_BYTES.length}`);
    }
  });

  it('sends a byte range streamed from the bucket', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7), PDF_BYTES]);
    const file = await upload(onS3, [
      { name: 'file', filename: 'buyuk.pdf', type: 'application/pdf', data: bytes },
    ]);
    const reply = await onS3.app.inject({
      url: file.path,
      headers: { range: 'bytes=199000-200099' },
    });
    expect(reply.statusCode).toBe(206);
    expect(reply.headers['content-range']).toBe(`bytes 199000-200099/${bytes.length}`);
    expect(reply.headers['content-length']).toBe('1100');
    expect(reply.rawPayload.equals(bytes.subarray(199000, 200100))).toBe(true);
  });

  it('stores an image stripped, with its variants in the bucket, served from there', async () => {
    const photo = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#2a6f97' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'S3' } })
      .toBuffer();
    const file = await upload(onS3, [
      { name: 'file', filename: 'cephe.jpg', type: 'image/jpeg', data: photo },
    ]);
    expect(file.variants).toEqual({
      widths: [320, 640, 960, 1000],
      formats: ['avif', 'webp', 'jpeg'],
    });
    const variants = await keys(onS3.ts.storage, `_v/${file.id}/`);
    expect(variants).toHaveLength(12);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const reply = await onS3.app.inject({ url: variantPath(file.id, 640, format) });
      expect(reply.statusCode, format).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await sharp(reply.rawPayload).metadata()).width).toBe(640);
    }
    const master = await onS3.app.inject({ url: file.path });
    expect(master.rawPayload.length).toBe(file.size);
    expect((await sharp(master.rawPayload).metadata()).exif).toBeUndefined();
    expect((await onS3.app.inject({ url: `/uploads/_v/${file.id}/123.webp` })).statusCode).toBe(
      404,
    );
  });

  it('keeps the object while the file is in the trash and deletes it and its variants on purge', async () => {
    const file = await upload(onS3, [
      { name: 'file', filename: 'nokta.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(await keys(onS3.ts.storage, `_v/${file.id}/`)).not.toEqual([]);
    const removed = await onS3.app.inject({
      method: 'DELETE',
      url: `/api/File/${file.id}`,
      headers: onS3.authHeaders,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await onS3.app.inject({ url: file.path })).statusCode).toBe(404);
    expect(await keys(onS3.ts.storage, `_v/${file.id}/`)).not.toEqual([]);
    const trash = await onS3.app.inject({ url: '/api/Trash', headers: onS3.authHeaders });
    const entry = trash
      .json<{ data: { items: { id: string; itemId: string }[] } }>()
      .data.items.find((item) => item.itemId === file.id);
    const purged = await onS3.app.inject({
      method: 'DELETE',
      url: `/api/Trash/${entry?.id}`,
      headers: onS3.authHeaders,
    });
    expect(purged.statusCode, purged.body).toBe(200);
    const left = await keys(onS3.ts.storage);
    expect(left.filter((key) => key.includes(file.id))).toEqual([]);
    expect((await onS3.app.inject({ url: file.path })).statusCode).toBe(404);
    expect((await onS3.app.inject({ url: variantPath(file.id, 1, 'webp') })).statusCode).toBe(404);
  });

  it('downloads a document from the bucket; a refused one leaves nothing there', async () => {
    const form = (name: string): Part[] => [
      { name: 'name', data: name },
      { name: 'slug', data: 's3-foyu' },
      { name: 'file', filename: 'föy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ];
    const created = await onS3.postForm('/api/Document/upload', form('S3 Föyü'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    const download = await onS3.app.inject({
      method: 'POST',
      url: `/api/Document/${id}/download`,
      headers: onS3.authHeaders,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''f%C3%B6y.pdf");
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const before = await keys(onS3.ts.storage);
    const refused = await onS3.postForm('/api/Document/upload', form('İkinci'));
    expect(refused.statusCode).toBe(409);
    const html = await onS3.postForm('/api/File/upload', [
      { name: 'file', filename: 'a.html', type: 'text/html', data: '<script>1</script>' },
    ]);
    expect(html.statusCode).toBe(415);
    expect(await keys(onS3.ts.storage)).toEqual(before);
    // Received on this machine first, and gone from there too.
    expect(await readdir(path.join(onS3.ts.dataDir, 'tmp'))).toEqual([]);
  });

  it('backfills an image stored in the bucket before image processing', async () => {
    const id = crypto.randomUUID();
    const diskName = diskNameFor(id, 'image/png');
    const bytes = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    await onS3.ts.storage.putBytes(diskName, bytes, 'image/png');
    await onS3.ts.store.addFile({
      id,
      name: 'eski.png',
      contentType: 'image/png',
      size: bytes.length,
      diskName,
      path: `/uploads/${id}-eski.png`,
    });
    const run = () =>
      backfillImages({
        store: onS3.ts.store,
        storage: onS3.ts.storage,
        limit: createImageLimiter(1),
      });
    expect((await run()).processed).toBeGreaterThanOrEqual(1);
    expect(await keys(onS3.ts.storage, `_v/${id}/`)).toEqual(
      ['320', '640', '700'].flatMap((width) =>
        ['avif', 'jpg', 'webp'].map((extension) => `_v/${id}/${width}.${extension}`),
      ),
    );
    const record = await onS3.ts.store.getFileByPath(`/uploads/${id}-eski.png`);
    expect(record).toMatchObject({ width: 700, height: 400, placeholder: '#884422' });
    expect((await run()).processed).toBe(0);
    expect(await readdir(path.join(onS3.ts.dataDir, 'tmp'))).toEqual([]);
  });
});
