import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatDateTime, turkeyDay } from '../../core/lib/turkey-time';
import { ADMIN, expect, openFromMenu, signIn, test } from './fixtures';

/**
 * Issue 14 section 4 on the full stack: what an administrator did (a product created, saved, its
 * first version restored from 'Geçmiş', deleted and restored from the trash; an administrator
 * added and removed), and a failed sign-in with the address it came from, read back on /admin/audit from the server's log, newest first, and
 * narrowed by the filters. The flows run one after another on one database, so the entries of
 * this test are found by their names.
 */
const grid = (page: Page) => page.getByRole('list', { name: 'Ürün listesi' });
const filters = (page: Page) => page.getByRole('form', { name: 'İşlem kaydını filtrele' });
const table = (page: Page) => page.getByRole('table', { name: 'İşlem kaydı, en yeni önce' });
const entryRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The row of an entry: its action label and the text of its record. */
const entry = (page: Page, action: string, record: string) =>
  entryRows(page)
    .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
    .filter({ hasText: record });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

async function applyFilters(page: Page, values: { action?: string; from?: string; to?: string }) {
  if (values.action) await filters(page).getByLabel('İşlem').selectOption({ label: values.action });
  if (values.from) await filters(page).getByLabel('Başlangıç tarihi').fill(values.from);
  if (values.to) await filters(page).getByLabel('Bitiş tarihi').fill(values.to);
  await filters(page).getByRole('button', { name: 'Filtrele', exact: true }).click();
}

