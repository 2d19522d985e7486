import type { Page } from '@playwright/test';
import { api, send } from '../helpers/browser-api';
import { ADMIN, expect, open, seriousViolations, signedIn, test } from './fixtures';

/**
 * Roles (issue 46): an 'Editör' changes the site and never sees an enquiry; a 'Satış' answers the
 * enquiries and changes nothing else. Each sees the screens it may use, no other: the menu leaves
 * the rest out, an address typed by hand leads to its first screen, and the API refuses the rest
 * with 403 `reason: role`.
 */
const EDITOR = { username: 'editor.ayse', password: 'Editor-Sifresi-2026', role: 'editor' };
const SALES = { username: 'satis.mehmet', password: 'Satis-Sifresi-2026', role: 'sales' };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });
const menuNames = async (page: Page) =>
  (await menu(page).getByRole('link').allInnerTexts()).map((name) =>
    // The 'Mesajlar' badge: its count and '{n} yeni mesaj' for screen readers (issue 48).
    name.replace(/\s*\d+\s*\d+ yeni mesaj$/, '').trim(),
  );

/** The admin adds the account, then it signs in on the login screen of a fresh session. */
async function signInAs(page: Page, account: typeof EDITOR) {
  await signedIn(page);
  await send(page, 'POST', '/api/Auth/register', account);
  await page.evaluate(() => localStorage.removeItem('token'));
  await open(page, '/login');
  await page.getByLabel('Kullanıcı Adı').fill(account.username);
  await page.getByLabel('Şifre').fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

test.describe('roles in the panel', () => {
  test("an 'Editör' edits the site and never sees an enquiry", async ({ page }) => {
    await signInAs(page, EDITOR);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(menu(page).getByRole('link', { name: 'Ürünler' })).toBeVisible();
    expect(await menuNames(page)).toEqual([
      'Gösterge Paneli',
      'Anasayfa',
      'Hakkımızda',
      'Ürünler',
      'Ürün Kataloğu',
      'Dosyalar',
      'İletişim Sayfası',
      'Poliüretan Enjeksiyon',
      'Kimyasal Ankraj',
      'Halatlı Tel Beton Kesme',
      'AsilNunX',
      'Aydınlatma Metni',
      'Menüler',
      'Hesap Güvenliği',
      'Çöp Kutusu',
      'Yönlendirmeler',
    ]);
    // It edits: the contact page's phone number is saved.
    await menu(page).getByRole('link', { name: 'İletişim Sayfası' }).click();
    await page.getByLabel('Telefon numarası').fill('+90 (216) 600 70 81');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();

    // The inbox, typed by hand: back to its first screen, with a word why.
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByText('Bu sayfayı rolünüzle açamazsınız', { exact: false }),
    ).toBeVisible();
    // The API says no too, in Turkish, naming the role.
    const refused = await api(page, 'GET', '/api/Contact/inbox');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Bu işlem için yetkiniz yok: Editör rolü bunu yapamaz.', reason: 'role' },
    });
    expect((await api(page, 'GET', '/api/User')).status).toBe(403);
    expect((await api(page, 'GET', '/api/Audit')).status).toBe(403);
  });

  test("a 'Satış' answers the enquiries and changes nothing else", async ({ page }) => {
    await signInAs(page, SALES);
    // Its first screen is the dashboard (issue 48), the enquiries' figures included.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aranmayı bekleyenler' })).toBeVisible();
    expect(await menuNames(page)).toEqual([
      'Gösterge Paneli',
      'Mesajlar',
      'Hesap Güvenliği',
      'Çöp Kutusu',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // A product editor, typed by hand: back to its first screen.
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin$/);
    // It reads the site's content, and changes none of it.
    expect((await api(page, 'GET', '/api/Product?Drafts=true')).status).toBe(200);
    const write = await api(page, 'PUT', '/content/api/contact', { phoneNumber: '0' });
    expect(write).toMatchObject({ status: 403, body: { reason: 'role' } });
  });

  test('the admin sets a role; never the last admin another one', async ({ page }) => {
    await signedIn(page);
    await send(page, 'POST', '/api/Auth/register', EDITOR);
    await open(page, '/admin/users');
    const row = (username: string) =>
      page
        .getByRole('table', { name: 'Yöneticiler ve son girişleri' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: username }) });
    await expect(row(EDITOR.username).getByRole('cell').nth(1)).toHaveText('Editör');
    await expect(row(ADMIN.username).getByRole('cell').nth(1)).toHaveText('Yönetici');

    await row(EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} için rolü değiştir` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rolü Değiştir' });
    await expect(dialog.getByRole('radio', { name: 'Editör' })).toBeChecked();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('radio', { name: 'Satış' }).check();
    await dialog.getByRole('button', { name: 'Rolü Kaydet' }).click();
    await expect(page.getByText(`${EDITOR.username} artık Satış rolünde.`)).toBeVisible();
    await expect(row(EDITOR.username).getByRole('cell').nth(1)).toHaveText('Satış');

    // The only admin stays one: the dialog says why, and nothing is sent.
    await row(ADMIN.username)
      .getByRole('button', { name: `${ADMIN.username} için rolü değiştir` })
      .click();
    await dialog.getByRole('radio', { name: 'Editör' }).check();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Son yöneticinin rolü değiştirilemez; önce başka bir hesaba Yönetici rolü verin.',
    );
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(row(ADMIN.username).getByRole('cell').nth(1)).toHaveText('Yönetici');
  });
});
