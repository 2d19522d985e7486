import { api, products, read, tokenFor } from '../helpers/browser-api';
import { ADMIN, expect, open, test, sidewaysOverflow, seriousViolations } from './fixtures';

const POLIURETAN = '/product/poliuretan-enjeksiyon';

/**
 * Serious and critical accessibility violations of the page's own content as it is now (the
 * shared header and footer are checked by their own tests).
 */
const horizontalOverflow = sidewaysOverflow;

test.describe('product page', () => {
  test('shows a product with its info block, documents, grid gallery, video and Bilgi Al', async ({
    page,
  }) => {
    await open(page, POLIURETAN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poliüretan Enjeksiyon');

    const product = await read<{
      descriptions: string[];
      listTitles: string[];
      productDetailImageIds: string[];
    }>(page, '/api/Product/slug/poliuretan-enjeksiyon');
    for (const paragraph of product.descriptions) {
      await expect(page.getByText(paragraph)).toBeVisible();
    }
    for (const title of product.listTitles) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const documents = page.getByRole('region', { name: 'Dokümanlar' });
    const document = documents.getByRole('link', {
      name: /Poliüretan Enjeksiyon Reçinesi Teknik Föyü/,
    });
    await expect(document).toHaveAttribute('target', '_blank');
    await expect(document).toContainText('Poliüretan Enjeksiyon ...');
    // The document opens: its file is served.
    const href = await document.getAttribute('href');
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url ?? '');
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');

    // More than 4 detail images: the grid section, every image really loaded.
    const grid = page.getByRole('region', { name: 'Uygulama Görselleri' });
    await expect(grid.getByRole('img')).toHaveCount(product.productDetailImageIds.length);
    await expect(page.getByRole('region', { name: 'Ürün Galerisi' })).toHaveCount(0);
    const main = page.getByRole('img', { name: 'Poliüretan Enjeksiyon', exact: true });
    await expect(main).toBeVisible();
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await expect(
      page.getByRole('button', { name: /Bodrum Perdesinde Poliüretan Enjeksiyon/ }),
    ).toBeVisible();
    // To the form, naming the product as its topic and its page as the source (issue 48).
    const bilgiAl = new URL(
      (await page.getByRole('link', { name: 'Bilgi Al' }).getAttribute('href')) ?? '',
      'http://site.test',
    );
    expect(bilgiAl.pathname).toBe('/contact');
    expect(bilgiAl.searchParams.get('konu')).toBe('Poliüretan Enjeksiyon');
    expect(bilgiAl.searchParams.get('kaynak')).toBe(POLIURETAN);
    await expect(page.getByRole('contentinfo')).toContainText('2007 - 2024');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main', null)).toEqual([]);
  });

  test('a product with Turkish letters in its name opens from the debug list, with the gallery block', async ({
    page,
  }) => {
    await open(page, '/debug/products');
    const row = page.getByRole('row', { name: /Çatlak Onarımı/ });
    await row.getByRole('link', { name: '/product/catlak-onarimi' }).click();
    await expect(page).toHaveURL(/\/product\/catlak-onarimi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Çatlak Onarımı');
    // 4 detail images: the gallery block, not the grid.
    await expect(page.getByRole('region', { name: 'Ürün Galerisi' }).getByRole('img')).toHaveCount(
      4,
    );
    await expect(page.getByRole('region', { name: 'Uygulama Görselleri' })).toHaveCount(0);
    await expect(page).toHaveTitle('Çatlak Onarımı | Asil Yapı Kimyasalları');
  });

  test("an unknown product shows 'Ürün Bulunamadı' and 'Geri Dön' leads home", async ({ page }) => {
    await open(page, '/product/olmayan-urun');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Ürün Bulunamadı');
    await expect(alert).toContainText('Aradığınız ürün mevcut değil.');
    expect(await seriousViolations(page, 'main', null)).toEqual([]);
    await alert.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Geri Dön' goes back to the page the visitor came from", async ({ page }) => {
    await open(page, '/debug/products');
    const link = page
      .getByRole('row', { name: /Çatlak Onarımı/ })
      .getByRole('link', { name: '/product/catlak-onarimi' });
    await expect(link).toBeVisible();
    // The product goes away (an administrator deletes it) after the list was read: the link is
    // now stale.
    const token = (await tokenFor(page, ADMIN)) ?? '';
    const { id } = await read<{ id: string }>(page, '/api/Product/slug/catlak-onarimi');
    expect((await api(page, 'DELETE', `/api/Product/${id}`, undefined, token)).status).toBe(200);
    await link.click();
    await expect(page).toHaveURL(/\/product\/catlak-onarimi$/);
    await expect(page.getByRole('alert')).toContainText('Aradığınız ürün mevcut değil.');
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/debug\/products$/);
  });

  test("a missing slug says 'Geçersiz ürün slug'ı.'", async ({ page }) => {
    await open(page, '/product/');
    await expect(page.getByRole('alert')).toContainText("Geçersiz ürün slug'ı.");
  });

  // Reached from another page: a first load in the browser waits for the public layout's menus
  // too (issue 49), under the router's own loading view.
  test("shows 'Ürün bilgileri yükleniyor...' while the product loads", async ({ page }) => {
    await open(page, '/urunler');
    await page.evaluate(() => window.__mocks?.setLatency('slow'));
    await page
      .getByRole('main')
      .getByRole('link', { name: /Poliüretan Enjeksiyon/ })
      .first()
      .click();
    await expect(page.getByRole('status')).toHaveText('Ürün bilgileri yükleniyor...');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poliüretan Enjeksiyon', {
      timeout: 15_000,
    });
  });

  test('the browser title is the product title plus the brand, reset on leaving', async ({
    page,
  }) => {
    await open(page, POLIURETAN);
    await expect(page).toHaveTitle('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Anasayfa' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Asil Yapı Kimyasalları');
  });
});

test.describe('debug products page', () => {
  test('lists every product in a table and is not indexed', async ({ page }) => {
    await open(page, '/debug/products');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ürün Listesi (Hata Ayıklama)',
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Id',
      'Ad',
      'Backend slug',
      'Üretilen slug',
      'Son URL',
      'Başlıklar',
    ]);
    const count = (await products(page)).length;
    await expect(table.getByRole('row')).toHaveCount(count + 1);
    await expect(
      table.getByRole('row', { name: /Halatlı Tel ile Beton Kesme/ }).getByRole('link'),
    ).toHaveAttribute('href', '/product/halatli-tel-ile-beton-kesme');
    expect(await seriousViolations(page, 'main', null)).toEqual([]);
  });
});

test.describe('product page on a phone', () => {
  test('the product and debug pages fit 360 px without horizontal scroll @phone', async ({
    page,
  }) => {
    await open(page, POLIURETAN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poliüretan Enjeksiyon');
    await expect(page.getByRole('region', { name: 'Uygulama Görselleri' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main', null)).toEqual([]);

    await open(page, '/debug/products');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