test.describe('audit log', () => {
  test('the audit trail', async ({ page }) => {
    test.slow();
    const name = `Denetim İzi Ürünü ${Date.now().toString(36)}`;
    const record = `Ürün: ${name}`;
    const colleague = `denetim-${Date.now().toString(36)}`;

    // A failed sign-in, then the right password.
    await page.goto('/login');
    await page.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
    await page.getByLabel('Şifre').fill('yanlis-sifre-denetim');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
    await signIn(page);

    // A product created through the panel.
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.getByLabel('Ürün adı').fill(name);
    await dialog.getByLabel('Başlık 1', { exact: true }).fill('Denetim izi');
    await dialog.getByLabel('Açıklama 1', { exact: true }).fill('İşlem kaydı için açılan ürün.');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün oluşturuldu.')).toBeVisible();

    // Saved once more, then its first version restored from 'Geçmiş'.
    await page.reload();
    await page.getByRole('button', { name: `${name} düzenle` }).click();
    const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await form.getByLabel('Başlık 1', { exact: true }).fill('Denetim izi, düzenlenmiş');
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: `${name} düzenle` }).click();
    await form.getByRole('button', { name: 'Geçmiş' }).click();
    const history = page.getByRole('dialog', { name: 'Geçmiş' });
    // Newest first: the edit, then the creation.
    await history.getByRole('navigation', { name: 'Sürümler' }).getByRole('button').nth(1).click();
    await history.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bu sürümü geri yükle' })
      .getByRole('button', { name: 'Geri Yükle' })
      .click();
    await expect(page.getByText('Sürüm geri yüklendi.')).toBeVisible();
    await expect(form.getByLabel('Başlık 1', { exact: true })).toHaveValue('Denetim izi');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // Deleted, then back from the trash.
    await page.getByRole('button', { name: `${name} sil` }).click();
    await page
      .getByRole('alertdialog', { name: 'Ürünü Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();
    await expect(page.getByText('Ürün silindi.')).toBeVisible();
    await expect(grid(page).getByRole('article', { name })).toHaveCount(0);

    await openFromMenu(page, 'Çöp Kutusu', 'Çöp Kutusu');
    await page.getByRole('button', { name: `Geri yükle: ${name}` }).click();
    await expect(page.getByText(`“${name}” geri yüklendi.`)).toBeVisible();

    // An account change: an administrator added, then removed.
    await openFromMenu(page, 'Kullanıcılar', 'Kullanıcılar');
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    const add = page.getByRole('dialog', { name: 'Yönetici Ekle' });
    await add.getByLabel('Kullanıcı Adı').fill(colleague);
    await add.getByLabel('Şifre', { exact: true }).fill('Denetim-Izi-Sifresi-2026');
    await add.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect(page.getByText(`${colleague} yönetici olarak eklendi.`)).toBeVisible();
    await page.getByRole('button', { name: `${colleague} hesabını sil` }).click();
    await page
      .getByRole('alertdialog', { name: 'Yöneticiyi Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();
    await expect(page.getByText(`${colleague} silindi; açık oturumları kapatıldı.`)).toBeVisible();

    // The trail: each of these once, newest first, with the user.
    await openFromMenu(page, 'İşlem Kaydı', 'İşlem Kaydı');
    const deleted = entry(page, 'Silme', record);
    const created = entry(page, 'Oluşturma', record);
    await expect(deleted).toHaveCount(1);
    await expect(created).toHaveCount(1);
    await expect(deleted.getByRole('cell').nth(1)).toHaveText(ADMIN.username);
    // Its time, in Turkey as the panel writes every moment, and the day it falls on there.
    const deletedAt = deleted.getByRole('cell').first().locator('time');
    const at = (await deletedAt.getAttribute('datetime')) ?? '';
    await expect(deletedAt).toHaveText(formatDateTime(at, { seconds: true }));
    await expect(deletedAt).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    const deletedDay = turkeyDay(at);
    const rowTexts = await entryRows(page).allInnerTexts();
    const position = (action: string) =>
      rowTexts.findIndex((text) => text.includes(action) && text.includes(name));
    await expect(entry(page, 'Geri yükleme', record)).toHaveCount(1);
    expect(position('Geri yükleme')).toBeLessThan(position('Silme'));
    await expect(entry(page, 'Sürüm geri yükleme', record)).toHaveCount(1);
    await expect(entry(page, 'Güncelleme', record)).toHaveCount(1);
    expect(position('Silme')).toBeLessThan(position('Sürüm geri yükleme'));
    expect(position('Sürüm geri yükleme')).toBeLessThan(position('Güncelleme'));
    expect(position('Güncelleme')).toBeLessThan(position('Oluşturma'));
    await expect(entry(page, 'Yönetici ekleme', `Kullanıcı: ${colleague}`)).toHaveCount(1);
    await expect(entry(page, 'Yönetici silme', `Kullanıcı: ${colleague}`)).toHaveCount(1);
    const signIns = entryRows(page).filter({
      has: page.getByRole('cell', { name: 'Giriş', exact: true }),
    });
    await expect(signIns.first().getByRole('cell').nth(1)).toHaveText(ADMIN.username);
    expect(await seriousViolations(page)).toEqual([]);

    // The filters narrow it: failed sign-ins only, each with the address it came from.
    await applyFilters(page, { action: 'Başarısız giriş' });
    await expect(page).toHaveURL(/[?&]action=sign-in-failed/);
    const failed = entryRows(page).first();
    await expect(failed.getByRole('cell').nth(2)).toHaveText('Başarısız giriş');
    await expect(failed.getByRole('cell').nth(1)).toHaveText(ADMIN.username);
    await expect(failed.getByRole('cell').nth(4)).toHaveText(/^(\d{1,3}\.){3}\d{1,3}$|:/);
    await expect(entry(page, 'Silme', record)).toHaveCount(0);

    // Deletes of that day: this product's, not its creation.
    await applyFilters(page, { action: 'Silme', from: deletedDay, to: deletedDay });
    await expect(page).toHaveURL(new RegExp(`action=delete.*from=${deletedDay}.*to=${deletedDay}`));
    await expect(entry(page, 'Silme', record)).toHaveCount(1);
    await expect(entry(page, 'Oluşturma', record)).toHaveCount(0);
    await expect(
      entryRows(page).filter({ hasNot: page.getByRole('cell', { name: 'Silme', exact: true }) }),
    ).toHaveCount(0);

    // A user nobody is: nothing.
    await filters(page).getByLabel('Kullanıcı').fill('kimse-degil');
    await filters(page).getByLabel('Kullanıcı').press('Enter');
    await expect(page.getByText('Bu filtrelere uyan kayıt yok.', { exact: false })).toBeVisible();

    // The product goes back to the trash, as the other flows expect the catalogue.
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: `${name} sil` }).click();
    await page
      .getByRole('alertdialog', { name: 'Ürünü Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();
    await expect(page.getByText('Ürün silindi.')).toBeVisible();
  });
});
