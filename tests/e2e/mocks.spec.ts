import type { Page } from '@playwright/test';
import { read, tokenFor } from '../helpers/browser-api';
import { ADMIN, expect, open, signedIn, test } from './fixtures';

/** The names on the stored enquiries, as the administrator's API lists them. */
async function enquiryNames(page: Page) {
  const token = (await tokenFor(page, ADMIN)) ?? '';
  return (await read<{ isim: string }[]>(page, '/api/Contact', token)).map(({ isim }) => isim);
}

test.describe('in-browser mocks', () => {
  test('data survives a reload and reset restores the seed', async ({ page }) => {
    await open(page, '/');
    const before = (await enquiryNames(page)).length;
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/Contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          isim: 'Zeynep',
          soyisim: 'Çelik',
          telefon: '0533 111 22 33',
          sektor: 'Altyapı',
          mesaj: 'Menfez çatlakları için keşif istiyoruz.',
        }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    expect(await enquiryNames(page)).toContain('Zeynep');

    await page.evaluate(() => window.__mocks?.reset());
    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    expect(await enquiryNames(page)).toHaveLength(before);
  });

  test('an uploaded image has its real size and only its original (no variants)', async ({
    page,
  }) => {
    await signedIn(page);
    const replies = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 37;
      canvas.height = 21;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#1b2e47';
        context.fillRect(0, 0, 37, 21);
      }
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><rect width="300" height="120"/></svg>';
      const send = async (file: File) => {
        const form = new FormData();
        form.append('file', file);
        const response = await fetch('/api/File/upload', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
          body: form,
        });
        return (await response.json()).data;
      };
      return [
        await send(new File([png ?? ''], 'olcu.png', { type: 'image/png' })),
        await send(new File([svg], 'cizim.svg', { type: 'image/svg+xml' })),
      ];
    });
    expect(replies).toMatchObject([
      { width: 37, height: 21, placeholder: null, altText: '', variants: null },
      { width: 300, height: 120, placeholder: null, altText: '', variants: null },
    ]);
  });

  test('an upload is kept, served at its path, and survives a reload', async ({ page }) => {
    await signedIn(page);
    const uploaded = await page.evaluate(async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f47c20"/></svg>';
      const form = new FormData();
      form.append('file', new File([svg], 'deneme-gorsel.svg', { type: 'image/svg+xml' }));
      const response = await fetch('/api/File/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    });
    expect(uploaded.status).toBe(201);
    const path: string = uploaded.body.data.path;
    expect(path).toMatch(/^\/uploads\/.+deneme-gorsel\.svg$/);

    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    }, path);
    expect(served).toEqual({
      status: 200,
      type: 'image/svg+xml',
      text: expect.stringContaining('fill="#f47c20"'),
    });
  });

  test('the mocks can make the next requests fail', async ({ page }) => {
    await open(page, '/about');
    // The page's own requests are done before the failures are armed.
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
    await page.evaluate(() => window.__mocks?.failNext(1, 503));
    const statuses = await page.evaluate(async () => [
      (await fetch('/api/Product?PageSize=1')).status,
      (await fetch('/api/Product?PageSize=1')).status,
    ]);
    expect(statuses).toEqual([503, 200]);
  });

  test('a failed home banner load shows the error view, and retry recovers', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.__mocks?.failNext(2, 500));
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Anasayfa' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Veriler yüklenirken bir hata oluştu.');
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('link', { name: 'Keşif ve Teklif İsteyin' })).toBeVisible();
  });
});
