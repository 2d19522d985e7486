import type { Page } from '@playwright/test';
import { read, upload } from '../helpers/browser-api';
import { expect, open, signedIn as signedInAt, test, seriousViolations } from './fixtures';

const POLY = 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü';
const ISO = 'ISO 9001 Kalite Yönetim Sistemi Sertifikası';
/** A real, small PDF: what the mock server accepts as application/pdf (it reads the header). */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openFileManager(page: Page, path = '/admin/documents', { signedIn = false } = {}) {
  if (signedIn) await open(page, path);
  else await signedInAt(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Dosya Yönetimi' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfalama' })).toBeVisible();
}

/** A small image no record uses. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f47c20"/></svg>';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(name)}`) }) });
const action = (page: Page, verb: 'Detaylar' | 'Düzenle' | 'Sil', name: string) =>
  page.getByRole('button', { name: `${verb}: ${name}`, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Ara' });
interface StoredDocument {
  id: string;
  name: string;
}
interface StoredFile {
  id: string;
  name: string;
}
/** The document named `name`, as the administrator's API lists it, or null. */
const storedDocument = async (page: Page, name: string) =>
  (
    await read<{ items: StoredDocument[] }>(page, '/api/Document?PageIndex=0&PageSize=100')
  ).items.find((item) => item.name === name) ?? null;
/** The system files, as the administrator's API lists them. */
const storedFiles = (page: Page) => read<StoredFile[]>(page, '/api/File');
/** The system file named `name`, or null. */
const storedFile = async (page: Page, name: string) =>
  (await storedFiles(page)).find((item) => item.name === name) ?? null;

