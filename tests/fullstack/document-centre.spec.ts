import { expect, test } from './fixtures';

/**
 * The document centre '/belgeler' (issue 49) as the reference server sends it (@direct): a
 * product's filtered list is in the HTML itself, reads and filters without JavaScript, keeps the
 * public pages' HTML budget and is in the sitemap.
 */
test.describe('the document centre from the server @direct', () => {
  test("'/belgeler?urun=…' is in the server's HTML, within 35 KB", async ({ request }) => {
    const reply = await request.get('/belgeler?urun=poliuretan-enjeksiyon', {
      headers: { accept: 'text/html' },
    });
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35 * 1024);
    expect(html).toContain('Poliüretan Enjeksiyon Uygulama Kılavuzu');
    expect(html).not.toContain('AsilNunX Teknik Föyü');
    expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="https:\/\/[^"]+\/belgeler"/);
    expect(html).toMatch(/<title[^>]*>Belge Merkezi: Poliüretan Enjeksiyon/);
  });

  test('the whole list, every document of the seed, is within 35 KB too', async ({ request }) => {
    const reply = await request.get('/belgeler', { headers: { accept: 'text/html' } });
    const html = await reply.text();
    expect(html).toContain('AsilNunX Teknik Föyü');
    expect(html).toContain('ISO 9001 Kalite Yönetim Sistemi Sertifikası');
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35_000);
  });

  test('it is in the sitemap', async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/\/belgeler<\/loc>/);
  });

  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are a form that works, and each row has its download', async ({ page }) => {
      await page.goto('/belgeler?urun=poliuretan-enjeksiyon');
      await expect(page.getByRole('combobox', { name: 'Ürün' })).toHaveValue(
        'poliuretan-enjeksiyon',
      );
      await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Teknik Föy');
      await page.getByRole('button', { name: 'Süz' }).click();
      await expect(page).toHaveURL(/kategori=Teknik\+F%C3%B6y&urun=poliuretan-enjeksiyon$/);
      const rows = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(rows).toHaveCount(1);
      const download = rows.getByRole('link', { name: /^İndir: Poliüretan Enjeksiyon Reçinesi/ });
      await expect(download).toHaveAttribute('href', /\.pdf$/);
      const file = await page.request.get((await download.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
    });
  });
});
