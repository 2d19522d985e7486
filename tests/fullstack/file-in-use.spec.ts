import { expect, openFromMenu, test, signedIn } from './fixtures';

const NAME = 'asilnunx-teknik-foyu.pdf';

test.describe('full stack: a file in use is not deleted', () => {
  test('the server refuses (409) and the file manager lists whom it names', async ({ page }) => {
    await signedIn(page);
    await openFromMenu(page, 'Dosyalar', 'Dosya Yönetimi');
    await page.getByRole('searchbox', { name: 'Ara' }).fill(NAME);
    await page.getByRole('button', { name: `Sil: ${NAME}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Dosya Kullanımda' })
      .getByRole('button', { name: 'Yine de Devam Et' })
      .click();
    const reply = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().includes('/api/File/'),
    );
    await page
      .getByRole('alertdialog', { name: 'Dosyayı Sil' })
      .getByRole('button', { name: 'Evet, Sil' })
      .click();
    expect((await reply).status()).toBe(409);

    const refused = page.getByRole('alertdialog', { name: 'Dosya Silinemedi' });
    await expect(refused.getByRole('list', { name: 'Ürünler' }).getByRole('listitem')).toHaveText([
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
    await expect(refused.getByRole('list', { name: 'Belgeler' }).getByRole('listitem')).toHaveText([
      'AsilNunX Teknik Föyü',
    ]);
    await expect(
      refused.getByRole('list', { name: 'İçerik sayfaları' }).getByRole('listitem'),
    ).toHaveText(['AsilNunX']);
    await refused.getByRole('button', { name: 'Tamam' }).click();
    await expect(refused).toBeHidden();

    // Still stored, still served.
    await page.reload();
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${NAME}`) })).toBeVisible();
  });
});
