import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { read, send } from '../helpers/browser-api';
import { expect, open, signedIn, test, seriousViolations } from './fixtures';

const enquiry = {
  isim: 'Mehmet',
  soyisim: 'Yıldırım',
  telefon: '0532 611 48 20',
  sektor: 'Otopark İşletmesi',
  mesaj: 'Kapalı otoparkımızın tavanında çatlaklar var.\nEpoksi enjeksiyon için keşif rica ederiz.',
};
const sender = `${enquiry.isim} ${enquiry.soyisim}`;

/**
 * Sends an enquiry the way a visitor does, through the public contact form, typing key by key
 * (a form sent within 2 s of opening is kept as spam).
 */
async function sendEnquiry(page: Page) {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'İletişim formu' });
  const type = (label: string, text: string) =>
    form.getByLabel(label).pressSequentially(text, { delay: 25 });
  await type('İsim', enquiry.isim);
  await type('Soyisim', enquiry.soyisim);
  await type('Telefon', enquiry.telefon);
  await type('Sektör', enquiry.sektor);
  await type('Mesajınız', enquiry.mesaj);
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByRole('status')).toHaveText('Mesajınız başarıyla gönderildi!');
}

const inbox = (page: Page) => page.getByRole('region', { name: /Gelen Kutusu/ });
const rows = (page: Page) => inbox(page).getByRole('listitem');
const details = (page: Page) => page.getByRole('article');
const menuBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: /^Mesajlar/ });

/** The stored enquiry from `isim`, as the administrator's API lists it, or null. */
const stored = async (page: Page, isim: string) =>
  (await read<{ isim: string; isRead: boolean; isSpam?: boolean }[]>(page, '/api/Contact')).find(
    (item) => item.isim === isim,
  ) ?? null;

// axe here covers this screen (its <main>, or an open dialog); the panel's frame is checked by
// admin-accessibility.spec.ts.
test.describe('enquiries inbox', () => {
  test('an enquiry sent from /contact is at the top, unread; opening marks it read; delete asks first', async ({
    page,
  }) => {
    // A long flow (the form, the inbox, the message, the delete): with two suites on two cores it
    // ran past the 30 s a test gets.
    test.slow();
    await sendEnquiry(page);
    await signedIn(page);
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: /^Mesajlar/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page).toHaveTitle('Mesajlar | Yönetim Paneli');
    await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();

    // The seed has 2 unread enquiries; the new one makes 3, and it is the newest.
    await expect(page.getByText('3 okunmamış mesaj')).toBeVisible();
    // The menu badge counts the enquiries still 'Yeni' (issue 48): the seed's 3 and this one.
    await expect(menuBadge(page)).toHaveAccessibleName('Mesajlar 4 yeni mesaj');
    const top = rows(page).first();
    await expect(
      top.getByRole('button', { name: new RegExp(`^${sender}\\s*, okunmamış$`) }),
    ).toBeVisible();
    await expect(top.getByText('Yeni')).toBeVisible();
    await expect(top).toContainText(enquiry.sektor);
    await expect(top).toContainText(enquiry.telefon);
    await expect(top).toContainText('Kapalı otoparkımızın tavanında çatlaklar var.');
    await expect(top).not.toContainText('Epoksi enjeksiyon');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Open it: every field, and it is read.
    await top.getByRole('button', { name: new RegExp(`^${sender}`) }).click();
    await expect(details(page).getByRole('heading', { level: 2, name: sender })).toBeFocused();
    await expect(details(page).getByRole('link', { name: enquiry.telefon })).toHaveAttribute(
      'href',
      'tel:05326114820',
    );
    await expect(details(page)).toContainText('Epoksi enjeksiyon için keşif rica ederiz.');
    await expect(page.getByText('2 okunmamış mesaj')).toBeVisible();
    // Read is not followed up: still 'Yeni', still counted by the badge.
    await expect(menuBadge(page)).toHaveAccessibleName('Mesajlar 4 yeni mesaj');
    await expect(top.getByRole('button', { name: new RegExp(`^${sender}$`) })).toBeVisible();
    await expect.poll(async () => (await stored(page, enquiry.isim))?.isRead).toBe(true);
    // List and message side by side at 1440 px.
    const listBox = await inbox(page).boundingBox();
    const detailsBox = await details(page).boundingBox();
    expect(detailsBox?.x ?? 0).toBeGreaterThan((listBox?.x ?? 0) + (listBox?.width ?? 0) - 1);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Delete: asks first; 'İptal' keeps it.
    await details(page).getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mesajı Sil' });
    await expect(dialog).toContainText(
      `${sender} tarafından gönderilen mesaj çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz.`,
    );
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(4);
    expect(await stored(page, enquiry.isim)).not.toBeNull();

    // 'Evet, Sil' deletes it.
    await details(page).getByRole('button', { name: 'Sil' }).click();
    await dialog.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByText('Mesaj silindi.')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(inbox(page)).not.toContainText(sender);
    expect(await stored(page, enquiry.isim)).toBeNull();
  });

  test('signs in again in place when marking read meets a 401', async ({ page }) => {
    await signedIn(page, '/admin/messages');
    // The list first: the 401 is for opening the enquiry (its own read, issue 48, or the save
    // that marks it read, whichever goes first); either way the panel signs in again in place.
    await expect(rows(page)).toHaveCount(3);
    await page.evaluate(() => window.__mocks?.failNext(1, 401));
    await rows(page).first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await dialog.getByLabel('Kullanıcı Adı').fill('admin');
    await dialog.getByLabel('Şifre').fill('admin123');
    await dialog.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(dialog).toBeHidden();
    // Still on the enquiry it opened (issue 48: its id in the URL).
    await expect(page).toHaveURL(/\/admin\/messages\?open=[0-9a-f-]+$/);
    await expect.poll(async () => (await stored(page, 'Hakan'))?.isRead).toBe(true);
    await expect(page.getByText('1 okunmamış mesaj')).toBeVisible();
  });
});

