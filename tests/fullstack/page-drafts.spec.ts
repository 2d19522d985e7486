import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 21 for Hakkımızda on the full stack: its first title saved as a draft stays off /about
 * (rendered by the server); a preview link shows it to a browser that never signed in, in the
 * server's HTML already, never kept nor indexed; 'Yayınla' makes it public at once.
 */
const LIVE = '/about';
const STALE_LINK = 'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.';

/** The editor's own form, where the title and the publish bar are. */
const editor = (page: Page) => page.getByRole('form', { name: 'Hakkımızda sayfasını düzenle' });

test.describe('full stack: Hakkımızda drafts', () => {
  test('a draft is invisible to visitors, its preview link shows it in the server HTML, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Taslak Hakkımızda ${Date.now().toString(36)}`;
    const heading = (on: Page) => on.getByRole('heading', { level: 2, name: title });

    await signIn(page);
    await page.goto('/admin/aboutus');
    await editor(page).getByRole('textbox', { name: 'Başlık 1', exact: true }).fill(title);
    await editor(page).getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(page.getByText(/^Değişiklikler taslak olarak kaydedildi\./)).toBeVisible();
    await expect(editor(page).getByText('Yayımlanmamış değişiklikler var')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(LIVE))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(heading(visitor)).toHaveCount(0);

    await editor(page).getByRole('button', { name: 'Önizle', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await dialog.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await dialog.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    expect(new URL(address).pathname).toBe(LIVE);
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    const reply = await visitor.goto(address);
    expect(reply?.status()).toBe(200);
    expect(reply?.headers()).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
    const html = (await reply?.text()) ?? '';
    for (const part of ['Önizleme: bu sayfa henüz yayında değil', title])
      expect(html).toContain(part);
    expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
    await expect(heading(visitor)).toBeVisible();
    await expect(visitor).toHaveTitle(/^Önizleme: /);

    expect((await visitor.goto(`${LIVE}?onizleme=gecersiz`))?.status()).toBe(404);
    await expect(visitor.getByText(STALE_LINK)).toBeVisible();

    await editor(page).getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await visitor.goto(LIVE);
    await expect(heading(visitor)).toBeVisible();
    await visitor.close();
  });
});
