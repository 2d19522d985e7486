import type { Page } from '@playwright/test';
import { ADMIN, expect, openFromMenu, signIn, test } from './fixtures';

/** A real, small PDF: the server checks its first bytes, not its name. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const grid = (page: Page) => page.getByRole('list', { name: 'Ürün listesi' });

test.describe('full stack: the reference server and its database', () => {
  test('signs in with the administrator from the environment; a wrong password is refused', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toContainText('Kullanıcı adı veya şifre hatalı.');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
    // The session survives a reload: the token is the server's, checked on every call.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  });

  test('a product is created, edited and deleted, and its public page follows', async ({
    page,
  }) => {
    test.slow();
    const name = 'Şantiye Tipi Çatlak Enjeksiyonu';
    const slug = 'santiye-tipi-catlak-enjeksiyonu';
    const title = 'Şantiyede Çatlak Enjeksiyonu';
    const description = 'Düşük viskoziteli reçine, çatlağın dibine kadar basınçla işlenir.';
    const changed = 'Güncel açıklama: her uygulama çekirdek numunesiyle belgelenir.';

    await signIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.getByLabel('Ürün adı').fill(name);
    await expect(dialog.getByLabel('Slug (ürün sayfası adresi)')).toHaveValue(slug);
    await dialog.getByLabel('Başlık 1', { exact: true }).fill(title);
    await dialog.getByLabel('Açıklama 1', { exact: true }).fill(description);
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün oluşturuldu.')).toBeVisible();
    const card = grid(page).getByRole('article', { name });
    await expect(card).toBeVisible();

    await page.goto(`/product/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: `${name} düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(edit.getByLabel('Açıklama 1', { exact: true })).toHaveValue(description);
    await edit.getByLabel('Açıklama 1', { exact: true }).fill(changed);
    await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün kaydedildi.')).toBeVisible();

    // A fresh load of the public page: what the server now has, not what the panel cached.
    await page.goto(`/product/${slug}`);
    await expect(page.getByText(changed)).toBeVisible();
    await expect(page.getByText(description)).toHaveCount(0);

    await page.goBack();
    await page.getByRole('button', { name: `${name} sil` }).click();
    await page
      .getByRole('alertdialog', { name: 'Ürünü Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();
    await expect(page.getByText('Ürün silindi.')).toBeVisible();
    await expect(grid(page).getByRole('article', { name })).toHaveCount(0);

    await page.goto(`/product/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
  });

  test('a document is uploaded with a real PDF and downloaded again @direct', async ({ page }) => {
    const name = 'Temel Perdesi Enjeksiyon Raporu';
    await signIn(page);
    await openFromMenu(page, 'Dosyalar', 'Dosya Yönetimi');
    await page.getByRole('button', { name: 'Yeni Dosya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Dosya' });
    await dialog.getByLabel('Dosya Adı').fill(name);
    await dialog.getByLabel('Ana dosya').setInputFiles({
      name: 'temel-perdesi-raporu.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Başarılı!' })).toContainText(
      'Dosya oluşturuldu.',
    );
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Ara' }).fill('temel perdesi');
    await page.getByRole('button', { name: `Detaylar: ${name}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Dosya Detayları' });
    await expect(details).toContainText('PDF belgesi');
    const download = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Dosyayı İndir' }).click();
    const saved = await download;
    const bytes = Buffer.concat(await (await saved.createReadStream()).toArray());
    expect(bytes.equals(PDF_BYTES)).toBe(true);
    await expect(page.getByText('İndirme Başladı!')).toBeVisible();
  });

  test('an editor change shows on the public site', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim Sayfası' })).toBeVisible();
    await page.getByLabel('Telefon numarası').fill('+90 (312) 444 27 45');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '+90 (312) 444 27 45' })).toBeVisible();
  });

  test('a file whose bytes are not what its name says is refused with a clear message @direct', async ({
    page,
  }) => {
    await signIn(page);
    await openFromMenu(page, 'Dosyalar', 'Dosya Yönetimi');
    await page.getByLabel('Sistem dosyası yükle').setInputFiles({
      name: 'saha-krokisi.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Bu bir resim değil, düz metin.'),
    });
    const uploads = page.getByRole('region', { name: 'Yüklemeler' });
    await expect(uploads).toContainText('saha-krokisi.png');
    await expect(uploads).toContainText('Desteklenmeyen dosya formatı.');
  });
});
