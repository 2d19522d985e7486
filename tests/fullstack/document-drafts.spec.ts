import type { Page } from '@playwright/test';
import { expect, openFromMenu, test, signedIn } from './fixtures';

/**
 * Issue 21 for documents on the full stack: a seeded document that a product lists, renamed and
 * saved as a draft in the file manager, keeps its live name on the product's page (rendered by the
 * server); a preview link shows the new name there to a browser that never signed in, in the
 * server's HTML already, never kept nor indexed; 'Yayınla' makes it public at once.
 */
const DOCUMENT = 'Halatlı Tel ile Beton Kesme Uygulama Kılavuzu';
const PRODUCT_PAGE = '/product/halatli-tel-ile-beton-kesme';

/** A document's card on a product's page, by its full name (the card's title). */
const documentCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Dokümanlar' }).getByTitle(name, { exact: true });

/** The file manager's edit dialog of the seeded document (listed under its live name). */
async function editDocument(page: Page) {
  await page
    .getByRole('search', { name: 'Dosyaları ara ve filtrele' })
    .getByRole('searchbox', { name: 'Ara' })
    .fill(DOCUMENT);
  await page.getByRole('button', { name: `Düzenle: ${DOCUMENT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
  await expect(dialog.getByLabel('Dosya Adı', { exact: true })).toHaveValue(/.+/);
  return dialog;
}

test.describe('full stack: document drafts', () => {
  test("a renamed document's draft stays off its product's page, its preview link shows it in the server HTML, Yayınla makes it public", async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `Halatlı Tel Kılavuzu ${Date.now().toString(36)}`;
    await signedIn(page);
    await openFromMenu(page, 'Dosyalar', 'Dosya Yönetimi');
    let dialog = await editDocument(page);
    await dialog.getByLabel('Dosya Adı', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toContainText(
      'Değişiklikler taslak olarak kaydedildi.',
    );
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toBeHidden();

    // A visitor: a browser of its own, never signed in.
    const visitor = await (await browser.newContext()).newPage();
    const live = await visitor.goto(PRODUCT_PAGE);
    expect(live?.status()).toBe(200);
    expect((await live?.text()) ?? '').not.toContain(name);
    await expect(documentCard(visitor, DOCUMENT)).toBeVisible();
    await expect(documentCard(visitor, name)).toHaveCount(0);

    dialog = await editDocument(page);
    await expect(dialog.getByLabel('Dosya Adı', { exact: true })).toHaveValue(name);
    await expect(dialog.getByText('Yayımlanmamış değişiklikler var')).toBeVisible();
    await dialog.getByRole('button', { name: 'Önizle', exact: true }).click();
    const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    expect(new URL(address).pathname).toBe(PRODUCT_PAGE);
    await links.getByRole('button', { name: 'Kapat' }).click();

    const preview = await visitor.goto(address);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
    // The server's HTML already shows the pending name, and says it is a preview.
    const html = (await preview?.text()) ?? '';
    for (const part of ['Önizleme: bu sayfa henüz yayında değil', name])
      expect(html).toContain(part);
    expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    await expect(documentCard(visitor, name)).toBeVisible();
    await expect(visitor.getByRole('complementary', { name: 'Önizleme' })).toContainText(
      'Önizleme: bu sayfa henüz yayında değil',
    );
    await expect(visitor).toHaveTitle(/^Önizleme: /);

    await dialog.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toContainText(
      'Dosya yayınlandı.',
    );
    const published = await visitor.goto(PRODUCT_PAGE);
    expect((await published?.text()) ?? '').toContain(name);
    await expect(documentCard(visitor, name)).toBeVisible();
    await visitor.close();
  });
});
