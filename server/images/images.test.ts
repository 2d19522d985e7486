import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Color, type Metadata } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PHOTO_EXIF, exifHasGps, makeTestPhoto } from '../../scripts/lib/test-photo.mjs';
import type { UploadedFile } from '../../src/api/generated/backend/model/index.ts';
import {
  VARIANT_CONTENT_TYPES,
  variantPath,
  type VariantFormat,
} from '../../core/lib/image-variants.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { PDF_BYTES, setupTestApp, type Part } from '../test/test-app.ts';
import { createImageLimiter } from './limiter.ts';
import { PIXEL_LIMIT_MESSAGE } from './process.ts';

const t = setupTestApp();
const auth = t.authHeaders;

const post = (url: string, parts: Part[]) => t.postForm(url, parts);

async function upload(filename: string, type: string, data: Uint8Array): Promise<UploadedFile> {
  const reply = await post('/api/File/upload', [{ name: 'file', filename, type, data }]);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ data: UploadedFile }>().data;
}

/** Every file and folder under the uploads folder, relative to it. */
async function uploadsTree(): Promise<string[]> {
  const entries = await readdir(t.ts.uploadsDir, { recursive: true });
  return entries.map(String).sort();
}

/** The bytes as served, and what sharp reads of them. */
async function served(url: string) {
  const reply = await t.app.inject({ url });
  expect(reply.statusCode, url).toBe(200);
  return { reply, bytes: reply.rawPayload, metadata: await sharp(reply.rawPayload).metadata() };
}

/** No trace of the test photo's EXIF: no block at all, no GPS, no camera make or serial. */
function expectNoCameraData(bytes: Buffer, metadata: Metadata, what: string) {
  expect(metadata.exif, what).toBeUndefined();
  expect(exifHasGps(metadata.exif), what).toBe(false);
  expect(bytes.includes('Exif\u0000\u0000'), what).toBe(false);
  for (const text of [TEST_PHOTO_EXIF.serial, TEST_PHOTO_EXIF.make, TEST_PHOTO_EXIF.model]) {
    expect(bytes.includes(text), `${what}: ${text}`).toBe(false);
  }
}

const SHARP_FORMAT: Record<VariantFormat, string> = {
  avif: 'heif',
  webp: 'webp',
  jpeg: 'jpeg',
  png: 'png',
};

