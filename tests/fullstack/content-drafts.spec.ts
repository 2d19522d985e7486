import { expect, test, signedIn } from './fixtures';

/**
 * Issue 21 for a content page on the full stack: the wire-rope cutting page's changes saved as a
 * draft stay off the public page (rendered by the server, cached); its preview link shows them to
 * a browser that never signed in, never kept nor indexed; 'Yayınla' makes them public at once.
 */
test.describe('full stack: content page drafts', () => {
  test('a draft is invisible to visitors, its preview link shows it, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Yeni Beton Kesme ${Date.now().toString(36)}`;
    const live = '/HalatliTelBetonKesme';

    await signedIn(page, '/admin/telbeton');
    await page.getByLabel('Banner başlığı').fill(title);
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(
      page.getByText(
        'Değişiklikler taslak olarak kaydedildi. Ziyaretçiler yayınlanana kadar sayfanın yayındaki hâlini görür.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Yayımlanmamış değişiklikler var')).toBeVisible();

    // A visitor: a browser of its own, never signed in.
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(live))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Önizle', exact: true }).click();
    const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    expect(address).toContain(`${live}?onizleme=`);
    await links.getByRole('button', { name: 'Kapat' }).click();

    const preview = await visitor.goto(address);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    expect(preview?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // The server's HTML already says it is a preview, before any script runs.
    const html = (await preview?.text()) ?? '';
    expect(html).toContain('Önizleme: bu sayfa henüz yayında değil');
    expect(html).toContain(title);
    expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
    await expect(visitor).toHaveTitle(/^Önizleme: /);
    // The live page is as it was, the cached one too.
    await visitor.goto(live);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

    const unknown = await visitor.goto(`${live}?onizleme=gecersiz`);
    expect(unknown?.status()).toBe(404);
    await expect(
      visitor.getByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect(page.getByText('Yayımlanmamış değişiklikler var')).toHaveCount(0);
    await visitor.goto(live);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.close();
  });
});