test.describe('enquiries inbox: follow-up, filters and export (issue 48)', () => {
  test("'Teklif verildi' with a note, filtered by status, exported as CSV", async ({ page }) => {
    test.slow();
    await signedIn(page, '/admin/messages');
    await expect(rows(page)).toHaveCount(3);
    await expect(menuBadge(page)).toHaveAccessibleName('Mesajlar 3 yeni mesaj');

    // The status, saved with 'Kaydet'.
    await rows(page).first().getByRole('button').click();
    await expect(details(page).getByRole('heading', { level: 2 })).toBeFocused();
    const name = (await details(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
    await details(page).getByLabel('Durum').selectOption({ label: 'Teklif verildi' });
    await details(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Takip bilgisi kaydedildi.')).toBeVisible();
    await expect(rows(page).first().getByText('Teklif verildi')).toBeVisible();
    await expect(menuBadge(page)).toHaveAccessibleName('Mesajlar 2 yeni mesaj');

    // A note, with its writer.
    const notes = details(page).getByRole('region', { name: 'Notlar' });
    await notes.getByLabel('Not ekle').fill('Teklif e-postayla gönderildi.');
    await notes.getByRole('button', { name: 'Not ekle' }).click();
    await expect(page.getByText('Not eklendi.')).toBeVisible();
    await expect(notes.getByRole('listitem')).toContainText('admin');
    await expect(notes.getByRole('listitem')).toContainText('Teklif e-postayla gönderildi.');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Filtered by status: only it, and the URL says so.
    const filters = page.getByRole('form', { name: 'Mesajları filtrele' });
    await filters.getByLabel('Durum').selectOption({ label: 'Teklif verildi' });
    await filters.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page).toHaveURL(/status=quoted/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);

    // The export: the filtered list as a CSV file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mesajlar-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(name.split(' ')[0] ?? '');
    expect(text).toContain('Teklif verildi');
    await expect(page.getByRole('button', { name: 'CSV indir' })).toBeEnabled();

    await filters.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(rows(page)).toHaveCount(3);
  });
});

test.describe('enquiries inbox on a phone', () => {
  test('a stacked list, one enquiry at a time, no horizontal scroll at 360 px @phone', async ({
    page,
  }) => {
    await signedIn(page, '/admin/messages');
    await expect(rows(page)).toHaveCount(3);
    const width = page.viewportSize()?.width ?? 360;
    expect(width).toBe(360);
    const fits = () =>
      page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        outside: [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > 360.5)
          .map((element) => element.outerHTML.slice(0, 80)),
      }));
    expect(await fits()).toEqual({ scroll: width, outside: [] });
    // Stacked: each row below the previous one, full width.
    const boxes = await rows(page).evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]?.top).toBeGreaterThanOrEqual(boxes[index - 1]?.bottom ?? 0);
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Opening one shows it instead of the list; 'Tüm mesajlar' goes back to the same row.
    await rows(page).first().getByRole('button').click();
    await expect(details(page).getByRole('heading', { level: 2 })).toBeFocused();
    await expect(inbox(page)).toBeHidden();
    expect(await fits()).toEqual({ scroll: width, outside: [] });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await details(page).getByRole('button', { name: 'Tüm mesajlar' }).click();
    await expect(inbox(page)).toBeVisible();
    await expect(rows(page).first().getByRole('button')).toBeFocused();
    await expect(page.getByText('1 okunmamış mesaj')).toBeVisible();
  });
});

