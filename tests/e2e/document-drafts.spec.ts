import type { Page } from '@playwright/test';
import {
  expect,
  open,
  previewLinkTo,
  scheduleTomorrowAtNine,
  seriousViolations,
  sidewaysOverflow,
  test,
  visitorPage,
  signedIn,
} from './fixtures';

/**
 * Issue 21 for documents: a seeded document that a product lists, renamed and saved as a draft in
 * the file manager, keeps its live name on the product's page; a preview link shows the new name
 * there to a browser that never signed in (banner, 'Önizleme: ' title, noindex); 'Yayınla' makes
 * it public. The mocks keep their data in the browser's storage: the visitor gets a copy of it.
 */
const DOCUMENT = 'Halatlı Tel ile Beton Kesme Uygulama Kılavuzu';
const PRODUCT_PAGE = '/product/halatli-tel-ile-beton-kesme';

/** A document's card on a product's page, by its full name (the card's title). */
const documentCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Dokümanlar' }).getByTitle(name, { exact: true });

/** The file manager's edit dialog of the seeded document, once the panel's read has filled it. */
async function editDocument(page: Page) {
  await open(page, `/admin/documents?q=${encodeURIComponent(DOCUMENT)}`);
  await page.getByRole('button', { name: `Düzenle: ${DOCUMENT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
  await expect(dialog.getByLabel('Dosya Adı', { exact: true })).toHaveValue(/.+/);
  return dialog;
}

/** The 'Başarılı!' notice after a save says `text`; it closes by itself. */
async function savedWith(page: Page, text: string | RegExp) {
  const notice = page.getByRole('dialog', { name: 'Başarılı!' });
  await expect(notice).toContainText(text);
  await expect(notice).toBeHidden();
}

/** Renamed and saved with 'Taslak olarak kaydet'; the dialog closes. */
async function saveDraftName(page: Page, name: string) {
  const dialog = await editDocument(page);
  await dialog.getByLabel('Dosya Adı', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await savedWith(page, 'Değişiklikler taslak olarak kaydedildi.');
}

test.describe('document drafts', () => {
  test("a renamed document's draft stays off its product's page, its preview link shows it to a browser never signed in, Yayınla makes it public", async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = 'Halatlı Tel Kesim Kılavuzu (Taslak)';
    await signedIn(page);
    await saveDraftName(page, name);

    let visitor = await visitorPage(browser, page);
    await open(visitor, PRODUCT_PAGE);
    await expect(documentCard(visitor, DOCUMENT)).toBeVisible();
    await expect(documentCard(visitor, name)).toHaveCount(0);
    await visitor.context().close();

    const dialog = await editDocument(page);
    await expect(dialog.getByLabel('Dosya Adı', { exact: true })).toHaveValue(name);
    await expect(dialog.getByText('Yayımlanmamış değişiklikler var')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const address = await previewLinkTo(page, PRODUCT_PAGE, dialog);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    visitor = await visitorPage(browser, page);
    await open(visitor, address);
    await expect(documentCard(visitor, name)).toBeVisible();
    const banner = visitor.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toContainText('Önizleme: bu sayfa henüz yayında değil');
    await expect(visitor).toHaveTitle(/^Önizleme: /);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await visitor.context().close();

    await page
      .getByRole('dialog', { name: 'Önizleme bağlantıları' })
      .getByRole('button', {
        name: 'Kapat',
      })
      .click();
    await dialog.getByRole('button', { name: 'Yayınla' }).click();
    await savedWith(page, 'Dosya yayınlandı.');

    visitor = await visitorPage(browser, page);
    await open(visitor, PRODUCT_PAGE);
    await expect(documentCard(visitor, name)).toBeVisible();
    await expect(documentCard(visitor, DOCUMENT)).toHaveCount(0);
    await visitor.context().close();
  });

  test("a renamed document's changes set with 'Zamanla' reach its product's page at their time", async ({
    page,
  }) => {
    test.slow();
    const name = 'Halatlı Tel Kesim Kılavuzu (Zamanlı)';
    await signedIn(page);
    const dialog = await editDocument(page);
    await dialog.getByLabel('Dosya Adı', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Zamanla' }).click();
    const due = await scheduleTomorrowAtNine(page);
    await savedWith(page, /zamanlandı/i);

    await open(page, PRODUCT_PAGE);
    await expect(documentCard(page, DOCUMENT)).toBeVisible();
    await expect(documentCard(page, name)).toHaveCount(0);
    // The browser's clock moves past the time: the mocks publish what is due as it is read.
    await page.clock.setSystemTime(due + 30_000);
    await open(page, PRODUCT_PAGE);
    await expect(documentCard(page, name)).toBeVisible();
  });

  test("a new document saved as a draft is marked 'Taslak' in the file list", async ({ page }) => {
    test.slow();
    const name = 'Taslak Kalite Belgesi';
    await signedIn(page, `/admin/documents?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: 'Yeni Dosya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Dosya' });
    await dialog.getByLabel('Dosya Adı', { exact: true }).fill(name);
    await dialog.getByLabel('Harici URL').fill('https://belgeler.example.com/taslak-kalite.pdf');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await savedWith(page, 'Ziyaretçiler bu dosyayı yayınlanana kadar göremez.');
    await expect(page.getByText('Taslak', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('the dialog with its bar and the links dialog at 360 px: no serious axe violations, no sideways scrolling @phone', async ({
    page,
  }) => {
    test.slow();
    await signedIn(page);
    await saveDraftName(page, 'Telefon Taslağı');
    const dialog = await editDocument(page);
    await expect(dialog.getByRole('button', { name: 'Taslağı sil' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await previewLinkTo(page, PRODUCT_PAGE, dialog);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
