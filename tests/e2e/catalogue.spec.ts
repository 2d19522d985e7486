import type { Page } from '@playwright/test';
import { products, send } from '../helpers/browser-api';
import { expect, open, seriousViolations, sidewaysOverflow, signedIn, test } from './fixtures';

/** The names in the panel's 'Ürün sırası', in the order shown. */
const panelNames = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Ürün sırası' })
      .getByRole('button', { name: /ürününü taşı$/ })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')))
  ).map((label) => label?.replace(/ ürününü taşı$/, '') ?? '');

/** The card titles of the public catalogue page, in order. */
const catalogueNames = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();

/** Published products made through the API until there are `total`: the catalogue has pages. */
async function publishUpTo(page: Page, total: number) {
  const existing = (await products(page)).length;
  for (let index = existing + 1; index <= total; index += 1) {
    await send(page, 'POST', '/api/Product', {
      name: `Katalog Ürünü ${index}`,
      slug: `katalog-${index}`,
    });
  }
}

test.describe('product catalogue', () => {
  test('a keyboard reorder in the panel is saved at once and the catalogue follows it', async ({
    page,
  }) => {
    await signedIn(page, '/admin/katalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Kataloğu' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ürün sırası' })).toBeVisible();
    const before = await panelNames(page);
    const [first, second] = before;
    await page.getByRole('button', { name: `${first} ürününü taşı` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${first} seçildi. Konum 1 / ${before.length}.`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${first} 2. konuma taşındı.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Sıralama güncellendi!')).toBeVisible();
    const after = [second, first, ...before.slice(2)];
    expect(await panelNames(page)).toEqual(after);

    await page.goto('/urunler');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
    await expect.poll(() => catalogueNames(page)).toEqual(after);
  });

  test('the search and share fields are saved and make the head', async ({ page }) => {
    await signedIn(page, '/admin/katalog');
    await page.getByLabel('Meta Başlık').fill('Yapı Kimyasalları Ürünleri');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await page.goto('/urunler');
    await expect(page).toHaveTitle(/^Yapı Kimyasalları Ürünleri \|/);
  });

  test('pages past 24 products, with links to the next and the previous page', async ({ page }) => {
    await signedIn(page, '/admin/katalog');
    await publishUpTo(page, 26);
    await open(page, '/urunler');
    const cards = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Ürün sayfaları' });
    await expect(pages.getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Sonraki sayfa' }).click();
    await expect(page).toHaveURL(/\/urunler\?sayfa=2$/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('Katalog Ürünü 26')).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Önceki sayfa' }).click();
    await expect(page).toHaveURL(/\/urunler$/);
    await expect(cards).toHaveCount(24);
  });

  test('works at 360 px with no serious axe findings @phone', async ({ page }) => {
    await open(page, '/urunler');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the panel screen has no serious axe findings', async ({ page }) => {
    await signedIn(page, '/admin/katalog');
    await expect(page.getByRole('list', { name: 'Ürün sırası' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
