import type { Page } from '@playwright/test';
import { expect, open, test, signedIn } from './fixtures';
import {
  keptCopies,
  keptOffer,
  restoreKept,
  saveLeavesNothing,
  signOutLeavesNothing,
  typeAndPick,
  waitUntilKept,
} from '../helpers/kept-work';

const PRODUCT = 'Epoksi Enjeksiyon';
const TITLE = 'Kamera açıkken yazılan başlık';

/** The product's editor, opened from product management. */
async function editProduct(page: Page) {
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Ürünler' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('button', { name: `${PRODUCT} düzenle` }).click();
  const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
  await expect(edit.getByLabel('Ürün adı')).toHaveValue(PRODUCT);
  return edit;
}

test.describe('work kept on the device until it is saved (issue 22 section 2)', () => {
  test('typed text and a picked photo come back after a reload and in a new page, until saved', async ({
    page,
    context,
  }) => {
    // A reload, a second page, two pickers and a save: long on two busy cores.
    test.slow();
    // The leave-page guard asks the browser's own question on reload: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await signedIn(page);
    let edit = await editProduct(page);
    await expect(keptOffer(edit)).toBeHidden();
    await typeAndPick(edit, TITLE);
    await waitUntilKept(page);

    // A reload (a crash, a tab the phone killed): the record offers what was typed and picked.
    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    edit = await editProduct(page);
    await restoreKept(edit, TITLE);

    // The page closed, and a new one opened on the same profile: offered again.
    await page.close();
    const next = await context.newPage();
    await open(next, '/admin/Home');
    edit = await editProduct(next);
    await restoreKept(edit, TITLE);

    // Saved: nothing is kept, and nothing offered.
    await saveLeavesNothing(next, edit);
    edit = await editProduct(next);
    await expect(edit.getByLabel('Başlık 1', { exact: true })).toHaveValue(TITLE);
    await expect(keptOffer(edit)).toBeHidden();
  });

  test('sign-out leaves nothing on the device', async ({ page }) => {
    test.slow();
    await signedIn(page);
    let edit = await editProduct(page);
    await typeAndPick(edit, TITLE);
    await waitUntilKept(page);
    await signOutLeavesNothing(page, edit);
    await expect(page).toHaveURL(/\/$/);

    await signedIn(page);
    edit = await editProduct(page);
    await expect(edit.getByLabel('Başlık 1', { exact: true })).not.toHaveValue(TITLE);
    await expect(keptOffer(edit)).toBeHidden();
  });

  test("Hakkımızda: offered after a reload, 'Sil' removes it for good", async ({ page }) => {
    test.slow();
    page.on('dialog', (dialog) => void dialog.accept());
    await signedIn(page, '/admin/aboutus');
    const form = page.getByRole('form', { name: 'Hakkımızda sayfasını düzenle' });
    const section = form.getByLabel('Bölüm başlığı');
    const before = await section.inputValue();
    await section.fill('Saha ekibimizin hizmetleri');
    await waitUntilKept(page);

    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    let offer = keptOffer(form);
    await expect(offer.getByRole('listitem')).toHaveText(['Bölüm başlığı']);
    await expect(section).toHaveValue(before);
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    await expect(section).toHaveValue('Saha ekibimizin hizmetleri');

    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    offer = keptOffer(form);
    await offer.getByRole('button', { name: 'Sil' }).click();
    await expect(offer).toBeHidden();
    await expect(section).toHaveValue(before);
    await expect.poll(() => keptCopies(page)).toBe(0);
    await page.reload();
    await expect(section).toHaveValue(before);
    await expect(keptOffer(form)).toBeHidden();
  });

  test('a content page (İletişim): restored after a reload, gone once saved', async ({ page }) => {
    test.slow();
    page.on('dialog', (dialog) => void dialog.accept());
    await signedIn(page, '/admin/contact');
    const phone = page.getByLabel('Telefon numarası');
    await phone.fill('+90 (216) 555 12 34');
    await waitUntilKept(page);

    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    const offer = keptOffer(page);
    await expect(offer.getByRole('listitem')).toHaveText(['Telefon numarası']);
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    await expect(phone).toHaveValue('+90 (216) 555 12 34');

    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect.poll(() => keptCopies(page)).toBe(0);
    await page.reload();
    await expect(phone).toHaveValue('+90 (216) 555 12 34');
    await expect(keptOffer(page)).toBeHidden();
  });
  test('Anasayfa: the featured list and the SEO fields come back after a reload, gone once saved', async ({
    page,
  }) => {
    test.slow();
    page.on('dialog', (dialog) => void dialog.accept());
    await signedIn(page, '/admin/Home');
    const featured = page.getByRole('list', { name: 'Öne çıkan ürünler' });
    const remove = featured.getByRole('button', { name: /ürününü kaldır$/ });
    const removeFirst = remove.first();
    const label = (await removeFirst.getAttribute('aria-label')) ?? '';
    const count = await remove.count();
    await removeFirst.click();
    const metaTitle = page.getByLabel('Meta Başlık');
    await metaTitle.fill('Yapı kimyasalları ve beton kesme');
    await waitUntilKept(page);

    // A reload (a crash, a tab the phone killed): the page offers the list and the field.
    await page.reload();
    await page.waitForFunction(() => window.__mocks?.ready === true);
    const offer = keptOffer(page);
    await expect(offer.getByRole('listitem')).toHaveText(['Meta başlık', 'Öne çıkan ürünler']);
    await expect(metaTitle).toHaveValue('');
    await expect(remove).toHaveCount(count);
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    await expect(offer).toBeHidden();
    await expect(metaTitle).toHaveValue('Yapı kimyasalları ve beton kesme');
    await expect(remove).toHaveCount(count - 1);
    await expect(featured.getByRole('button', { name: label })).toHaveCount(0);

    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect.poll(() => keptCopies(page)).toBe(0);
    await page.reload();
    await expect(metaTitle).toHaveValue('Yapı kimyasalları ve beton kesme');
    await expect(remove).toHaveCount(count - 1);
    await expect(keptOffer(page)).toBeHidden();
  });
});
