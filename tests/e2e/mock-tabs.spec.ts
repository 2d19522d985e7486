import type { Locator, Page } from '@playwright/test';
import { expect, open, signedIn, test } from './fixtures';

/**
 * Mock mode's tabs share one store (ADR 0058, mocks/tab-sync.ts): two tabs of one browser see
 * each other's saves without a reload, and the same field saved in both from the same version
 * opens the conflict view, as two browsers do on the full stack (tests/fullstack/versions.spec.ts).
 */
const CONFLICT = 'Bu kaydı siz düzenlerken başka biri değiştirdi.';
const SAVED = 'Ürün kaydedildi.';

const grid = (page: Page) => page.getByRole('list', { name: 'Ürün listesi' });

/** Product management in this tab and in a second tab of the same browser, both signed in. */
async function twoTabs(page: Page) {
  await signedIn(page, '/admin/products');
  const other = await page.context().newPage();
  await open(other, '/admin/products');
  for (const tab of [page, other]) await expect(grid(tab).getByRole('article')).toHaveCount(10);
  const label = await grid(page)
    .getByRole('button', { name: / düzenle$/ })
    .first()
    .getAttribute('aria-label');
  const name = label?.replace(/ düzenle$/, '') ?? '';
  expect(name).not.toBe('');
  return { other, name };
}

/** The editor of the product whose card shows `name`, as this tab reads it now. */
async function openEditor(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `${name} düzenle` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
  await expect(dialog.getByLabel('Ürün adı')).not.toHaveValue('');
  return dialog;
}

async function save(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('mock mode: two tabs of one browser share one store', () => {
  // Two tabs start the app and its mocks each.
  test.beforeEach(() => test.slow());

  test('a save in one tab is what the other reads next, without a reload', async ({ page }) => {
    const { other, name } = await twoTabs(page);
    const renamed = `${name} (ilk sekmede)`;

    const mine = await openEditor(page, name);
    await mine.getByLabel('Ürün adı').fill(renamed);
    await save(page, mine);
    await expect(grid(page).getByRole('article', { name: renamed })).toBeVisible();

    // The second tab still lists the name it read; its editor reads the product again.
    const theirs = await openEditor(other, name);
    await expect(theirs.getByLabel('Ürün adı')).toHaveValue(renamed);
    await theirs.getByRole('button', { name: 'İptal' }).click();
    await expect(theirs).toBeHidden();
    await open(other, '/admin/products');
    await expect(grid(other).getByRole('article', { name: renamed })).toBeVisible();
    await expect(grid(other).getByRole('article', { name, exact: true })).toHaveCount(0);
  });

  test('the same field saved in both tabs from the same version opens the conflict view', async ({
    page,
  }) => {
    const { other, name } = await twoTabs(page);
    const mine = await openEditor(page, name);
    const theirs = await openEditor(other, name);

    await mine.getByLabel('Başlık 1', { exact: true }).fill('İlk sekmenin başlığı');
    await save(page, mine);
    await theirs.getByLabel('Başlık 1', { exact: true }).fill('İkinci sekmenin başlığı');
    await theirs.getByRole('button', { name: 'Kaydet', exact: true }).click();

    // The second tab's save meets the first's: its titles, then theirs; it keeps its own.
    const conflict = other.getByRole('alertdialog', { name: CONFLICT });
    const titles = conflict.getByRole('radiogroup', { name: 'Başlıklar' });
    await expect(titles.getByRole('definition')).toHaveText([
      /^İkinci sekmenin başlığı;/,
      /^İlk sekmenin başlığı;/,
    ]);
    await titles.getByRole('radio', { name: 'Benimkini koru' }).check();
    await conflict.getByRole('button', { name: 'Seçimlerle kaydet' }).click();
    await expect(theirs).toBeHidden();
    await expect(conflict).toBeHidden();

    // The first tab reads what the second resolved.
    const again = await openEditor(page, name);
    await expect(again.getByLabel('Başlık 1', { exact: true })).toHaveValue(
      'İkinci sekmenin başlığı',
    );
  });
});
