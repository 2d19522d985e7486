import type { Page } from '@playwright/test';
import { send } from '../helpers/browser-api';
import {
  ADMIN,
  expect,
  open,
  seriousViolations,
  sidewaysOverflow,
  SIXTH_OF_JANUARY,
  signedIn,
  signIn,
  test,
} from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });
const filters = (page: Page) => page.getByRole('form', { name: 'İşlem kaydını filtrele' });
const table = (page: Page) => page.getByRole('table', { name: 'İşlem kaydı, en yeni önce' });
/** The table's entries (the header row left out). */
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** A wrong password on the sign-in page, then the right one. */
async function failThenSignIn(page: Page) {
  await open(page, '/login');
  await page.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
  await signIn(page);
}

async function openAudit(page: Page) {
  await menu(page).getByRole('link', { name: 'İşlem Kaydı' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İşlem Kaydı' })).toBeVisible();
}

/** `count` pages made through the API (for paging): one log entry each, oldest first. */
async function writeEntries(page: Page, count: number) {
  for (let index = 1; index <= count; index += 1) {
    await send(page, 'POST', '/api/Page', {
      pageType: 0,
      name: `Sayfa ${index}`,
      slug: `sayfa-${index}`,
    });
  }
}

// axe here covers this screen (its <main>); the panel's frame is checked by admin-accessibility.spec.ts.
test.describe('audit log', () => {
  test('shows a failed sign-in, the sign-in and a save, newest first, read only', async ({
    page,
  }) => {
    // The browser's clock (where the mocks stamp each entry) stands still at a one-digit day.
    await page.clock.setFixedTime(SIXTH_OF_JANUARY);
    await failThenSignIn(page);
    // A save through the panel: the contact page's phone number.
    await open(page, '/admin/contact');
    await page.getByLabel('Telefon numarası').fill('+90 (216) 600 70 80');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await openAudit(page);
    await expect(page).toHaveTitle('İşlem Kaydı | Yönetim Paneli');

    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Zaman',
      'Kullanıcı',
      'İşlem',
      'Kayıt',
      'Adres',
    ]);
    await expect(rows(page)).toHaveCount(3);
    const cells = (index: number) => rows(page).nth(index).getByRole('cell');
    await expect(cells(0)).toHaveText([
      '06.01.2027 00:05:09',
      ADMIN.username,
      'Güncelleme',
      'Sayfa içeriği: İletişim',
      '—',
    ]);
    await expect(cells(1).nth(2)).toHaveText('Giriş');
    await expect(cells(1).first()).toHaveText('06.01.2027 00:05:09');
    await expect(cells(1).nth(1)).toHaveText(ADMIN.username);
    await expect(cells(2).nth(2)).toHaveText('Başarısız giriş');
    await expect(cells(2).nth(1)).toHaveText(ADMIN.username);
    await expect(page.getByText('(3 kayıt)')).toBeVisible();
    // Nothing on this screen edits or deletes an entry.
    await expect(page.getByRole('main').getByRole('button', { name: /Sil|Düzenle/ })).toHaveCount(
      0,
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('filters by action, user and days, kept in the URL; a reversed range is refused', async ({
    page,
  }) => {
    // A sign-in, a reload, nine filterings and axe: past 30 s on a busy two-core machine (CI).
    test.slow();
    await page.clock.setFixedTime(SIXTH_OF_JANUARY);
    await failThenSignIn(page);
    await openAudit(page);
    await expect(rows(page)).toHaveCount(2);

    await filters(page).getByLabel('İşlem').selectOption({ label: 'Başarısız giriş' });
    await filters(page).getByRole('button', { name: 'Filtrele', exact: true }).click();
    await expect(page).toHaveURL(/[?&]action=sign-in-failed/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Başarısız giriş');

    // The URL holds the filters: a reload shows the same, with the fields filled in.
    await page.reload();
    await expect(filters(page).getByLabel('İşlem')).toHaveValue('sign-in-failed');
    await expect(rows(page)).toHaveCount(1);

    await filters(page).getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(filters(page).getByLabel('Kullanıcı')).toBeFocused();
    await expect(rows(page)).toHaveCount(2);
    // Once focused, the field suggests the administrators' names.
    await expect(filters(page).locator('datalist > option[value="admin"]')).toHaveCount(1);

    // A user nobody is: the empty state, and Enter applies the filters.
    await filters(page).getByLabel('Kullanıcı').fill('yok-boyle-biri');
    await filters(page).getByLabel('Kullanıcı').press('Enter');
    await expect(page).toHaveURL(/[?&]user=yok-boyle-biri/);
    await expect(page.getByText('Bu filtrelere uyan kayıt yok.', { exact: false })).toBeVisible();
    await filters(page).getByLabel('Kullanıcı').fill(ADMIN.username);
    await filters(page).getByLabel('Kullanıcı').press('Enter');
    await expect(rows(page)).toHaveCount(2);

    // The day is Turkey's: 5 January (UTC's day) holds neither, 6 January both.
    await filters(page).getByLabel('Başlangıç tarihi').fill('2027-01-05');
    await filters(page).getByLabel('Bitiş tarihi').fill('2027-01-05');
    await filters(page).getByRole('button', { name: 'Filtrele', exact: true }).click();
    await expect(page.getByText('Bu filtrelere uyan kayıt yok.', { exact: false })).toBeVisible();
    await filters(page).getByLabel('Başlangıç tarihi').fill('2027-01-06');
    await filters(page).getByLabel('Bitiş tarihi').fill('2027-01-06');
    await filters(page).getByRole('button', { name: 'Filtrele', exact: true }).click();
    await expect(page).toHaveURL(/from=2027-01-06&to=2027-01-06/);
    await expect(rows(page)).toHaveCount(2);
    // A range that ends before it starts is refused on the spot.
    await filters(page).getByLabel('Başlangıç tarihi').fill('2099-01-02');
    await filters(page).getByLabel('Bitiş tarihi').fill('2099-01-01');
    await filters(page).getByRole('button', { name: 'Filtrele', exact: true }).click();
    await expect(filters(page).getByRole('alert')).toHaveText(
      'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    );
    await expect(filters(page).getByLabel('Bitiş tarihi')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('pages 25 at a time by keyboard, the page in the URL', async ({ page }) => {
    await signedIn(page);
    await writeEntries(page, 30);
    await openAudit(page);
    // 30 new pages and the sign-in: 31, the newest first.
    await expect(page.getByText('(31 kayıt)')).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText('Sayfa: Sayfa 30');
    await expect(page.getByText('Sayfa 1 / 2')).toBeVisible();

    const next = page.getByRole('button', { name: 'Sonraki' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Sayfa 2 / 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    await expect(rows(page).last()).toContainText('Giriş');
    await expect(next).toBeDisabled();
  });

  test('says so when the log cannot be read, and tries again', async ({ page }) => {
    await signedIn(page);
    // The home editor and the menu's 'Yeni' count have loaded: the next calls are the log's (the
    // first try and the query's one retry).
    await expect(page.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /^Mesajlar/ })).toContainText('yeni mesaj');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.__mocks?.failNext(2, 500));
    await menu(page).getByRole('link', { name: 'İşlem Kaydı' }).click();
    // The panel's notice first (useLoadErrorNotice), then the screen's own error view.
    const notice = page.getByRole('alertdialog', { name: 'Hata!' });
    await expect(notice).toContainText('Veriler yüklenirken bir hata oluştu.');
    await notice.getByRole('button', { name: 'Tamam' }).click();
    await expect(page.getByRole('heading', { name: 'İşlem kaydı yüklenemedi' })).toBeVisible();
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(table(page)).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
  });

  test('shows each entry as a card on a phone, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await failThenSignIn(page);
    await open(page, '/admin/audit');
    const cards = page.getByRole('list', { name: 'İşlem kaydı' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('Başarısız giriş');
    await expect(table(page)).toBeHidden();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
