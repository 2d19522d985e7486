import { expect, open, seriousViolations, sidewaysOverflow, test } from './fixtures';

/** The document centre '/belgeler' (issue 49) on the mocks' seed. */
test.describe('document centre', () => {
  test('filters by category and product, each row with its download', async ({ page }) => {
    await open(page, '/belgeler');
    await expect(page.getByRole('heading', { level: 1, name: 'Belge Merkezi' })).toBeVisible();
    await expect(page).toHaveTitle(/^Belge Merkezi/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sertifika' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Güvenlik Bilgi Formu');
    await page.getByRole('button', { name: 'Süz' }).click();
    await expect(page).toHaveURL(/\/belgeler\?kategori=G%C3%BCvenlik(\+|%20)Bilgi(\+|%20)Formu$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Güvenlik Bilgi Formu',
    ]);

    await page
      .getByRole('combobox', { name: 'Ürün' })
      .selectOption({ label: 'AsilNunX Enjeksiyon Reçinesi' });
    await page.getByRole('button', { name: 'Süz' }).click();
    await expect(page).toHaveURL(/urun=asilnunx-enjeksiyon-recinesi$/);
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('heading', { level: 3 })).toHaveText(
      'AsilNunX Güvenlik Bilgi Formu',
    );
    await expect(rows.getByText('PDF belgesi')).toBeVisible();
    await expect(rows.getByText(/^\d+(,\d+)? (KB|MB|Bytes)$/)).toBeVisible();
    const download = rows.getByRole('link', { name: /^İndir: AsilNunX Güvenlik Bilgi Formu/ });
    await expect(download).toHaveAttribute('download', '');
    await expect(download).toHaveAttribute('href', /\.pdf$/);

    await page.getByRole('link', { name: 'Tüm belgeler' }).click();
    await expect(page).toHaveURL(/\/belgeler$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Teknik Föy' })).toBeVisible();
  });

  test("a product page's 'Tüm belgeler' opens the list filtered by it", async ({ page }) => {
    await open(page, '/product/poliuretan-enjeksiyon');
    await page
      .getByRole('region', { name: 'Dokümanlar' })
      .getByRole('link', { name: 'Tüm belgeler' })
      .click();
    await expect(page).toHaveURL(/\/belgeler\?urun=poliuretan-enjeksiyon$/);
    await expect(page.getByRole('combobox', { name: 'Ürün' })).toHaveValue('poliuretan-enjeksiyon');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Poliüretan Enjeksiyon Uygulama Kılavuzu' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'AsilNunX Teknik Föyü' })).toHaveCount(
      0,
    );
  });

  test('works from the keyboard at 360 px, without sideways scroll @phone', async ({ page }) => {
    await open(page, '/belgeler');
    await expect(page.getByRole('heading', { level: 1, name: 'Belge Merkezi' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const category = page.getByRole('combobox', { name: 'Kategori' });
    await category.focus();
    await category.selectOption('Sertifika');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Süz' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/kategori=Sertifika/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Sertifika',
    ]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