/** A PNG of one colour, with an alpha channel. */
const flatPng = (width: number, height: number, background: Color) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** The mean colour of a 16×16 patch of raw pixels. */
async function patch(bytes: Buffer, left: number, top: number) {
  const { data } = await sharp(bytes)
    .extract({ left, top, width: 16, height: 16 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = (channel: number) => {
    let sum = 0;
    for (let index = channel; index < data.length; index += 3) sum += data[index] ?? 0;
    return sum / (data.length / 3);
  };
  return { r: mean(0), g: mean(1), b: mean(2) };
}

describe('a 12 MP phone photo with GPS and a camera serial', () => {
  let photo: Buffer;
  let file: UploadedFile;
  let before: string[];
  beforeAll(async () => {
    photo = await makeTestPhoto();
    before = await uploadsTree();
    file = await upload('IMG_0001.JPG', 'image/jpeg', photo);
  }, 60_000);

  it('is a real phone photo: the test photo carries GPS and the camera serial', async () => {
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ width: 4032, height: 3024, format: 'jpeg' });
    expect(exifHasGps(metadata.exif)).toBe(true);
    expect(photo.includes(TEST_PHOTO_EXIF.serial)).toBe(true);
  });

  it('answers 201 with its size, dominant colour, empty alt text and variants', () => {
    expect(file).toMatchObject({
      contentType: 'image/jpeg',
      width: 4032,
      height: 3024,
      altText: '',
      variants: { widths: [320, 640, 960, 1280, 1920], formats: ['avif', 'webp', 'jpeg'] },
    });
    expect(file.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('stores the stripped master (its size is the stored one) and the variants, nothing else', async () => {
    const diskName = `${file.id}.jpg`;
    const variants = (file.variants?.widths ?? []).flatMap((width) =>
      ['avif', 'webp', 'jpg'].map((extension) => path.join('_v', file.id, `${width}.${extension}`)),
    );
    expect(await uploadsTree()).toEqual(
      [...new Set([...before, diskName, '_v', path.join('_v', file.id), ...variants])].sort(),
    );
    const onDisk = await readFile(path.join(t.ts.uploadsDir, diskName));
    expect(file.size).toBe(onDisk.length);
    // Not even the stored bytes (and so no backup) keep the camera's data.
    expectNoCameraData(onDisk, await sharp(onDisk).metadata(), 'stored master');
  });

  it('serves the master at its path without EXIF, GPS or camera serial, at full size', async () => {
    const { bytes, metadata } = await served(file.path);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4032, height: 3024 });
    expect(metadata.orientation).toBeUndefined();
    expectNoCameraData(bytes, metadata, 'master');
  });

  it('serves every variant: its type, immutable caching, its width, no camera data', async () => {
    for (const width of file.variants?.widths ?? []) {
      for (const format of file.variants?.formats ?? []) {
        const url = variantPath(file.id, width, format);
        const { reply, bytes, metadata } = await served(url);
        expect(reply.headers['content-type'], url).toBe(VARIANT_CONTENT_TYPES[format]);
        expect(reply.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(reply.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(reply.headers['content-security-policy'], url).toContain("default-src 'none'");
        expect(reply.headers['content-security-policy'], url).not.toContain('sandbox');
        expect(reply.headers.etag, url).toBeTruthy();
        expect(metadata.format, url).toBe(SHARP_FORMAT[format]);
        expect(metadata.width, url).toBe(width);
        expect(metadata.height, url).toBe(Math.round((width * 3024) / 4032));
        expectNoCameraData(bytes, metadata, url);
      }
    }
  });

  it('keeps the 640 px variants small enough for a phone', async () => {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const { size } = await stat(
        path.join(t.ts.uploadsDir, '_v', file.id, `640.${format === 'jpeg' ? 'jpg' : format}`),
      );
      expect(size, format).toBeLessThan(100_000);
    }
  });

  it('answers 404 for variants that do not exist and for names outside the pattern', async () => {
    for (const url of [
      `/uploads/_v/${file.id}/321.avif`,
      `/uploads/_v/${file.id}/320.gif`,
      `/uploads/_v/${file.id}/320.avif.bak`,
      `/uploads/_v/${file.id}/.tmp-x`,
      `/uploads/_v/${file.id.toUpperCase()}/320.avif`,
      `/uploads/_v/not-an-id/320.avif`,
      `/uploads/_v/${file.id}/..%2f..%2f${file.id}.jpg`,
      `/uploads/_v/..%2f${file.id}/320.avif`,
      '/uploads/_v/00000000-0000-4000-8000-000000000000/320.avif',
    ]) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).toBe('Dosya bulunamadı.');
    }
  });

  it('deleting the file keeps its variants (404 while in the trash); purging removes them too', async () => {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/api/File/${file.id}`,
      headers: auth,
    });
    expect(reply.statusCode).toBe(200);
    // In the trash: the bytes stay for a restore under the same URLs, but are not served (ADR 0037).
    expect((await t.app.inject({ url: variantPath(file.id, 320, 'avif') })).statusCode).toBe(404);
    expect((await uploadsTree()).some((name) => name.startsWith(`_v/${file.id}/`))).toBe(true);
    const trash = await t.app.inject({ url: '/api/Trash', headers: auth });
    const items = (trash.json() as { data: { items: { id: string; itemId: string }[] } }).data
      .items;
    const entry = items.find((item) => item.itemId === file.id);
    expect(entry).toBeDefined();
    const purge = await t.app.inject({
      method: 'DELETE',
      url: `/api/Trash/${entry?.id}`,
      headers: auth,
    });
    expect(purge.statusCode).toBe(200);
    expect(await uploadsTree()).toEqual([...new Set([...before, '_v'])].sort());
    expect((await t.app.inject({ url: variantPath(file.id, 320, 'avif') })).statusCode).toBe(404);
  });
});

describe('other images', () => {
  it('turns a photo taken sideways (EXIF orientation 6) upright, width and height swapped', async () => {
    // Stored 800 × 600 with green growing downwards; shown turned 90° clockwise: 600 × 800, its
    // left column (dark green at the bottom of the stored image, light at the top) on top.
    const sideways = await makeTestPhoto({ width: 800, height: 600, orientation: 6 });
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const file = await upload('yan.jpg', 'image/jpeg', sideways);
    expect(file).toMatchObject({ width: 600, height: 800, variants: { widths: [320, 600] } });
    const { bytes, metadata } = await served(file.path);
    expect(metadata).toMatchObject({ width: 600, height: 800 });
    expect(metadata.orientation).toBeUndefined();
    const topLeft = await patch(bytes, 0, 0);
    const topRight = await patch(bytes, 600 - 16, 0);
    expect(topLeft.g).toBeGreaterThan(topRight.g + 80);
    const small = await served(variantPath(file.id, 320, 'jpeg'));
    expect(small.metadata).toMatchObject({ width: 320, height: 427 });
  });

  it('gives a PNG with transparency PNG variants and no placeholder colour', async () => {
    const png = await flatPng(700, 400, { r: 27, g: 46, b: 71, alpha: 0.5 });
    const file = await upload('logo.png', 'image/png', png);
    expect(file).toMatchObject({
      contentType: 'image/png',
      width: 700,
      height: 400,
      placeholder: null,
      variants: { widths: [320, 640, 700], formats: ['avif', 'webp', 'png'] },
    });
    const { reply, metadata } = await served(variantPath(file.id, 640, 'png'));
    expect(reply.headers['content-type']).toBe('image/png');
    expect(metadata).toMatchObject({ width: 640, hasAlpha: true });
    expect((await served(file.path)).metadata).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('gives an opaque PNG (alpha channel all opaque) JPEG variants and its colour', async () => {
    const png = await flatPng(400, 300, { r: 244, g: 124, b: 32, alpha: 1 });
    const file = await upload('turuncu.png', 'image/png', png);
    expect(file).toMatchObject({
      placeholder: '#f47c20',
      variants: { widths: [320, 400], formats: ['avif', 'webp', 'jpeg'] },
    });
  });

  it('never makes a variant wider than a small image: 500 px gets 320 and 500', async () => {
    const photo = await makeTestPhoto({ width: 500, height: 375 });
    const file = await upload('kucuk.jpg', 'image/jpeg', photo);
    expect(file).toMatchObject({ width: 500, height: 375, variants: { widths: [320, 500] } });
    expect((await served(variantPath(file.id, 500, 'webp'))).metadata.width).toBe(500);
  });

  it('stores an AVIF upload as .avif, stripped, with variants', async () => {
    const avif = await sharp(await makeTestPhoto({ width: 900, height: 600 }))
      .keepExif()
      .avif({ quality: 60, effort: 0 })
      .toBuffer();
    const file = await upload('foto.avif', 'image/avif', avif);
    expect(file).toMatchObject({
      contentType: 'image/avif',
      width: 900,
      variants: { widths: [320, 640, 900], formats: ['avif', 'webp', 'jpeg'] },
    });
    expect(file.path.endsWith('-foto.avif')).toBe(true);
    expect((await readdir(t.ts.uploadsDir)).includes(`${file.id}.avif`)).toBe(true);
    const { reply, bytes, metadata } = await served(file.path);
    expect(reply.headers['content-type']).toBe('image/avif');
    expectNoCameraData(bytes, metadata, 'AVIF master');
  });

  it('keeps an animated GIF animated; its variants are of the first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 400, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif({ delay: [200, 200], loop: 0 })
      .toBuffer();
    const file = await upload('hareketli.gif', 'image/gif', gif);
    expect(file).toMatchObject({
      contentType: 'image/gif',
      width: 400,
      height: 200,
      placeholder: '#ff0000',
      variants: { widths: [320, 400], formats: ['avif', 'webp', 'jpeg'] },
    });
    const master = await served(file.path);
    expect(master.metadata).toMatchObject({ format: 'gif', pages: 2 });
    const first = await served(variantPath(file.id, 400, 'jpeg'));
    expect(first.metadata.pages).toBeUndefined();
    expect((await patch(first.bytes, 100, 100)).r).toBeGreaterThan(200);
  });

  it('measures an SVG from its viewBox and keeps its bytes as they are', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480"/></svg>',
    );
    const file = await upload('cizim.svg', 'image/svg+xml', svg);
    expect(file).toMatchObject({
      contentType: 'image/svg+xml',
      width: 640,
      height: 480,
      placeholder: null,
      altText: '',
      variants: null,
    });
    expect((await t.app.inject({ url: file.path })).rawPayload.equals(svg)).toBe(true);
  });

  it('leaves a PDF untouched, without image facts', async () => {
    const file = await upload('foy.pdf', 'application/pdf', PDF_BYTES);
    expect(file).toMatchObject({
      size: PDF_BYTES.length,
      width: null,
      height: null,
      placeholder: null,
      altText: '',
      variants: null,
    });
    expect((await t.app.inject({ url: file.path })).rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});

describe('refusals leave nothing on disk', () => {
  it('refuses an image over 50 megapixels with 413 and its message, in each service style', async () => {
    const bomb = await flatPng(8000, 8000, { r: 255, g: 255, b: 255, alpha: 1 });
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = await uploadsTree();
    const files = (await t.ts.store.listFiles()).length;
    const backend = await post('/api/File/upload', [
      { name: 'file', filename: 'bomba.png', type: 'image/png', data: bomb },
    ]);
    expect(backend.statusCode).toBe(413);
    expect(backend.json()).toEqual({ success: false, message: PIXEL_LIMIT_MESSAGE, data: null });
    expect(PIXEL_LIMIT_MESSAGE).toBe(
      'Görselin çözünürlüğü çok yüksek: en fazla 50 megapiksel olabilir.',
    );
    const content = await post('/content/api/upload/contact-banner', [
      { name: 'file', filename: 'bomba.png', type: 'image/png', data: bomb },
    ]);
    expect(content.statusCode).toBe(413);
    expect(content.json()).toEqual({ message: PIXEL_LIMIT_MESSAGE });
    expect(await uploadsTree()).toEqual(before);
    expect((await t.ts.store.listFiles()).length).toBe(files);
  });

  it('refuses bytes that only look like an image (415), and a batch with one of them', async () => {
    const before = await uploadsTree();
    const files = (await t.ts.store.listFiles()).length;
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const single = await post('/api/File/upload', [
      { name: 'file', filename: 'bozuk.jpg', type: 'image/jpeg', data: broken },
    ]);
    expect(single.statusCode).toBe(415);
    expect(single.json()).toMatchObject({ message: MESSAGES.unsupportedType });
    const good = await makeTestPhoto({ width: 400, height: 300 });
    const batch = await post('/api/File/upload-multiple', [
      { name: 'files', filename: 'iyi.jpg', type: 'image/jpeg', data: good },
      { name: 'files', filename: 'foy.pdf', type: 'application/pdf', data: PDF_BYTES },
      { name: 'files', filename: 'bozuk.jpg', type: 'image/jpeg', data: broken },
    ]);
    expect(batch.statusCode).toBe(415);
    expect(await uploadsTree()).toEqual(before);
    expect((await t.ts.store.listFiles()).length).toBe(files);
  });
});

describe('alt text and the images of public records', () => {
  let image: UploadedFile;
  beforeAll(async () => {
    image = await upload(
      'banner.jpg',
      'image/jpeg',
      await makeTestPhoto({ width: 1000, height: 500 }),
    );
  });

  const readPage = async () =>
    (await t.app.inject({ url: '/api/Page/slug/gorsel-sayfa' })).json<{
      data: { images: { id: string; path: string; altText: string }[] };
    }>().data;

  it('PUT /api/File stores a trimmed alt text, GET returns it, a rename keeps it', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/File',
      payload: { id: image.id, name: 'banner.jpg', altText: '  Şantiyede enjeksiyon  ' },
      headers: auth,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ data: { altText: string } }>().data.altText).toBe('Şantiyede enjeksiyon');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/File',
      payload: { id: image.id, name: 'afis.jpg' },
      headers: auth,
    });
    expect(renamed.json<{ data: unknown }>().data).toMatchObject({
      name: 'afis.jpg',
      altText: 'Şantiyede enjeksiyon',
    });
    const read = await t.app.inject({ url: `/api/File/${image.id}`, headers: auth });
    expect(read.json<{ data: unknown }>().data).toMatchObject({
      id: image.id,
      altText: 'Şantiyede enjeksiyon',
      width: 1000,
      height: 500,
      placeholder: image.placeholder,
      variants: image.variants,
    });
  });

  it('a page read lists the images of its paths; an alt text edit shows in the next read', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Page',
      payload: {
        pageType: 1,
        name: 'Görsel sayfa',
        slug: 'gorsel-sayfa',
        bannerImageUrl: image.path,
        backgroundImageUrl: '/uploads/yok.jpg',
      },
      headers: auth,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await readPage();
    expect(page.images).toEqual([
      {
        id: image.id,
        path: image.path,
        width: 1000,
        height: 500,
        placeholder: image.placeholder,
        altText: 'Şantiyede enjeksiyon',
        variants: image.variants,
      },
    ]);
    // The read is cached; the alt text is a file write, which clears it.
    expect((await readPage()).images[0]?.altText).toBe('Şantiyede enjeksiyon');
    await t.app.inject({
      method: 'PUT',
      url: '/api/File',
      payload: { id: image.id, name: 'afis.jpg', altText: 'Yeni açıklama' },
      headers: auth,
    });
    expect((await readPage()).images[0]?.altText).toBe('Yeni açıklama');
  });

  it('a product read and a content read list their images too', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      payload: { name: 'Görselli ürün', slug: 'gorselli-urun', bannerImageUrl: image.path },
      headers: auth,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = (await t.app.inject({ url: '/api/Product/slug/gorselli-urun' })).json<{
      data: { images: { id: string }[] };
    }>().data;
    expect(product.images.map((entry) => entry.id)).toEqual([image.id]);

    const contact = (await t.app.inject({ url: '/content/api/contact' })).json<
      Record<string, unknown>
    >();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/content/api/contact',
      payload: { ...contact, bannerImage: image.path },
      headers: auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await t.app.inject({ url: '/content/api/contact' })).json<{
      images: { id: string; path: string }[];
    }>();
    expect(read.images).toContainEqual(expect.objectContaining({ id: image.id, path: image.path }));
  });
});

describe('the image limiter', () => {
  it('runs one task at a time at concurrency 1, in order', async () => {
    const limit = createImageLimiter(1);
    const events: string[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        events.push(`start ${name}`);
        setTimeout(() => {
          events.push(`end ${name}`);
          resolve(name);
        }, 5);
      });
    expect(await Promise.all([limit(task('a')), limit(task('b'))])).toEqual(['a', 'b']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
