import type { Page } from '@playwright/test';
import {
  expect,
  open,
  previewLinkTo,
  scheduleTomorrowAtNine,
  seriousViolations,
  sidewaysOverflow,
  test,
  visitorPage,
  signedIn,
} from './fixtures';
import {
  ABOUT,
  HOME,
  editorForm,
  saveBannerWhilePending,
  type PageEditor,
} from '../helpers/page-editors';

/**
 * Issue 21 for the backend's pages: Hakkımızda's and Anasayfa's changes saved as a draft stay off
 * their public page; a preview link shows them to a browser that never signed in (banner,
 * 'Önizleme: ' title, noindex); 'Yayınla' makes them public. The mocks keep their data in the
 * browser's storage: the visitor's fresh context gets a copy of it, and nothing else (no session).
 */

/** The editor's text field saved as a draft: the toast says so, the note stays above the form. */
async function saveDraft(page: Page, editor: PageEditor, text: string) {
  await signedIn(page, editor.admin);
  await editor.field(page).fill(text);
  await editorForm(page, editor).getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  for (const note of [/^Değişiklikler taslak olarak kaydedildi\./, /^Bu formda sayfanın/])
    await expect(page.getByText(note)).toBeVisible();
}

test.describe('Hakkımızda drafts', () => {
  test("changes set with 'Zamanla' reach /about at their time", async ({ page }) => {
    test.slow();
    await signedIn(page, ABOUT.admin);
    await ABOUT.field(page).fill('Zamanlı Hakkımızda Başlığı');
    await editorForm(page, ABOUT).getByRole('button', { name: 'Zamanla' }).click();
    const due = await scheduleTomorrowAtNine(page);
    await expect(page.getByText(/^Değişiklikler zamanlandı\./)).toBeVisible();

    await open(page, ABOUT.live);
    await expect(page.getByText('Zamanlı Hakkımızda Başlığı')).toHaveCount(0);
    // The browser's clock moves past the time: the mocks publish what is due as it is read.
    await page.clock.setSystemTime(due + 30_000);
    await open(page, ABOUT.live);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Zamanlı Hakkımızda Başlığı' }),
    ).toBeVisible();
  });

  test('a draft is invisible to visitors, its preview link shows it to a browser never signed in, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    await saveDraft(page, ABOUT, 'Yeni Hakkımızda Başlığı');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const address = await previewLinkTo(page, ABOUT.live);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const visitor = await visitorPage(browser, page);
    await open(visitor, '/about');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(visitor.getByText('Yeni Hakkımızda Başlığı')).toHaveCount(0);
    await open(visitor, address);
    await expect(
      visitor.getByRole('heading', { level: 2, name: 'Yeni Hakkımızda Başlığı' }),
    ).toBeVisible();
    const banner = visitor.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toContainText('Önizleme: bu sayfa henüz yayında değil');
    await expect(banner.getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(visitor).toHaveTitle(/^Önizleme: /);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await seriousViolations(visitor)).toEqual([]);
    await open(visitor, '/about?onizleme=bilinmeyen-baglanti');
    await expect(
      visitor.getByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeVisible();
    await visitor.context().close();

    await open(page, '/admin/aboutus');
    await page.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await open(page, '/about');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Yeni Hakkımızda Başlığı' }),
    ).toBeVisible();
  });

  test('no serious or critical axe violations on the editor with the bar and on the preview page at 360 px, without sideways scrolling @phone', async ({
    page,
    browser,
  }) => {
    test.slow();
    await saveDraft(page, ABOUT, 'Telefon Önizlemesi');
    await expect(page.getByRole('button', { name: 'Taslağı sil' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const address = await previewLinkTo(page, ABOUT.live);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const visitor = await visitorPage(browser, page);
    await open(visitor, address);
    await expect(
      visitor.getByRole('heading', { level: 2, name: 'Telefon Önizlemesi' }),
    ).toBeVisible();
    await expect(visitor.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
    expect(await sidewaysOverflow(visitor)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });
});

test.describe('Anasayfa drafts', () => {
  test('a draft (meta title, then the banner) is invisible to visitors, its preview link shows it to a browser never signed in, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    const metaTitle = 'Taslak Anasayfa Başlığı';
    const bannerTitle = 'Yeni Anasayfa Bannerı';
    const form = editorForm(page, HOME);
    await saveDraft(page, HOME, metaTitle);
    await expect(form.getByText('Yayımlanmamış değişiklikler var')).toBeVisible();
    await saveBannerWhilePending(page, bannerTitle);
    await expect(form.getByText('Yayımlanmamış değişiklikler var')).toBeVisible();
    const address = await previewLinkTo(page, HOME.live);

    const visitor = await visitorPage(browser, page);
    await open(visitor, HOME.live);
    await expect(visitor.getByRole('region', { name: 'Ürün ve Hizmetlerimiz' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(bannerTitle)).toHaveCount(0);
    await open(visitor, address);
    await expect(visitor.getByRole('heading', { level: 1, name: bannerTitle })).toBeVisible();
    const banner = visitor.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toContainText('Önizleme: bu sayfa henüz yayında değil');
    await expect(banner.getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      HOME.live,
    );
    // In the browser alone (no server rendering) the head never gets the page's meta title.
    await expect(visitor).toHaveTitle(/^Önizleme: /);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.context().close();

    // The banner's save kept the draft's meta title: the panel reads it back.
    await open(page, HOME.admin);
    await expect(HOME.field(page)).toHaveValue(metaTitle);
    await form.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect(form.getByText('Yayımlanmamış değişiklikler var')).toHaveCount(0);
    const published = await visitorPage(browser, page);
    await open(published, HOME.live);
    await expect(published.getByRole('heading', { level: 1, name: bannerTitle })).toBeVisible();
    await published.context().close();
  });
});
