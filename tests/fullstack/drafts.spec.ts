import { expect, openFromMenu, signIn, test } from './fixtures';

/**
 * Issue 21 section 2 on the full stack: a product saved as a draft in the panel does not exist for
 * a visitor (a browser that never signed in): 'Ürün Bulunamadı' on its address, absent from the
 * product list, except through a preview link (issue 21 section 3) until that is revoked;
 * 'Yayınla' makes it public at once.
 */
test.describe('full stack: drafts', () => {
  test('a draft is invisible to visitors until it is published, but for its preview link', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Taslak Ürün ${stamp}`;
    const slug = `taslak-urun-${stamp}`;

    await signIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const created = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await created.getByLabel('Ürün adı').fill(name);
    await created.getByLabel('Başlık 1', { exact: true }).fill('Henüz hazır değil');
    await created.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(
      page.getByText('Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.'),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('Taslak');

    // A visitor: a browser of its own, never signed in.
    const visitor = await browser.newPage();
    const missing = await visitor.goto(`/product/${slug}`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await visitor.goto('/product');
    await expect(visitor.getByText(name)).toHaveCount(0);

    await card.getByRole('button', { name: `${name} düzenle` }).click();
    const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(form.getByText('Taslak', { exact: true })).toBeVisible();

    // 'Önizle' (issue 21 section 3): the visitor, never signed in, sees the draft through a link.
    await form.getByRole('button', { name: 'Önizle' }).click();
    const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    const preview = await visitor.goto(address);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    expect(preview?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // The server's HTML already says it is a preview, before any script runs.
    const html = (await preview?.text()) ?? '';
    expect(html).toContain('Önizleme: bu sayfa henüz yayında değil');
    expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    await expect(visitor.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Henüz hazır değil' }),
    ).toBeVisible();
    await expect(visitor).toHaveTitle(/^Önizleme: /);
    // Still nothing at the product's own address.
    expect((await visitor.goto(`/product/${slug}`))?.status()).toBe(404);

    await links.getByRole('button', { name: 'Önizleme bağlantısını iptal et' }).click();
    await page
      .getByRole('alertdialog', { name: 'Önizleme bağlantısını iptal et' })
      .getByRole('button', { name: 'İptal et' })
      .click();
    await expect(page.getByText('Önizleme bağlantısı iptal edildi.')).toBeVisible();
    expect((await visitor.goto(address))?.status()).toBe(404);
    await expect(
      visitor.getByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeVisible();
    await links.getByRole('button', { name: 'Kapat' }).click();

    await form.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Ürün yayınlandı.')).toBeVisible();

    const published = await visitor.goto(`/product/${slug}`);
    expect(published?.status()).toBe(200);
    // The product page's heading is its first title.
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Henüz hazır değil' }),
    ).toBeVisible();
    await visitor.close();
  });
});
