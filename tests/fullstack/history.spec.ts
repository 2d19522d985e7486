import type { Locator, Page } from '@playwright/test';
import { expect, openFromMenu, test, signedIn } from './fixtures';

/**
 * History and undo on the real server (issue 14 section 2): a product edited twice, its first
 * edit restored from 'Geçmiş' and seen on the public page, then the restore undone.
 */
const NAME = `Geçmiş Deneme Ürünü ${Date.now().toString(36)}`;

/**
 * Opens the product's form on the product as the server has it: the grid is read again first, so
 * the dialog cannot start from a read that an earlier save made stale.
 */
async function openProduct(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: `${NAME} düzenle` }).click();
  return page.getByRole('dialog', { name: 'Ürünü Düzenle' });
}

async function saveFirstTitle(page: Page, title: string) {
  const form = await openProduct(page);
  await form.getByLabel('Başlık 1', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(form).toBeHidden();
}

/** Restores the panel's version at `index` (newest first) and waits until the form shows it. */
async function restoreVersion(page: Page, form: Locator, index: number, title: string) {
  await form.getByRole('button', { name: 'Geçmiş' }).click();
  const panel = page.getByRole('dialog', { name: 'Geçmiş' });
  const versions = panel.getByRole('navigation', { name: 'Sürümler' }).getByRole('button');
  await versions.nth(index).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Başlıklar' })).toContainText(title);
  await panel.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
  await page
    .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
    .getByRole('button', { name: 'Geri Yükle' })
    .click();
  await expect(panel).toBeHidden();
  await expect(form.getByLabel('Başlık 1', { exact: true })).toHaveValue(title);
}

test('a product edited twice: its first edit restored from Geçmiş, seen on the site, and undone', async ({
  page,
}) => {
  test.slow();
  await signedIn(page);
  await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');

  await page.getByRole('button', { name: 'Yeni Ürün' }).click();
  const create = page.getByRole('dialog', { name: 'Yeni Ürün' });
  await create.getByLabel('Ürün adı').fill(NAME);
  const slug = await create.getByLabel('Slug (ürün sayfası adresi)').inputValue();
  await create.getByLabel('Başlık 1', { exact: true }).fill('Oluşturulan başlık');
  await create.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(create).toBeHidden();

  await saveFirstTitle(page, 'Birinci düzenleme');
  await saveFirstTitle(page, 'İkinci düzenleme');

  const form = await openProduct(page);
  await expect(form.getByLabel('Başlık 1', { exact: true })).toHaveValue('İkinci düzenleme');
  // Newest first: the second edit, the first edit, the creation.
  await restoreVersion(page, form, 1, 'Birinci düzenleme');
  await expect(page.getByText('Sürüm geri yüklendi.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  const products = page.url();
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Birinci düzenleme' })).toBeVisible();

  // Undo the restore: the version before it (the second edit) back again. The products screen is
  // opened by its address: in one run the browser's Back left the page on the public product.
  await page.goto(products);
  await openProduct(page);
  await restoreVersion(page, form, 1, 'İkinci düzenleme');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'İkinci düzenleme' })).toBeVisible();
});
