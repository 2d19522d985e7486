import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openFromMenu, test, signedIn } from './fixtures';

/**
 * Issue 14 section 3 on the full stack: a delete moves a product or a file to the trash, and a
 * restore puts it back — the product at its place in the home page's ordering and on its public
 * page, the file's bytes under the same URL (404 while trashed); 'Kalıcı olarak sil' ends it.
 */
const HOME = '00000004-0000-4000-8000-000000000001';
const PRODUCT = {
  id: '00000003-0000-4000-8000-000000000002',
  name: 'Kimyasal Ankraj ve Filiz Ekimi',
  slug: 'kimyasal-ankraj-ve-filiz-ekimi',
};
const FILE_NAME = 'cop-kutusu-gorseli.png';

const homeOrder = async (page: Page): Promise<string[]> => {
  const reply = await page.request.get(`/api/Page/${HOME}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { productIds: string[] } }).data.productIds;
};

const trashList = (page: Page) => page.getByRole('region', { name: /Silinenler/ });

async function openTrash(page: Page) {
  await openFromMenu(page, 'Çöp Kutusu', 'Çöp Kutusu');
}

const bearer = (page: Page) =>
  page.evaluate(() => ({ Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` }));

test.describe('full stack: the trash', () => {
  test('a product goes to the trash and comes back at its place on the home page', async ({
    page,
  }) => {
    await signedIn(page);
    const before = await homeOrder(page);
    expect(before).toContain(PRODUCT.id);
    expect((await page.request.get(`/product/${PRODUCT.slug}`)).status()).toBe(200);

    await page.goto('/admin/products?size=50');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Yönetimi' })).toBeVisible();
    await page.getByRole('button', { name: `${PRODUCT.name} sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Ürünü Sil' });
    await expect(confirm).toContainText('30 gün Çöp Kutusu’nda kalır');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByText('Ürün silindi.')).toBeVisible();

    // Gone from every public read: its page (server-rendered) and the home page's ordering.
    expect(await homeOrder(page)).toEqual(before.filter((id) => id !== PRODUCT.id));
    await page.goto(`/product/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();

    await page.goto('/admin/Home');
    await openTrash(page);
    await expect(trashList(page)).toContainText(PRODUCT.name);
    await trashList(page)
      .getByRole('button', { name: `Geri yükle: ${PRODUCT.name}` })
      .click();
    await expect(page.getByText(`“${PRODUCT.name}” geri yüklendi.`)).toBeVisible();

    expect(await homeOrder(page)).toEqual(before);
    await page.goto(`/product/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  });

  // @direct: the upload is binary, which Prism's proxy does not pass (playwright.fullstack.config.ts).
  test("a file's URL answers 404 while trashed, the same bytes after the restore, and 'Kalıcı olarak sil' ends it @direct", async ({
    page,
  }) => {
    await signedIn(page);
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#2f6f4f' },
    })
      .png()
      .toBuffer();
    const upload = await page.request.post('/api/File/upload', {
      headers: await bearer(page),
      multipart: { file: { name: FILE_NAME, mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status()).toBe(201);
    const file = ((await upload.json()) as { data: { id: string; path: string } }).data;
    const original = await page.request.get(file.path);
    expect(original.status()).toBe(200);
    const bytes = await original.body();

    await openFromMenu(page, 'Dosyalar', 'Dosya Yönetimi');
    await page.getByRole('searchbox', { name: 'Ara' }).fill(FILE_NAME);
    await page.getByRole('button', { name: `Sil: ${FILE_NAME}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Dosyayı Sil' });
    await expect(confirm).toContainText('çöp kutusuna taşınacak');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    // Gone from the list once the server has answered (the list may show cards, which have no
    // row header: their 'Sil' button is what both views have).
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: `Sil: ${FILE_NAME}`, exact: true })).toHaveCount(
      0,
    );
    expect((await page.request.get(file.path)).status()).toBe(404);

    await openTrash(page);
    await trashList(page)
      .getByRole('button', { name: `Geri yükle: ${FILE_NAME}` })
      .click();
    await expect(page.getByText(`“${FILE_NAME}” geri yüklendi.`)).toBeVisible();
    const restored = await page.request.get(file.path);
    expect(restored.status()).toBe(200);
    expect((await restored.body()).equals(bytes)).toBe(true);

    // Deleted again, then for good.
    const again = await page.request.delete(`/api/File/${file.id}`, {
      headers: await bearer(page),
    });
    expect(again.status()).toBe(200);
    await page.reload();
    await trashList(page)
      .getByRole('button', { name: `Kalıcı olarak sil: ${FILE_NAME}` })
      .click();
    const purge = page.getByRole('alertdialog', { name: 'Kalıcı Olarak Sil' });
    await expect(purge).toContainText(`“${FILE_NAME}” (Dosya) kalıcı olarak silinecek.`);
    await purge.getByRole('button', { name: 'Evet, Kalıcı Olarak Sil' }).click();
    await expect(page.getByText(`“${FILE_NAME}” kalıcı olarak silindi.`)).toBeVisible();
    await expect(trashList(page).getByText(FILE_NAME)).toHaveCount(0);
    expect((await page.request.get(file.path)).status()).toBe(404);
  });
});
