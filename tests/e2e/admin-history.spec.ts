import type { Page } from '@playwright/test';
import { expect, open, seriousViolations, test, signedIn } from './fixtures';

const PRODUCT = 'Su Yalıtımı';

/** Opens the product's form from the grid (it is on the first page, newest first). */
async function editProduct(page: Page) {
  await open(page, '/admin/products');
  await page.getByRole('button', { name: `${PRODUCT} düzenle` }).click();
  const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
  await expect(form.getByLabel('Ürün adı')).toHaveValue(PRODUCT);
  return form;
}

/** Saves the product with a new first title. */
async function saveTitle(page: Page, title: string) {
  const form = await editProduct(page);
  await form.getByLabel('Başlık 1', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(form).toBeHidden();
}

const historyPanel = (page: Page) => page.getByRole('dialog', { name: 'Geçmiş' });
const versions = (page: Page) =>
  historyPanel(page).getByRole('navigation', { name: 'Sürümler' }).getByRole('button');

test.describe("the editors' 'Geçmiş'", () => {
  test('a product saved twice: its first version is compared, restored, and the restore undone', async ({
    page,
  }) => {
    test.slow();
    await signedIn(page);
    await saveTitle(page, 'Su Yalıtımı — ilk düzenleme');
    await saveTitle(page, 'Su Yalıtımı — ikinci düzenleme');

    const form = await editProduct(page);
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    const panel = historyPanel(page);
    // Newest first: the two saves, then the product as seeded, kept by the first save.
    await expect(versions(page)).toHaveCount(3);
    await expect(versions(page).nth(0)).toContainText('admin · en son kayıt');
    await expect(versions(page).nth(2)).toContainText('İlk kayıtlı hâli');
    await expect(panel.getByText('Bu sürüm şu anki hâliyle aynı.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Bu sürümü geri yükle' })).toBeDisabled();

    // By keyboard: the first save's version, compared field by field with the current one.
    await versions(page).nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(versions(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(versions(page).nth(1)).toHaveAttribute('aria-current', 'true');
    const change = panel.getByRole('listitem').filter({ hasText: 'Başlıklar' });
    await expect(change).toContainText('Bu sürümde');
    await expect(change).toContainText('Su Yalıtımı — ilk düzenleme');
    await expect(change).toContainText('Şu anda');
    await expect(change).toContainText('Su Yalıtımı — ikinci düzenleme');

    await panel.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bu sürümü geri yükle' });
    await expect(confirm).toContainText('geri alabilirsiniz');
    await expect(confirm).not.toContainText('kaydedilmemiş');
    await expect(confirm.getByRole('button', { name: 'İptal' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Geri Yükle' }).click();
    await expect(page.getByText('Sürüm geri yüklendi.')).toBeVisible();
    await expect(panel).toBeHidden();
    // The form shows the restored product.
    await expect(form.getByLabel('Başlık 1', { exact: true })).toHaveValue(
      'Su Yalıtımı — ilk düzenleme',
    );

    // The restore is a version of its own: undo it by restoring the one before.
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    await expect(versions(page)).toHaveCount(4);
    await versions(page).nth(1).click();
    await panel.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
      .getByRole('button', { name: 'Geri Yükle' })
      .click();
    await expect(panel).toBeHidden();
    await expect(form.getByLabel('Başlık 1', { exact: true })).toHaveValue(
      'Su Yalıtımı — ikinci düzenleme',
    );
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await page.goto('/product/su-yalitimi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su Yalıtımı — ikinci düzenleme' }),
    ).toBeVisible();
  });

  test('a content page: empty at first; a restore over unsaved edits says it replaces them', async ({
    page,
  }) => {
    await signedIn(page, '/admin/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim Sayfası' })).toBeVisible();
    await page.getByRole('button', { name: 'Geçmiş' }).click();
    await expect(historyPanel(page).getByText('Henüz kayıtlı sürüm yok.')).toBeVisible();
    await historyPanel(page).getByRole('button', { name: 'Kapat' }).click();

    const phoneTitle = page.getByLabel('Telefon başlığı');
    await phoneTitle.fill('Bizi Arayın');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Kaydedilmemiş değişiklikler var.')).toBeHidden();
    // Unsaved: typed, not saved.
    await phoneTitle.fill('Yazılıp kaydedilmeyen');

    await page.getByRole('button', { name: 'Geçmiş' }).click();
    await expect(versions(page)).toHaveCount(2);
    await versions(page).nth(1).click();
    const change = historyPanel(page).getByRole('listitem').filter({ hasText: 'Telefon başlığı' });
    await expect(change).toContainText('Telefon');
    await expect(change).toContainText('Bizi Arayın');
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bu sürümü geri yükle' });
    await expect(confirm).toContainText(
      'Formdaki kaydedilmemiş değişiklikleriniz bu sürümle değiştirilecek.',
    );
    await confirm.getByRole('button', { name: 'Geri Yükle' }).click();
    await expect(historyPanel(page)).toBeHidden();
    await expect(page.getByLabel('Telefon başlığı')).toHaveValue('Telefon');
    await expect(page.getByText('Kaydedilmemiş değişiklikler var.')).toBeHidden();
  });

  test('Anasayfa: a removed featured product, named in the comparison, comes back with a restore', async ({
    page,
  }) => {
    await signedIn(page);
    const featured = page.getByRole('list', { name: 'Öne çıkan ürünler' });
    const moveButtons = featured.getByRole('button', { name: /ürününü taşı$/ });
    await expect(moveButtons.first()).toBeVisible();
    const count = await moveButtons.count();
    const label = await moveButtons.first().getAttribute('aria-label');
    const removed = (label ?? '').replace(/ ürününü taşı$/, '');
    await page.getByRole('button', { name: `${removed} ürününü kaldır` }).click();
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(moveButtons).toHaveCount(count - 1);
    await expect(page.getByText('Kaydedilmemiş değişiklikler var.', { exact: false })).toBeHidden();

    await page.getByRole('button', { name: 'Geçmiş' }).click();
    await expect(versions(page)).toHaveCount(2);
    await versions(page).nth(1).click();
    const change = historyPanel(page)
      .getByRole('listitem')
      .filter({ hasText: 'Öne çıkan ürünler' })
      .first();
    // By name, not by id.
    await expect(change.getByRole('listitem').filter({ hasText: removed }).first()).toBeVisible();
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
      .getByRole('button', { name: 'Geri Yükle' })
      .click();
    await expect(historyPanel(page)).toBeHidden();
    await expect(moveButtons).toHaveCount(count);
    await expect(moveButtons.first()).toHaveAccessibleName(`${removed} ürününü taşı`);
  });

  test('a restore whose slug another product took meanwhile is refused, and says why', async ({
    page,
  }) => {
    await signedIn(page);
    let form = await editProduct(page);
    await form.getByLabel('Slug (ürün sayfası adresi)').fill('su-yalitimi-yeni');
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Epoksi Enjeksiyon düzenle' }).click();
    const other = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(other.getByLabel('Ürün adı')).toHaveValue('Epoksi Enjeksiyon');
    await other.getByLabel('Slug (ürün sayfası adresi)').fill('su-yalitimi');
    await other.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(other).toBeHidden();

    form = await editProduct(page);
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    await versions(page).nth(1).click();
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
      .getByRole('button', { name: 'Geri Yükle' })
      .click();
    await expect(historyPanel(page).getByRole('alert')).toHaveText(
      'Bu slug başka bir kayıtta kullanılıyor.',
    );
    await expect(versions(page)).toHaveCount(2);
    await historyPanel(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(form.getByLabel('Slug (ürün sayfası adresi)')).toHaveValue('su-yalitimi-yeni');
  });

  test("a document's description restored from the file manager's form", async ({ page }) => {
    const document = 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü';
    const edit = page.getByRole('button', { name: `Düzenle: ${document}`, exact: true });
    const form = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
    await signedIn(page, '/admin/documents');
    await edit.click();
    const original = await form.getByLabel('Açıklama').inputValue();
    await form.getByLabel('Açıklama').fill('Yanlışlıkla silinen açıklamanın yerine yazılan metin.');
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(form).toBeHidden();

    await edit.click();
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    await versions(page).nth(1).click();
    const change = historyPanel(page).getByRole('listitem').filter({ hasText: 'Açıklama' }).first();
    await expect(change).toContainText('Yanlışlıkla silinen');
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
      .getByRole('button', { name: 'Geri Yükle' })
      .click();
    await expect(historyPanel(page)).toBeHidden();
    await expect(form.getByLabel('Açıklama')).toHaveValue(original);
  });

  test('Hakkımızda: the services heading restored over unsaved edits', async ({ page }) => {
    await signedIn(page, '/admin/aboutus');
    const heading = page.getByLabel('Bölüm başlığı');
    const original = await heading.inputValue();
    await heading.fill('Neler Yapıyoruz');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!').first()).toBeVisible();
    await heading.fill('Kaydedilmeyen başlık');

    await page.getByRole('button', { name: 'Geçmiş' }).click();
    await versions(page).nth(1).click();
    const change = historyPanel(page)
      .getByRole('listitem')
      .filter({ hasText: 'Bölüm başlıkları' })
      .first();
    await expect(change).toContainText('Neler Yapıyoruz');
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bu sürümü geri yükle' });
    await expect(confirm).toContainText('kaydedilmemiş değişiklikleriniz');
    await confirm.getByRole('button', { name: 'Geri Yükle' }).click();
    await expect(historyPanel(page)).toBeHidden();
    await expect(page.getByLabel('Bölüm başlığı')).toHaveValue(original);
  });

  test('has no serious or critical axe violations in the panel', async ({ page }) => {
    await signedIn(page);
    await saveTitle(page, 'Su Yalıtımı — erişilebilirlik');
    const form = await editProduct(page);
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    await versions(page).nth(1).click();
    await expect(
      historyPanel(page).getByRole('listitem').filter({ hasText: 'Başlıklar' }),
    ).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the restore confirmation', async ({
    page,
  }) => {
    await signedIn(page);
    await saveTitle(page, 'Su Yalıtımı — erişilebilirlik');
    const form = await editProduct(page);
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    await versions(page).nth(1).click();
    await historyPanel(page).getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bu sürümü geri yükle' });
    await expect(confirm.getByRole('button', { name: 'İptal' })).toBeFocused();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });
});
