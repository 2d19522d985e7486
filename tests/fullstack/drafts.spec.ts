import { expect, openFromMenu, signIn, test } from './fixtures';

/**
 * Issue 21 section 2 on the full stack: a product saved as a draft in the panel does not exist for
 * a visitor (a browser that never signed in): 'Ürün Bulunamadı' on its address, absent from the
 * product list; 'Yayınla' makes it public at once.
 */
test.describe('full stack: drafts', () => {
  test('a draft is invisible to visitors until it is published', async ({ page, browser }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Taslak Ürün ${stamp}`;
    const slug = `taslak-urun-${stamp}`;

    await signIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const created = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await created.getByLabel('Ürün adı').fill(name);
    await created.getByLabel('Başlık 1', { exact: true }).fill('Henüz hazır değil');
    await created.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(
      page.getByText('Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.'),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('Taslak');

    // A visitor: a browser of its own, never signed in.
    const visitor = await browser.newPage();
    const missing = await visitor.goto(`/product/${slug}`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await visitor.goto('/product');
    await expect(visitor.getByText(name)).toHaveCount(0);

    await card.getByRole('button', { name: `${name} düzenle` }).click();
    const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(form.getByText('Taslak', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Ürün yayınlandı.')).toBeVisible();

    const published = await visitor.goto(`/product/${slug}`);
    expect(published?.status()).toBe(200);
    // The product page's heading is its first title.
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Henüz hazır değil' }),
    ).toBeVisible();
    await visitor.close();
  });
});
