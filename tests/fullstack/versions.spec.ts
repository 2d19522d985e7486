import type { Browser, Locator, Page } from '@playwright/test';
import { expect, openFromMenu, signIn, test, signedIn } from './fixtures';

/**
 * Issue 22 section 1 on the full stack: two administrators, each in a browser of their own, edit
 * the same product. Changes to different fields are both kept; the same field opens the conflict
 * view, where 'Benimkini koru' and 'Onunkini al' each end in a saved product with nothing lost.
 */
const stamp = Date.now().toString(36);
const SECOND = { username: `ikinci-${stamp}`, password: `Ikinci-Sifresi-${stamp}` };
const PRODUCT = `Sürüm Ürünü ${stamp}`;
const CONFLICT = 'Bu kaydı siz düzenlerken başka biri değiştirdi.';
const DRAFT_SAVED = 'Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.';

test.describe.configure({ mode: 'serial' });

/** A second administrator's browser, signed in (the account is added by the first). */
async function secondAdministrator(page: Page, browser: Browser) {
  const status = await page.evaluate(async (account) => {
    const reply = await fetch('/api/Auth/register', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
      },
      body: JSON.stringify(account),
    });
    return reply.status;
  }, SECOND);
  expect(status).toBeLessThan(300);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, SECOND);
  await openFromMenu(other, 'Ürünler', 'Ürün Yönetimi');
  return other;
}

/** The product's editor in this browser, read fresh. */
async function openProduct(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `${PRODUCT} düzenle` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
  await expect(dialog.getByLabel('Ürün adı')).toHaveValue(PRODUCT);
  return dialog;
}

async function fill(dialog: Locator, label: string, value: string) {
  await dialog.getByLabel(label, { exact: true }).fill(value);
}

async function saveDraft(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(page.getByText(DRAFT_SAVED).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** What the product holds now, as a third reading in the first browser. */
async function expectSaved(page: Page, values: Record<string, string>) {
  const dialog = await openProduct(page);
  for (const [label, value] of Object.entries(values))
    await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('full stack: one product edited in two browsers', () => {
  test('different fields are both kept; the same field is resolved either way', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signedIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const created = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await created.getByLabel('Ürün adı').fill(PRODUCT);
    await fill(created, 'Başlık 1', 'İlk başlık');
    await saveDraft(page, created);
    const other = await secondAdministrator(page, browser);

    // Different fields: the second saves the home subtitle, the first a title; both stay.
    let mine = await openProduct(page);
    let theirs = await openProduct(other);
    await fill(theirs, 'Ana sayfa alt başlığı', 'İkincinin alt başlığı');
    await saveDraft(other, theirs);
    await fill(mine, 'Başlık 1', 'Birincinin başlığı');
    await saveDraft(page, mine);
    await expect(page.getByRole('alertdialog', { name: CONFLICT })).toHaveCount(0);
    await expectSaved(page, {
      'Başlık 1': 'Birincinin başlığı',
      'Ana sayfa alt başlığı': 'İkincinin alt başlığı',
    });

    // The same field, 'Benimkini koru': the first's title, and the second's other change.
    mine = await openProduct(page);
    theirs = await openProduct(other);
    await fill(theirs, 'Başlık 1', 'İkincinin başlığı');
    await fill(theirs, 'Ana sayfa alt başlığı', 'İkincinin yeni alt başlığı');
    await saveDraft(other, theirs);
    await fill(mine, 'Başlık 1', 'Birincinin yeni başlığı');
    await mine.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    let conflict = page.getByRole('alertdialog', { name: CONFLICT });
    let field = conflict.getByRole('radiogroup', { name: 'Başlıklar' });
    await expect(field).toContainText('Birincinin yeni başlığı');
    await expect(field).toContainText('İkincinin başlığı');
    await field.getByRole('radio', { name: 'Benimkini koru' }).check();
    await conflict.getByRole('button', { name: 'Seçimlerle kaydet' }).click();
    await expect(page.getByText(DRAFT_SAVED).first()).toBeVisible();
    await expect(mine).toBeHidden();
    await expectSaved(page, {
      'Başlık 1': 'Birincinin yeni başlığı',
      'Ana sayfa alt başlığı': 'İkincinin yeni alt başlığı',
    });

    // The same field, 'Onunkini al' (chosen with the keyboard): the second's title.
    mine = await openProduct(page);
    theirs = await openProduct(other);
    await fill(theirs, 'Başlık 1', 'İkincinin son başlığı');
    await saveDraft(other, theirs);
    await fill(mine, 'Başlık 1', 'Birincinin son başlığı');
    await fill(mine, 'Ana sayfa alt başlığı', 'Birincinin alt başlığı');
    await mine.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    conflict = page.getByRole('alertdialog', { name: CONFLICT });
    field = conflict.getByRole('radiogroup', { name: 'Başlıklar' });
    await field.getByRole('radio', { name: 'Benimkini koru' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(field.getByRole('radio', { name: 'Onunkini al' })).toBeChecked();
    await conflict.getByRole('button', { name: 'Seçimlerle kaydet' }).click();
    await expect(mine).toBeHidden();
    await expectSaved(page, {
      'Başlık 1': 'İkincinin son başlığı',
      'Ana sayfa alt başlığı': 'Birincinin alt başlığı',
    });
    await other.context().close();
  });
});
