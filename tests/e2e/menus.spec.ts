import type { Page } from '@playwright/test';
import {
  expect,
  seriousViolations,
  sidewaysOverflow,
  signedIn,
  test,
  visitorPage,
} from './fixtures';

/**
 * 'Menüler' (issue 49, ADR 0072) on the mocks: the owner adds 'Ürünler' (the catalogue) and
 * 'Belgeler' (the document centre) to the header, orders them with the keyboard, saves them as a
 * draft (visitors do not see it), publishes, and a visitor sees them in the header, on a computer
 * and in the phone menu at 360 px.
 */

/** The names of the header's links in the panel, in order. */
const panelNames = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Üst menü' })
      .getByRole('button', { name: / bağlantısını taşı$/ })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')))
  ).map((label) => label?.replace(/ bağlantısını taşı$/, '') ?? '');

async function addHeaderLink(page: Page, label: string, target: string) {
  await page.getByRole('button', { name: 'Üst menü bağlantısı ekle' }).click();
  const row = page.getByRole('list', { name: 'Üst menü' }).getByRole('listitem').last();
  await row.getByLabel('Bağlantı adı').fill(label);
  await row.getByLabel('Hedef', { exact: true }).selectOption({ label: target });
}

const headerLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link').allTextContents();

test.describe('menus', () => {
  test('the owner adds Ürünler and Belgeler to the header, publishes, and a visitor sees them', async ({
    page,
    browser,
  }) => {
    // Two browsers and an axe run: longer than one screen's test on a busy machine.
    test.slow();
    await signedIn(page, '/admin/menuler');
    await expect(page.getByRole('heading', { level: 1, name: 'Menüler' })).toBeVisible();
    await expect.poll(() => panelNames(page)).toEqual(['Anasayfa', 'Hakkımızda', 'İletişim']);
    await addHeaderLink(page, 'Belgeler', 'Belge merkezi (/belgeler)');
    await addHeaderLink(page, 'Ürünler', 'Ürün kataloğu (/urunler)');

    // The keyboard puts 'Ürünler' before 'Belgeler'.
    await page.getByRole('button', { name: 'Ürünler bağlantısını taşı' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Ürünler seçildi. Konum 5 / 5.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Ürünler 4. konuma taşındı.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect
      .poll(() => panelNames(page))
      .toEqual(['Anasayfa', 'Hakkımızda', 'İletişim', 'Ürünler', 'Belgeler']);
    expect(await seriousViolations(page)).toEqual([]);

    // A draft: visitors still see the header as it was.
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(page.getByText('Yayımlanmamış değişiklikler var').first()).toBeVisible();
    const early = await visitorPage(browser, page);
    await early.goto('/');
    await expect.poll(() => headerLinks(early)).toEqual(['Anasayfa', 'Hakkımızda', 'İletişim']);
    await early.context().close();

    await page.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Yayımlanmamış değişiklikler var')).toHaveCount(0);

    const visitor = await visitorPage(browser, page);
    await visitor.goto('/');
    await expect
      .poll(() => headerLinks(visitor))
      .toEqual(['Anasayfa', 'Hakkımızda', 'İletişim', 'Ürünler', 'Belgeler']);
    await visitor
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Belgeler' })
      .click();
    await expect(visitor).toHaveURL(/\/belgeler$/);

    // On a phone, in the menu behind the button.
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Menüyü aç' }).click();
    const phoneMenu = visitor.getByRole('navigation', { name: 'Mobil menü' });
    await expect(phoneMenu.getByRole('link', { name: 'Ürünler' })).toHaveAttribute(
      'href',
      '/urunler',
    );
    await expect(phoneMenu.getByRole('link', { name: 'Belgeler' })).toBeVisible();
    await visitor.context().close();
  });

  test('removing a link asks first; the screen fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signedIn(page, '/admin/menuler');
    await expect(page.getByRole('heading', { level: 1, name: 'Menüler' })).toBeVisible();
    await page.getByRole('button', { name: 'İletişim bağlantısını kaldır' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bağlantıyı kaldır' });
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect.poll(() => panelNames(page)).toContain('İletişim');
    await page.getByRole('button', { name: 'İletişim bağlantısını kaldır' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kaldır' }).click();
    await expect.poll(() => panelNames(page)).toEqual(['Anasayfa', 'Hakkımızda']);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
