import type { Page } from '@playwright/test';
import { featuredProducts } from '../helpers/browser-api';
import { expect, signedIn, test, sidewaysOverflow, seriousViolations } from './fixtures';

/** The names of the featured products in the editor, in the order shown. */
const editorNames = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Öne çıkan ürünler' })
      .getByRole('button', { name: /ürününü taşı$/ })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')))
  ).map((label) => label?.replace(/ ürününü taşı$/, '') ?? '');

/** The slide titles of the public home's product slider, in order. */
const slideNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Ürün ve Hizmetlerimiz' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

async function openEditor(page: Page) {
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Anasayfa Yönetimi' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Öne çıkan ürünler' })).toBeVisible();
}

/** To the public home through the panel's own link, in the same session (no reload). */
async function viewSite(page: Page) {
  await page.getByRole('link', { name: 'Siteyi Görüntüle' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin home editor', () => {
  test('an edited banner title shows on the public home', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Banner Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Banner Düzenle' });
    await dialog.getByLabel('Başlık', { exact: true }).fill('Betonunuz bizimle güvende');
    await dialog.getByLabel('Alt Başlık').fill('Enjeksiyon, ankraj ve kesimde 17 yıl');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect(page.getByText('Betonunuz bizimle güvende')).toBeVisible();

    await viewSite(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Betonunuz bizimle güvende' }),
    ).toBeVisible();
    await expect(page.getByText('Enjeksiyon, ankraj ve kesimde 17 yıl')).toBeVisible();
  });

  test('a keyboard reorder is saved at once and the public home follows it', async ({ page }) => {
    await openEditor(page);
    const [first, second, third, fourth] = await editorNames(page);
    const handle = page.getByRole('button', { name: `${first} ürününü taşı` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${first} seçildi. Konum 1 / 4.`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${first} 2. konuma taşındı.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Sıralama güncellendi!')).toBeVisible();
    expect(await editorNames(page)).toEqual([second, first, third, fourth]);

    await viewSite(page);
    await expect
      .poll(() => slideNames(page))
      .toEqual([second, first, third, fourth].map((name) => name ?? ''));
  });

  test('a mouse drag reorders and saves at once', async ({ page }) => {
    await openEditor(page);
    const [first, second, third, fourth] = await editorNames(page);
    const from = await page.getByRole('button', { name: `${fourth} ürününü taşı` }).boundingBox();
    const to = await page.getByRole('button', { name: `${first} ürününü taşı` }).boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByText('Sıralama güncellendi!')).toBeVisible();
    expect(await editorNames(page)).toEqual([fourth, first, second, third]);
    const saved = (await featuredProducts(page)).map((product) => product?.name);
    expect(saved).toEqual([fourth, first, second, third]);
  });

  test('a failed order save puts the previous order back', async ({ page }) => {
    await openEditor(page);
    const before = await editorNames(page);
    await page.getByRole('button', { name: `${before[1]} ürününü taşı` }).focus();
    await page.keyboard.press('Space');
    // Each key only once the drag has taken the previous one (dnd-kit announces it).
    await expect(page.getByText(`${before[1]} seçildi. Konum 2 / 4.`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${before[1]} 3. konuma taşındı.`)).toBeAttached();
    await page.evaluate(() => window.__mocks?.failNext(1, 500));
    await page.keyboard.press('Space');
    await expect(page.getByText('Sıralama kaydedilemedi!')).toBeVisible();
    await expect.poll(() => editorNames(page)).toEqual(before);
  });

  test('a removed product is gone from the public home after saving', async ({ page }) => {
    await openEditor(page);
    const [first, ...rest] = await editorNames(page);
    await page.getByRole('button', { name: `${first} ürününü kaldır` }).click();
    await expect(
      page.getByText('Kaydedilmemiş değişiklikler var.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();

    await viewSite(page);
    await expect.poll(() => slideNames(page)).toEqual(rest);
  });

  test('adds a product with the picker, with the limit of 4', async ({ page }) => {
    await openEditor(page);
    const chooser = page.getByRole('button', { name: 'Ürün Seç' });
    await expect(chooser).toBeDisabled();
    await expect(page.getByText('Ana sayfada maksimum 4 ürün gösterilebilir.')).toBeVisible();
    const [first] = await editorNames(page);
    await page.getByRole('button', { name: `${first} ürününü kaldır` }).click();
    await chooser.click();
    const picker = page.getByRole('dialog', { name: 'Ürün Seç' });
    await picker.getByRole('searchbox', { name: 'Ürün ara' }).fill('karot');
    await picker.getByRole('button', { name: /Karot ile Beton Delme/ }).click();
    await picker.getByRole('button', { name: 'Kapat' }).click();
    expect(await editorNames(page)).toContain('Karot ile Beton Delme');
    await expect(chooser).toBeDisabled();
  });

  test('a 401 on save asks to sign in again, then saves', async ({ page }) => {
    await openEditor(page);
    const [first] = await editorNames(page);
    await page.getByRole('button', { name: `${first} ürününü kaldır` }).click();
    await page.evaluate(() => window.__mocks?.failNext(1, 401));
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await dialog.getByLabel('Kullanıcı Adı').fill('admin');
    await dialog.getByLabel('Şifre').fill('admin123');
    await dialog.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    expect(await editorNames(page)).not.toContain(first);
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await openEditor(page);
    const [first] = await editorNames(page);
    await page.getByRole('button', { name: `${first} ürününü kaldır` }).click();
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });

    await menu.getByRole('link', { name: 'Hakkımızda' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await ask.getByRole('button', { name: 'Sayfada Kal' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/Home$/);
    expect(await editorNames(page)).not.toContain(first);

    await menu.getByRole('link', { name: 'Hakkımızda' }).click();
    await ask.getByRole('button', { name: 'Sayfadan Ayrıl' }).click();
    await expect(page).toHaveURL(/\/admin\/aboutus$/);
  });

  test('no serious or critical axe violations, also with the picker open', async ({ page }) => {
    await openEditor(page);
    expect(await seriousViolations(page)).toEqual([]);
    const [first] = await editorNames(page);
    await page.getByRole('button', { name: `${first} ürününü kaldır` }).click();
    await page.getByRole('button', { name: 'Ürün Seç' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Ürün Seç' })
        .getByRole('list', { name: 'Seçilebilir ürünler' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Kapat' }).click();
    await page.getByRole('button', { name: 'Banner Düzenle' }).click();
    await expect(page.getByRole('dialog', { name: 'Banner Düzenle' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fits a 360 px screen without horizontal scrolling @phone', async ({ page }) => {
    await openEditor(page);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
