import type { Page } from '@playwright/test';
import { read } from '../helpers/browser-api';
import { expect, open, signIn, test } from './fixtures';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    tokenExpiration: localStorage.getItem('tokenExpiration'),
  }));

test.describe('admin guard', () => {
  // One test a path: the whole list in one test outran its timeout on a busy machine.
  for (const path of [
    '/admin',
    '/admin/Home',
    '/admin/aboutus',
    '/admin/products',
    '/admin/documents',
    '/admin/messages',
    '/admin/contact',
    '/admin/Poliuretan',
    '/admin/kimyasalankraj',
    '/admin/telbeton',
    '/admin/asilnunx',
    '/admin/users',
    '/admin/trash',
    '/admin/audit',
    '/admin/redirects',
  ]) {
    test(`${path} redirects to /login without a session`, async ({ page }) => {
      await open(page, path);
      await expect(page, path).toHaveURL(/\/login$/);
    });
  }

  test('a signed-in administrator reaches every admin screen', async ({ page }) => {
    // Sixteen screens one after another in one session.
    test.slow();
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    for (const [label, heading, path] of [
      ['Gösterge Paneli', 'Gösterge Paneli', '/admin'],
      ['Hakkımızda', 'Hakkımızda Sayfası', '/admin/aboutus'],
      ['Ürünler', 'Ürün Yönetimi', '/admin/products'],
      ['Ürün Kataloğu', 'Ürün Kataloğu', '/admin/katalog'],
      ['Dosyalar', 'Dosya Yönetimi', '/admin/documents'],
      ['Mesajlar', 'Mesajlar', '/admin/messages'],
      ['İletişim Sayfası', 'İletişim Sayfası', '/admin/contact'],
      ['Poliüretan Enjeksiyon', 'Poliüretan Enjeksiyon Sayfası', '/admin/Poliuretan'],
      ['Kimyasal Ankraj', 'Kimyasal Ankraj Sayfası', '/admin/kimyasalankraj'],
      ['Halatlı Tel Beton Kesme', 'Halatlı Tel Beton Kesme Sayfası', '/admin/telbeton'],
      ['AsilNunX', 'AsilNunX Sayfası', '/admin/asilnunx'],
      ['Anasayfa', 'Anasayfa Yönetimi', '/admin/Home'],
      ['Kullanıcılar', 'Kullanıcılar', '/admin/users'],
      ['Çöp Kutusu', 'Çöp Kutusu', '/admin/trash'],
      ['İşlem Kaydı', 'İşlem Kaydı', '/admin/audit'],
      ['Yönlendirmeler', 'Yönlendirmeler', '/admin/redirects'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
  });

  test("the messages item shows the number of enquiries still 'Yeni'", async ({ page }) => {
    await signIn(page);
    const enquiries = await read<{ status?: string }[]>(page, '/api/Contact');
    expect(enquiries.filter((enquiry) => enquiry.status === 'new')).toHaveLength(3);
    await expect(page.getByRole('link', { name: /^Mesajlar/ })).toHaveAccessibleName(
      'Mesajlar 3 yeni mesaj',
    );
  });
});

test.describe('login', () => {
  test('success goes to the dashboard at /admin and keeps token and tokenExpiration for one hour', async ({
    page,
  }) => {
    await signIn(page);
    const session = await storedSession(page);
    expect(session.token).toMatch(/^mock\./);
    // The browser's clock, which issued it (the mocks run there), not this process's.
    const now = await page.evaluate(() => Date.now());
    const remaining = Date.parse(session.tokenExpiration ?? '') - now;
    expect(remaining).toBeGreaterThan(59 * 60 * 1000);
    expect(remaining).toBeLessThanOrEqual(60 * 60 * 1000);
    await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  });

  test('a wrong password shows the SPEC message and keeps what was typed', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Kullanıcı Adı').fill('admin');
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Giriş Başarısız!');
    await expect(alert).toContainText('Kullanıcı adı veya şifre hatalı.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue('admin');
    expect((await storedSession(page)).token).toBeNull();
  });

  test('both fields are required by the browser', async ({ page }) => {
    await open(page, '/login');
    await expect(page.getByLabel('Kullanıcı Adı')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Şifre')).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page
        .getByLabel('Kullanıcı Adı')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });

  test('someone already signed in skips the login screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('expiry', () => {
  test('an expired session is cleared at load and the admin guard sends to /login', async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate(() =>
      localStorage.setItem('tokenExpiration', new Date(Date.now() - 1000).toISOString()),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tokenExpiration: null });
  });

  test('the 60-second check ends the session once the hour is over and asks to sign in again', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await page.clock.fastForward('59:00');
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await storedSession(page)).toEqual({ token: null, tokenExpiration: null });
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('logout', () => {
  test('asks first; cancel keeps the session', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Çıkış Yap' });
    await expect(dialog).toContainText('Çıkış yapmak istediğinizden emin misiniz?');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await storedSession(page)).token).not.toBeNull();
  });

  test('confirming clears the session, goes to / and says so for 1500 ms', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('dialog', { name: 'Çıkış Yapıldı!' });
    await expect(notice).toContainText('Başarıyla çıkış yaptınız.');
    await expect(notice).toBeHidden();
    expect(await storedSession(page)).toEqual({ token: null, tokenExpiration: null });
    await page.goto('/admin/Home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the token no longer works after logout', async ({ page }) => {
    await signIn(page);
    const token = (await storedSession(page)).token;
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The site is another document: its mocks answer once its first screen (with the notice) is up.
    await expect(page.getByRole('dialog', { name: 'Çıkış Yapıldı!' })).toBeVisible();
    const status = await page.evaluate(
      async (bearer) =>
        (await fetch('/api/Contact', { headers: { Authorization: `Bearer ${bearer}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });
});

test.describe('admin on a phone', () => {
  test('the side menu folds behind a button and opens over a backdrop @phone', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog', { name: 'Yönetim menüsü' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Ürünler' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(350, 400); // the backdrop, right of the drawer
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await drawer.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