/**
 * Enquiries sent through the public contact endpoint, one after another (newest last); a spam one
 * fills the honeypot, as a program does.
 */
async function addEnquiries(
  page: Page,
  list: { isim: string; mesaj?: string; isSpam?: boolean }[],
) {
  for (const item of list) {
    await send(page, 'POST', '/api/Contact', {
      isim: item.isim,
      soyisim: 'Deneme',
      telefon: '0555 123 45 67',
      sektor: 'Konut',
      mesaj: item.mesaj ?? 'Çatı terasında su yalıtımı için fiyat rica ederiz.',
      ...(item.isSpam ? { website: 'http://spam.example' } : {}),
    });
  }
}

test.describe('enquiries inbox: pages, search and spam (issue 14)', () => {
  test('pages 25 at a time, searches by Turkish rules, and keeps spam apart until "Spam değil"', async ({
    page,
  }) => {
    test.slow();
    await signedIn(page);
    await addEnquiries(page, [
      ...Array.from({ length: 25 }, (_, index) => ({ isim: `Müşteri${String(index + 1)}` })),
      { isim: 'Işıl', mesaj: 'IŞIKLI tabelamızın ANKRAJI gevşedi.' },
      { isim: 'Otomatik', mesaj: 'Ucuz reklam bağlantıları', isSpam: true },
    ]);
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: /^Mesajlar/ })
      .click();

    // 25 a page, newest first; the spam is not among them, nor in the unread count.
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText('Işıl Deneme');
    await expect(inbox(page)).not.toContainText('Otomatik');
    await expect(page.getByText('28 okunmamış mesaj')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Sayfalama' });
    await expect(pager).toContainText('Sayfa 1 / 2');
    // By keyboard: to 'Sonraki' and Enter.
    await pager.getByRole('button', { name: 'Sonraki' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/messages\?page=2$/);
    await expect(pager).toContainText('Sayfa 2 / 2');
    // 29 that are not spam: the seed's 3 and these 26.
    await expect(rows(page)).toHaveCount(4);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Search: 'ışıklı' finds 'IŞIKLI', and so does 'ISIKLI' (diacritics optional, I/ı/i one
    // letter); the text is looked for as it is, so 'ışıkla' finds nothing (ADR 0068).
    const search = page.getByRole('searchbox', { name: 'Ara' });
    await search.fill('ışıklı');
    await search.press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Işıl Deneme');
    await expect(search).toBeFocused();
    await search.fill('ISIKLI');
    await search.press('Enter');
    await expect(page).toHaveURL(/ISIKLI/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Işıl Deneme');
    await search.fill('ışıkla');
    await search.press('Enter');
    await expect(page.getByText('“ışıkla” ile eşleşen mesaj yok.')).toBeVisible();
    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
    await expect(rows(page)).toHaveCount(25);

    // The 'Spam' folder, its review and 'Spam değil'.
    const folders = page.getByRole('group', { name: 'Klasör' });
    await folders.getByRole('button', { name: /^Spam/ }).click();
    await expect(page).toHaveURL(/filter=spam/);
    const spam = page.getByRole('region', { name: /^Spam/ });
    await expect(spam.getByRole('listitem')).toHaveCount(1);
    await spam.getByRole('button', { name: /^Otomatik Deneme/ }).click();
    await expect(details(page)).toContainText('Bu mesaj spam olarak ayrıldı');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await details(page).getByRole('button', { name: 'Spam değil' }).click();
    await expect(page.getByText('Mesaj gelen kutusuna taşındı.')).toBeVisible();
    await expect(page.getByText('Spam olarak ayrılmış mesaj yok.')).toBeVisible();
    await expect.poll(async () => (await stored(page, 'Otomatik'))?.isSpam).toBe(false);

    await folders.getByRole('button', { name: 'Gelen Kutusu' }).click();
    await expect(rows(page).first()).toContainText('Otomatik Deneme');
    await expect(page.getByText('29 okunmamış mesaj')).toBeVisible();
    // 'Yeni': the seed's 3, these 26 and the one moved back.
    await expect(menuBadge(page)).toHaveAccessibleName('Mesajlar 30 yeni mesaj');
  });
});

/** The stored enquiry's id, as the administrator's API lists it. */
async function idOf(page: Page, isim: string) {
  const found = (await read<{ id: string; isim: string }[]>(page, '/api/Contact')).find(
    (item) => item.isim === isim,
  );
  if (!found) throw new Error(`No enquiry ${isim}`);
  return found.id;
}

const missing = (page: Page) => page.getByRole('region', { name: 'Mesaj bulunamadı' });

test.describe('a link to one enquiry: /admin/messages?open=<id> (issue 48)', () => {
  test('a pasted link opens the enquiry whatever the list shows; back and forward close and reopen it', async ({
    page,
  }) => {
    // Several page loads, back and forward: with two suites on two cores, past the 30 s a test gets.
    test.slow();
    await signedIn(page, '/admin/messages');
    await expect(rows(page)).toHaveCount(3);
    const [elif, hakan] = [await idOf(page, 'Elif'), await idOf(page, 'Hakan')];
    expect((await stored(page, 'Elif'))?.isRead).toBe(false);

    // A colleague's link, pasted in the address bar: the search shows only Hakan.
    await open(page, `/admin/messages?q=Hakan&open=${elif}`);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Elif Karakaya');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Hakan Demirci');
    await expect.poll(async () => (await stored(page, 'Elif'))?.isRead).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Opening a row puts it in the URL, to copy; back closes it, forward opens it again.
    await rows(page).first().getByRole('button').click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Hakan Demirci');
    await expect(page).toHaveURL(new RegExp(`[?&]open=${hakan}$`));
    await page.goBack();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Elif Karakaya');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(details(page)).toBeHidden();
    await page.goForward();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Elif Karakaya');
  });

  test('closing takes the enquiry out of the URL; an unknown or deleted one says so @phone', async ({
    page,
  }) => {
    // Four page loads: with two suites on two cores, past the 30 s a test gets.
    test.slow();
    await signedIn(page, '/admin/messages');
    const serkan = await idOf(page, 'Serkan');
    await open(page, `/admin/messages?open=${serkan}`);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Serkan Aydemir');
    await expect(inbox(page)).toBeHidden();
    await details(page).getByRole('button', { name: 'Tüm mesajlar' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(rows(page)).toHaveCount(3);

    // An id no enquiry has: said in place of the enquiry, not a blank screen.
    await open(page, '/admin/messages?open=5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d');
    await expect(missing(page)).toContainText('Mesaj bulunamadı');
    await expect(missing(page)).toContainText('Silinmiş ya da çöp kutusuna taşınmış olabilir.');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await missing(page).getByRole('button', { name: 'Tüm mesajlar' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(rows(page)).toHaveCount(3);

    // One moved to the trash since the link was sent.
    await send(page, 'DELETE', `/api/Contact/${serkan}`);
    await open(page, `/admin/messages?open=${serkan}`);
    await expect(missing(page)).toContainText('Silinmiş ya da çöp kutusuna taşınmış olabilir.');
    await expect(inbox(page)).toBeHidden();
  });

  test("the dashboard's 'Aranmayı bekleyenler' opens the enquiry in the inbox", async ({
    page,
  }) => {
    await signedIn(page, '/admin');
    const waiting = page.getByRole('region', { name: 'Aranmayı bekleyenler' });
    await waiting.getByRole('link', { name: /Hakan Demirci/ }).click();
    const hakan = await idOf(page, 'Hakan');
    await expect(page).toHaveURL(new RegExp(`/admin/messages\\?open=${hakan}$`));
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Hakan Demirci');
    await expect.poll(async () => (await stored(page, 'Hakan'))?.isRead).toBe(true);
  });
});
