import type { Page } from '@playwright/test';
import { read, send, statusWith, tokenFor } from '../helpers/browser-api';
import {
  ADMIN,
  expect,
  open,
  seriousViolations,
  sidewaysOverflow,
  signedIn,
  signIn,
  SIXTH_OF_JANUARY,
  test,
} from './fixtures';

const EDITOR = {
  username: 'editor.ayse',
  password: 'Editor-Sifresi-2026',
  email: 'ayse@example.com',
};

/** A second administrator, added earlier through the API by the signed-in one. */
async function addEditor(page: Page) {
  await send(page, 'POST', '/api/Auth/register', EDITOR);
}

async function openUsers(page: Page, withEditor = true) {
  await signedIn(page);
  if (withEditor) await addEditor(page);
  await open(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await expect(table(page).getByRole('row', { name: /admin/ })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Yöneticiler ve son girişleri' });
const row = (page: Page, username: string | RegExp) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username }) });
/** The account as the API lists it, or null. */
const storedUser = async (page: Page, username: string) =>
  (await read<{ username: string; email: string | null }[]>(page, '/api/User')).find(
    (user) => user.username === username,
  ) ?? null;
/** Whether `password` signs `username` in now. */
const signsIn = async (page: Page, username: string, password: string) =>
  (await tokenFor(page, { username, password })) !== null;

test.describe('Kullanıcılar', () => {
  test('lists the administrators with their last sign-in, in the side menu', async ({ page }) => {
    // Signed in on the login screen with the browser's clock (the mocks') at a one-digit day.
    await page.clock.setFixedTime(SIXTH_OF_JANUARY);
    await signIn(page);
    await addEditor(page);
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kullanıcılar' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const me = row(page, /^admin/);
    await expect(me).toContainText('Siz');
    // An admin ('Yönetici'), signed in at that moment, the day and month with two digits.
    await expect(me.getByRole('cell').nth(1)).toHaveText('Yönetici');
    await expect(me.getByRole('cell').nth(3)).toHaveText('06.01.2027 00:05');
    await expect(row(page, EDITOR.username)).toContainText('Hiç giriş yapmadı');
    await expect(row(page, EDITOR.username)).toContainText(EDITOR.email);

    // Never yourself: the button is off, and the row says why.
    const removeMe = me.getByRole('button', { name: 'admin hesabını sil' });
    await expect(removeMe).toBeDisabled();
    await expect(removeMe).toHaveAccessibleDescription(/Kendi hesabınızı silemezsiniz\./);
    await expect(me.getByRole('button', { name: /şifreyi sıfırla/ })).toHaveCount(0);
  });

  test('adds an administrator, with the password policy shown as it is typed', async ({ page }) => {
    await openUsers(page, false);
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yönetici Ekle' });
    await dialog.getByLabel('Kullanıcı Adı').fill(EDITOR.username);
    await dialog.getByLabel('E-posta (isteğe bağlı)').fill(EDITOR.email);
    const password = dialog.getByLabel('Şifre', { exact: true });
    await password.fill('admin123');
    await password.blur();
    await expect(dialog.getByText('Şifre en az 12 karakter olmalıdır.')).toBeVisible();
    await password.fill('qwerty123456');
    await expect(
      dialog.getByText('Bu şifre çok yaygın; tahmin edilmesi kolay. Başka bir şifre seçin.'),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(EDITOR.password);
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${EDITOR.username} yönetici olarak eklendi.`)).toBeVisible();
    await expect(row(page, EDITOR.username)).toContainText('Hiç giriş yapmadı');
    expect(await storedUser(page, EDITOR.username)).toMatchObject({ email: EDITOR.email });
    expect(await signsIn(page, EDITOR.username, EDITOR.password)).toBe(true);

    // The same name again: the server's answer on the field.
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    await dialog.getByLabel('Kullanıcı Adı').fill(EDITOR.username);
    await dialog.getByLabel('Şifre', { exact: true }).fill('Baska-Bir-Sifre-2026');
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect(dialog.getByText('Bu kullanıcı adı zaten kullanılıyor.')).toBeVisible();
  });

  test('removes another administrator after a confirmation naming the account', async ({
    page,
  }) => {
    await openUsers(page);
    await row(page, EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} hesabını sil` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Yöneticiyi Sil' });
    await expect(confirm).toContainText(`${EDITOR.username} hesabı silinecek`);
    await confirm.getByRole('button', { name: 'İptal' }).click();
    await expect(row(page, EDITOR.username)).toBeVisible();

    await row(page, EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} hesabını sil` })
      .click();
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(
      page.getByText(`${EDITOR.username} silindi; açık oturumları kapatıldı.`),
    ).toBeVisible();
    await expect(row(page, EDITOR.username)).toHaveCount(0);
    expect(await storedUser(page, EDITOR.username)).toBeNull();
    // Now the last one: still not removable.
    await expect(
      row(page, /^admin/).getByRole('button', { name: 'admin hesabını sil' }),
    ).toBeDisabled();
  });

  test("resets another administrator's password and shows the new one once", async ({ page }) => {
    await openUsers(page);
    const editorsToken = await tokenFor(page, EDITOR);
    expect(editorsToken).not.toBeNull();
    await row(page, EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} için şifreyi sıfırla` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Şifreyi Sıfırla' });
    await expect(dialog).toContainText(`${EDITOR.username} hesabı için yeni bir şifre`);
    await dialog.getByRole('button', { name: 'Şifreyi Sıfırla' }).click();
    const shown = page.getByRole('dialog', { name: 'Yeni Şifre Oluşturuldu' });
    const field = shown.getByLabel(`${EDITOR.username} için yeni şifre`);
    await expect(field).toHaveValue(/^\w{4}(-\w{4}){3}$/);
    const password = await field.inputValue();
    expect(await signsIn(page, EDITOR.username, password)).toBe(true);
    expect(await signsIn(page, EDITOR.username, EDITOR.password)).toBe(false);
    // The editor's open sessions ended.
    expect(await statusWith(page, editorsToken ?? '', '/api/User')).toBe(401);
    await shown.getByRole('button', { name: 'Kapat' }).click();
    await expect(shown).toBeHidden();
  });

  test('changes your own password; this session goes on, the old password stops working', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifremi Değiştir' });
    await dialog.getByLabel('Mevcut Şifre').fill('yanlis-sifre');
    await dialog.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni-Demo-Sifresi-2026');
    await dialog.getByLabel('Yeni Şifre (tekrar)').fill('Yeni-Demo-Sifresi-2025');
    await dialog.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(dialog.getByText('Yeni şifreler birbiriyle aynı değil.')).toBeVisible();
    await dialog.getByLabel('Yeni Şifre (tekrar)').fill('Yeni-Demo-Sifresi-2026');
    await dialog.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(dialog.getByText('Mevcut şifreniz hatalı.')).toBeVisible();
    await expect(dialog.getByLabel('Mevcut Şifre')).toBeFocused();

    await dialog.getByLabel('Mevcut Şifre').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.'),
    ).toBeVisible();

    // The new token is stored: a reload stays in the panel.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
    expect(await signsIn(page, ADMIN.username, 'Yeni-Demo-Sifresi-2026')).toBe(true);
    expect(await signsIn(page, ADMIN.username, ADMIN.password)).toBe(false);
  });

  test('signs out everywhere, back to the login screen', async ({ page }) => {
    await openUsers(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Tüm Oturumları Kapat' });
    await confirm.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The token of before is refused by the mocks now.
    expect(await statusWith(page, token ?? '', '/api/User')).toBe(401);
  });
});