test.describe('file manager (/admin/documents)', () => {
  test('creates a document with an external URL, then edits it', async ({ page }) => {
    await openFileManager(page);
    await expect(page).toHaveTitle('Dosya Yönetimi | Yönetim Paneli');
    await page.getByRole('button', { name: 'Yeni Dosya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Dosya' });
    await dialog.getByLabel('Dosya Adı').fill('Çatı Yalıtımı Uygulama Kılavuzu');
    await expect(dialog.getByLabel('URL Slug')).toHaveValue('cati-yalitimi-uygulama-kilavuzu');
    await dialog.getByLabel('Açıklama').fill('Membran serimi ve bindirme detayları.');
    await dialog.getByLabel('Kategori').fill('Uygulama Kılavuzu');
    await dialog.getByLabel('Sıra').fill('30');
    await dialog.getByLabel('Harici URL').fill('https://belgeler.example.com/cati-yalitimi.pdf');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();

    const notice = page.getByRole('dialog', { name: 'Başarılı!' });
    await expect(notice).toContainText('Dosya oluşturuldu.');
    await expect(notice).toBeHidden();
    await expect(dialog).toBeHidden();
    const created = await storedDocument(page, 'Çatı Yalıtımı Uygulama Kılavuzu');
    expect(created).toMatchObject({
      slug: 'cati-yalitimi-uygulama-kilavuzu',
      url: 'https://belgeler.example.com/cati-yalitimi.pdf',
      fileId: null,
      mimeType: null,
      fileSize: null,
      order: 30,
      isActive: true,
    });

    await search(page).fill('çatı yalıtımı');
    await expect(row(page, 'Çatı Yalıtımı Uygulama Kılavuzu')).toContainText('Uygulama Kılavuzu');
    await expect(page).toHaveURL(/q=/);
    await action(page, 'Düzenle', 'Çatı Yalıtımı Uygulama Kılavuzu').click();
    const edit = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
    await expect(edit.getByLabel('Harici URL')).toHaveValue(
      'https://belgeler.example.com/cati-yalitimi.pdf',
    );
    await edit.getByLabel('Dosya Adı').fill('Çatı Yalıtımı Uygulama Kılavuzu (2026)');
    await edit.getByRole('checkbox', { name: 'Aktif' }).uncheck();
    await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toContainText(
      'Dosya güncellendi.',
    );
    await expect(row(page, 'Çatı Yalıtımı Uygulama Kılavuzu (2026)')).toContainText('Pasif');
    expect(await storedDocument(page, 'Çatı Yalıtımı Uygulama Kılavuzu (2026)')).toMatchObject({
      id: created?.id,
      slug: 'cati-yalitimi-uygulama-kilavuzu',
      isActive: false,
    });
  });

  test('uploads a real small PDF with the document, showing the progress', async ({ page }) => {
    await openFileManager(page);
    await page.getByRole('button', { name: 'Yeni Dosya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Dosya' });
    await dialog.getByLabel('Dosya Adı').fill('Bodrum Kat Keşif Raporu');
    await dialog.getByLabel('Ana dosya').setInputFiles({
      name: 'bodrum-kesif-raporu.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    await expect(
      dialog.getByText('bodrum-kesif-raporu.pdf (kaydettiğinizde yüklenecek)'),
    ).toBeVisible();
    // Hold the requests, to see the upload under way.
    await page.evaluate(() => {
      const mocks = window.__mocks;
      if (!mocks) return;
      mocks.control.gate = new Promise<void>((resolve) => {
        (window as unknown as { releaseMocks: () => void }).releaseMocks = resolve;
      });
    });
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    await expect(dialog.getByRole('status').filter({ hasText: /Yükleniyor: %\d+/ })).toBeVisible();
    await page.evaluate(() => {
      if (window.__mocks) window.__mocks.control.gate = null;
      (window as unknown as { releaseMocks: () => void }).releaseMocks();
    });
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toContainText(
      'Dosya oluşturuldu.',
    );
    const file = await storedFile(page, 'bodrum-kesif-raporu.pdf');
    expect(file).toMatchObject({ contentType: 'application/pdf', size: PDF_BYTES.length });
    expect(await storedDocument(page, 'Bodrum Kat Keşif Raporu')).toMatchObject({
      fileId: file?.id,
      mimeType: 'application/pdf',
      fileSize: PDF_BYTES.length,
    });
  });

  test('shows the details with the related products, and downloads the file', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Detaylar', POLY).click();
    const dialog = page.getByRole('dialog', { name: 'Dosya Detayları' });
    await expect(dialog).toContainText('PDF belgesi');
    const products = dialog.getByRole('region', { name: 'İlgili Ürünler' });
    await expect(products.getByRole('listitem')).toHaveCount(2);
    await expect(products).toContainText('Poliüretan Enjeksiyon');
    await expect(products).toContainText('poliuretan-enjeksiyon');
    await expect(products).toContainText('Zemin Enjeksiyonu');
    await expect(dialog.getByRole('region', { name: 'İlgili Sayfalar' })).toContainText(
      'Bu dosyayı kullanan sayfa yok.',
    );

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Dosyayı İndir' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('poliuretan-enjeksiyon-recinesi-teknik-foyu.pdf');
    const bytes = await (await saved.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('İndirme Başladı!')).toBeVisible();
  });

  test("searches by Turkish rules: 'poliuretan' finds 'Poliüretan' (issue 49)", async ({
    page,
  }) => {
    await openFileManager(page);
    await search(page).fill('poliuretan teknik');
    await expect(row(page, POLY).first()).toBeVisible();
    await expect(row(page, ISO)).toHaveCount(0);
    await expect(page).toHaveURL(/q=poliuretan/);
    // A word's beginning, one typo, and a suffix do not hide a document either.
    for (const query of ['enjek föy', 'poliüreten', 'reçinesinin']) {
      await search(page).fill(query);
      await expect(row(page, POLY).first()).toBeVisible();
    }
  });

  test('deletes a file after naming it and warning that it is permanent', async ({ page }) => {
    await openFileManager(page);
    await search(page).fill('ISO 9001');
    await action(page, 'Sil', ISO).click();
    const confirm = page.getByRole('alertdialog', { name: 'Dosyayı Sil' });
    await expect(confirm).toContainText(
      `“${ISO}” çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinir.`,
    );
    await expect(confirm.getByRole('button', { name: 'İptal' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByText('Dosya başarıyla silindi!')).toBeVisible();
    await expect(row(page, ISO)).toHaveCount(0);
    // Its stored file stays, a system file that 'ISO 9001' finds too ('iso-9001-…').
    await expect(row(page, 'iso-9001-kalite-yonetim-sistemi-sertifikasi.pdf')).toBeVisible();
    expect(await storedDocument(page, ISO)).toBeNull();
  });

  test('refuses to delete a file in use and lists, from the reply, what uses it', async ({
    page,
  }) => {
    const name = 'asilnunx-teknik-foyu.pdf';
    await openFileManager(page, `/admin/documents?q=${name}`);
    await action(page, 'Sil', name).click();
    const warning = page.getByRole('alertdialog', { name: 'Dosya Kullanımda' });
    await expect(warning).toContainText('Belgeler: AsilNunX Teknik Föyü');
    await warning.getByRole('button', { name: 'Yine de Devam Et' }).click();
    await page
      .getByRole('alertdialog', { name: 'Dosyayı Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();

    const refused = page.getByRole('alertdialog', { name: 'Dosya Silinemedi' });
    await expect(refused).toContainText(
      `“${name}” kullanımda olduğu için silinmedi. Önce dosyayı aşağıdaki kayıtlardan kaldırın.`,
    );
    await expect(refused.getByRole('list', { name: 'Ürünler' }).getByRole('listitem')).toHaveText([
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
    await expect(refused.getByRole('list', { name: 'Belgeler' }).getByRole('listitem')).toHaveText([
      'AsilNunX Teknik Föyü',
    ]);
    await expect(
      refused.getByRole('list', { name: 'İçerik sayfaları' }).getByRole('listitem'),
    ).toHaveText(['AsilNunX']);
    await expect(refused.getByRole('button', { name: 'Tamam' })).toBeFocused();
    await expect(page.getByText('Dosya başarıyla silindi!')).toHaveCount(0);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);

    await refused.getByRole('button', { name: 'Tamam' }).click();
    await expect(refused).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    await expect(search(page)).toHaveValue(name);
    expect(await storedFile(page, name)).not.toBeNull();
  });

  test('uploads files dropped on the list', async ({ page }) => {
    await openFileManager(page);
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'surukle-birak-raporu.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['düz metin'], 'notlar.txt', { type: 'text/plain' }));
      return transfer;
    }, PDF_BYTES.toString());
    const zone = page.getByRole('region', { name: 'Dosya listesi' });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect(page.getByText('Yüklemek için dosyaları bırakın')).toBeVisible();
    await zone.dispatchEvent('drop', { dataTransfer });
    const uploads = page.getByRole('region', { name: 'Yüklemeler' });
    await expect(uploads.getByRole('listitem')).toHaveCount(2);
    await expect(uploads.getByRole('listitem').first()).toContainText('Yüklendi');
    await expect(uploads.getByRole('listitem').nth(1)).toContainText('Yüklendi');
    await expect(page.getByText('2 dosya yüklendi.')).toBeVisible();
    await expect(page.getByText('Yüklemek için dosyaları bırakın')).toBeHidden();
    expect(await storedFile(page, 'surukle-birak-raporu.pdf')).toMatchObject({
      contentType: 'application/pdf',
    });
    await search(page).fill('surukle-birak');
    await expect(row(page, 'surukle-birak-raporu.pdf')).toContainText('Sistem Dosyası');
  });

  test('deletes the selected files behind one confirmation', async ({ page }) => {
    // Files no record uses: the seed's are all in use, and those the server refuses (409).
    await openFileManager(page);
    for (let index = 1; index <= 6; index += 1) {
      await upload(page, '/api/File/upload', {
        name: `kullanilmayan-gorsel-${index}.svg`,
        type: 'image/svg+xml',
        content: SVG,
      });
    }
    await openFileManager(page, '/admin/documents?q=kullanilmayan-gorsel&size=5', {
      signedIn: true,
    });
    const before = (await storedFiles(page)).length;
    await page.getByRole('checkbox', { name: 'Bu sayfadaki tüm dosyaları seç' }).check();
    const bar = page.getByRole('region', { name: 'Toplu işlemler' });
    await expect(bar).toContainText('5 dosya seçildi');
    await bar.getByRole('button', { name: 'Seçilenleri Sil' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Seçilen Dosyaları Sil' });
    await expect(confirm).toContainText('5 dosya çöp kutusuna taşınacak. 30 gün içinde');
    await confirm.getByRole('button', { name: 'Evet, Tümünü Sil' }).click();
    await expect(page.getByText('5 dosya silindi.')).toBeVisible();
    await expect(bar).toBeHidden();
    expect(await storedFiles(page)).toHaveLength(before - 5);
  });

  // One test per dialog: each opens the file manager afresh, so none of them runs long on a busy
  // two-core machine, and a failure names the dialog.
  test('has no serious or critical axe violations on the list', async ({ page }) => {
    await openFileManager(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('has no serious or critical axe violations in the details dialog', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Detaylar', POLY).click();
    const details = page.getByRole('dialog', { name: 'Dosya Detayları' });
    await expect(
      details.getByRole('region', { name: 'İlgili Ürünler' }).getByRole('listitem'),
    ).toHaveCount(2);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });

  test('has no serious or critical axe violations in the edit dialog', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Düzenle', POLY).click();
    const form = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
    await expect(form.getByLabel('Dosya Adı')).toHaveValue(POLY);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the file picker', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Düzenle', POLY).click();
    const form = page.getByRole('dialog', { name: 'Dosyayı Düzenle' });
    await form.getByRole('button', { name: 'Sistemden Seç' }).click();
    const picker = page.getByRole('dialog', { name: 'Ana dosya: sistemden seç' });
    await expect(picker.getByRole('list', { name: 'Dosyalar' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await picker.getByRole('button', { name: 'Kapat' }).click();
    await expect(picker).toBeHidden();
    await expect(form).toBeVisible();
  });

  test('has no serious or critical axe violations in the in-use warning', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Sil', POLY).click();
    const warning = page.getByRole('alertdialog', { name: 'Dosya Kullanımda' });
    await expect(warning).toContainText('Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu');
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });

  test('has no serious or critical axe violations in the delete confirmation', async ({ page }) => {
    await openFileManager(page);
    await action(page, 'Sil', POLY).click();
    await page
      .getByRole('alertdialog', { name: 'Dosya Kullanımda' })
      .getByRole('button', { name: 'Yine de Devam Et' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Dosyayı Sil' });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'İptal' }).click();
    await expect(confirm).toBeHidden();
  });

  test('has no serious or critical axe violations in the bulk delete confirmation', async ({
    page,
  }) => {
    await openFileManager(page);
    await page.getByRole('checkbox', { name: `${POLY} seç` }).check();
    await page.getByRole('button', { name: 'Seçilenleri Sil' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Seçilen Dosyaları Sil' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });
});

test.describe('file manager on a phone', () => {
  test('stacked cards, dialogs that fit, no horizontal scroll at 360 px @phone', async ({
    page,
  }) => {
    await openFileManager(page);
    expect(page.viewportSize()?.width).toBe(360);
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Dosyalar' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const fits = () =>
      page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        outside: [...document.querySelectorAll('main *, [role="dialog"] *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.right > 360.5;
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      }));
    expect(await fits()).toEqual({ scroll: 360, outside: [] });
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (let index = 1; index < boxes.length; index += 1)
      expect(boxes[index]?.top).toBeGreaterThanOrEqual(boxes[index - 1]?.bottom ?? 0);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await action(page, 'Detaylar', POLY).click();
    await expect(page.getByRole('dialog', { name: 'Dosya Detayları' })).toBeVisible();
    expect(await fits()).toEqual({ scroll: 360, outside: [] });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('button', { name: 'Kapat' }).click();

    await page.getByRole('button', { name: 'Yeni Dosya' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni Dosya' });
    await expect(form.getByLabel('Dosya Adı')).toBeVisible();
    expect(await fits()).toEqual({ scroll: 360, outside: [] });
    // The dialog scrolls inside itself: its buttons are reachable.
    await form.getByRole('button', { name: 'Kaydet', exact: true }).scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Kaydet', exact: true })).toBeInViewport();
  });
});
