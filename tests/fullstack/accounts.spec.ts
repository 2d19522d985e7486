import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, openFromMenu, signIn, test } from './fixtures';

// The seeded administrator's password stays as it is (the other flows sign in with it): these
// flows add their own administrators and change, remove and sign out those.
const stamp = Date.now().toString(36);
const EDITOR = { username: `editor-${stamp}`, password: `Editor-Sifresi-${stamp}` };
const CHANGED = `Degisen-Sifre-${stamp}`;
const LEAVER = { username: `ayrilan-${stamp}`, password: `Ayrilan-Sifresi-${stamp}` };

/** A browser of its own: another device of the same or another administrator. */
async function device(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Whether the session stored in this page still opens a protected operation (status of GET /api/User). */
const sessionStatus = (page: Page) =>
  page.evaluate(async () => {
    const reply = await fetch('/api/User', {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return reply.status;
  });

async function addAdministrator(page: Page, account: { username: string; password: string }) {
  await page.getByRole('button', { name: 'Yönetici ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yönetici Ekle' });
  await dialog.getByLabel('Kullanıcı Adı').fill(account.username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: account.username })).toBeVisible();
}

async function signInFails(page: Page, credentials: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Kullanıcı Adı').fill(credentials.username);
  await page.getByLabel('Şifre').fill(credentials.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toContainText('Giriş Başarısız!');
}

test.describe.configure({ mode: 'serial' });

test.describe('full stack: administrator accounts', () => {
  test('adds an administrator, who signs in; their last sign-in shows', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openFromMenu(page, 'Kullanıcılar', 'Kullanıcılar');
    // The policy on the server too: a short password never reaches an account. Asked of the
    // server itself: Prism, in front of it, already refuses it by the contract's minLength (12).
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const direct = process.env.FULLSTACK_DIRECT_URL ?? new URL(page.url()).origin;
    const reply = await fetch(`${direct}/api/Auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: 'backup-svc', password: 'password' }),
    });
    const weak = { status: reply.status, body: (await reply.json()) as unknown };
    expect(weak).toMatchObject({
      status: 400,
      body: { errors: { password: ['Şifre en az 12 karakter olmalıdır.'] } },
    });

    await addAdministrator(page, EDITOR);
    await expect(page.getByRole('row', { name: new RegExp(EDITOR.username) })).toContainText(
      'Hiç giriş yapmadı',
    );

    const editor = await device(browser);
    await signIn(editor, EDITOR);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(EDITOR.username) })).not.toContainText(
      'Hiç giriş yapmadı',
    );
    await editor.context().close();
  });

  test('changes a password: the old one is refused, the new one works, the session goes on', async ({
    page,
    browser,
  }) => {
    await signIn(page, EDITOR);
    const elsewhere = await device(browser);
    await signIn(elsewhere, EDITOR);
    await openFromMenu(page, 'Kullanıcılar', 'Kullanıcılar');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifremi Değiştir' });
    await dialog.getByLabel('Mevcut Şifre').fill(EDITOR.password);
    await dialog.getByLabel('Yeni Şifre', { exact: true }).fill(CHANGED);
    await dialog.getByLabel('Yeni Şifre (tekrar)').fill(CHANGED);
    await dialog.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.'),
    ).toBeVisible();

    // This session goes on (the new token was stored); the other device's has ended.
    expect(await sessionStatus(page)).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
    expect(await sessionStatus(elsewhere)).toBe(401);
    await elsewhere.context().close();

    const fresh = await device(browser);
    await signInFails(fresh, EDITOR);
    await signIn(fresh, { username: EDITOR.username, password: CHANGED });
    await fresh.context().close();
  });

  test('removes an administrator: their session ends at once', async ({ page, browser }) => {
    await signIn(page);
    await openFromMenu(page, 'Kullanıcılar', 'Kullanıcılar');
    await addAdministrator(page, LEAVER);
    const leaver = await device(browser);
    await signIn(leaver, LEAVER);
    await openFromMenu(leaver, 'Kullanıcılar', 'Kullanıcılar');
    expect(await sessionStatus(leaver)).toBe(200);

    await page.getByRole('button', { name: `${LEAVER.username} hesabını sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Yöneticiyi Sil' });
    await expect(confirm).toContainText(`${LEAVER.username} hesabı silinecek`);
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText(`${LEAVER.username} silindi; açık oturumları kapatıldı.`),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: LEAVER.username })).toHaveCount(0);

    expect(await sessionStatus(leaver)).toBe(401);
    // In the panel: the next action asks to sign in again, and the old name no longer can.
    await leaver.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    await leaver
      .getByRole('alertdialog', { name: 'Tüm Oturumları Kapat' })
      .getByRole('button', { name: 'Tüm oturumları kapat' })
      .click();
    const again = leaver.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await again.getByLabel('Kullanıcı Adı').fill(LEAVER.username);
    await again.getByLabel('Şifre').fill(LEAVER.password);
    await again.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(again.getByRole('alert')).toContainText('Giriş Başarısız!');
    await leaver.context().close();

    // Never yourself.
    await expect(
      page.getByRole('button', { name: `${ADMIN.username} hesabını sil` }),
    ).toBeDisabled();
  });

  test('signs out everywhere: every session of the account ends, this one too', async ({
    page,
    browser,
  }) => {
    const credentials = { username: EDITOR.username, password: CHANGED };
    await signIn(page, credentials);
    const elsewhere = await device(browser);
    await signIn(elsewhere, credentials);
    const admin = await device(browser);
    await signIn(admin);

    await openFromMenu(page, 'Kullanıcılar', 'Kullanıcılar');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    await page
      .getByRole('alertdialog', { name: 'Tüm Oturumları Kapat' })
      .getByRole('button', { name: 'Tüm oturumları kapat' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    const status = await page.evaluate(
      async (bearer) =>
        (await fetch('/api/User', { headers: { authorization: `Bearer ${bearer}` } })).status,
      token,
    );
    expect(status).toBe(401);
    expect(await sessionStatus(elsewhere)).toBe(401);
    // Another administrator's session is not touched.
    expect(await sessionStatus(admin)).toBe(200);
    await elsewhere.context().close();
    await admin.context().close();

    // Signing in again works.
    await signIn(page, credentials);
  });
});