test('fits a phone: the table scrolls on its own, the page does not @phone', async ({ page }) => {
  await openUsers(page);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await row(page, EDITOR.username)
    .getByRole('button', { name: `${EDITOR.username} hesabını sil` })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Yöneticiyi Sil' })).toBeVisible();
});

test.describe('Kullanıcılar accessibility', () => {
  test('has no serious or critical axe violations on the screen', async ({ page }) => {
    await openUsers(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('has no serious or critical axe violations in the add dialog', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yönetici Ekle' });
    await dialog.getByLabel('Şifre', { exact: true }).fill('kisa');
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect(dialog.getByText('Şifre en az 12 karakter olmalıdır.')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the remove confirmation', async ({ page }) => {
    await openUsers(page);
    await row(page, EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} hesabını sil` })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Yöneticiyi Sil' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the reset dialog', async ({ page }) => {
    await openUsers(page);
    await row(page, EDITOR.username)
      .getByRole('button', { name: `${EDITOR.username} için şifreyi sıfırla` })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Şifreyi Sıfırla' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await page.getByRole('button', { name: 'Şifreyi Sıfırla' }).click();
    await expect(page.getByRole('dialog', { name: 'Yeni Şifre Oluşturuldu' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the change-password dialog', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifremi Değiştir' });
    await dialog.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(dialog.getByText('Mevcut şifrenizi girin.')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the sign-out-everywhere confirmation', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Tüm Oturumları Kapat' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });
});
