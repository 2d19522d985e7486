import type { Response } from '@playwright/test';
import sharp from 'sharp';
import { setPhotoBanner } from '../../scripts/lib/photo-banner.mjs';
import { TEST_PHOTO_EXIF } from '../../scripts/lib/test-photo.mjs';
import { variantPath, variantSources } from '../../core/lib/image-variants';
import { ADMIN, expect, test, signedIn } from './fixtures';

/**
 * Issue 11 on the full stack: a 4032×3024 phone photo with EXIF GPS, uploaded through the API and
 * made the home banner, reaches a 412 px phone as a small AVIF variant announced by the server's
 * HTML, and no byte the site serves carries its GPS position or camera serial.
 */
interface StoredPhoto {
  id: string;
  path: string;
  width: number;
  height: number;
  placeholder: string;
  variants: { widths: number[]; formats: ('avif' | 'webp' | 'jpeg' | 'png')[] };
}

let photo: StoredPhoto;

test.describe('a 12 MP phone photo as the home banner @photo', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ baseURL }) => {
    photo = (await setPhotoBanner(baseURL ?? '', ADMIN)).file as StoredPhoto;
  });

  test('the upload reply has its size, placeholder colour and variants', () => {
    expect(photo).toMatchObject({
      width: 4032,
      height: 3024,
      variants: { widths: [320, 640, 960, 1280, 1920], formats: ['avif', 'webp', 'jpeg'] },
    });
    expect(photo.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('the server HTML preloads the banner’s AVIF widths and draws it as a <picture>', async ({
    request,
  }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const [avif] = variantSources(photo);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/i.exec(head)?.[0] ?? '';
    expect(preload.toLowerCase()).toContain(`imagesrcset="${avif?.srcSet}"`);
    expect(preload.toLowerCase()).toContain('imagesizes="100vw"');
    expect(preload).toContain('type="image/avif"');
    expect(preload.toLowerCase()).toContain('fetchpriority="high"');
    expect(html).toMatch(
      new RegExp(
        `<picture[^>]*><source type="image/avif" srcset="[^"]*${photo.id}/320\\.avif 320w`,
        'i',
      ),
    );
    expect(html).toContain(`background-color:${photo.placeholder}`);
  });

  test('a 412 px phone loads at most 150 kB of images on /, never the original', async ({
    browser,
  }) => {
    // A phone as Lighthouse emulates one (Moto G Power): its screen is as wide as its viewport
    // (the config's desktop screen would make the preload scanner size the banner for 1920 px).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      screen: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images: { url: string; bytes: number }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'image') return;
      reading.push(
        response
          .body()
          .then((body) => void images.push({ url: response.url(), bytes: body.length }))
          .catch(() => undefined),
      );
    });
    await page.goto('/', { waitUntil: 'load' });
    const banner = page.locator('section picture img').first();
    await expect(banner).toHaveJSProperty('complete', true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await Promise.all(reading);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    const bannerLoads = images.filter((image) => image.url.includes(photo.id));
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => `${entry.name} ${(entry as PerformanceResourceTiming).initiatorType}`),
    );
    expect(
      bannerLoads.map((image) => new URL(image.url).pathname),
      timeline.join('\n'),
    ).toEqual([
      expect.stringMatching(new RegExp(`/uploads/_v/${photo.id}/(640|960|1280)\\.avif$`)),
    ]);
    expect(images.some((image) => image.url.endsWith(photo.path))).toBe(false);
    expect(total, JSON.stringify(images, null, 1)).toBeLessThanOrEqual(150_000);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              sum += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 200);
        }),
    );
    expect(shift).toBeLessThan(0.02);
    await context.close();
  });

  test('no byte served carries the GPS position or the camera serial', async ({ request }) => {
    const urls = [
      photo.path,
      ...photo.variants.widths.flatMap((width) =>
        photo.variants.formats.map((format) => variantPath(photo.id, width, format)),
      ),
    ];
    for (const url of urls) {
      const reply = await request.get(url);
      expect(reply.status(), url).toBe(200);
      const bytes = await reply.body();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(bytes.includes(TEST_PHOTO_EXIF.serial), url).toBe(false);
      expect(bytes.includes(TEST_PHOTO_EXIF.make), url).toBe(false);
    }
    const master = await sharp(await (await request.get(photo.path)).body()).metadata();
    expect([master.width, master.height]).toEqual([4032, 3024]);
  });

  test('the file manager draws its thumbnail from a small variant, not the original', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await signedIn(page);
    await page.goto('/admin/documents?q=saha-fotografi');
    const row = page.getByRole('row').filter({ hasText: 'saha-fotografi.jpg' });
    await expect(row).toHaveCount(1);
    await expect(row.locator('img')).toHaveJSProperty('complete', true);
    const photoLoads = requested.filter((path) => path.includes(photo.id));
    expect(photoLoads.length).toBeGreaterThan(0);
    for (const path of photoLoads) expect(path).toMatch(/\/uploads\/_v\/[^/]+\/320\.(avif|webp)$/);
  });
});
