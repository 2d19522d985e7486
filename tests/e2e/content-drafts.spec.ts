import type { Page } from '@playwright/test';
import {
  expect,
  newPreviewLink,
  open,
  seriousViolations,
  sidewaysOverflow,
  test,
  signedIn,
} from './fixtures';

/**
 * Issue 21 for the content pages: the contact page's changes saved as a draft stay off the public
 * page; a preview link shows them (banner, 'Önizleme: ' title, noindex); 'Yayınla' makes them
 * public. The mocks keep their state in this browser, and the public reads send no token, so the
 * public page is read as any visitor reads it.
 */
async function saveDraftTitle(page: Page, title: string) {
  await signedIn(page, '/admin/contact');
  await page.getByLabel('Banner başlığı').fill(title);
  await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(
    page.getByText(
      'Değişiklikler taslak olarak kaydedildi. Ziyaretçiler yayınlanana kadar sayfanın yayındaki hâlini görür.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/sayfanın yayımlanmamış değişiklikleri var/)).toBeVisible();
}

test.describe('content page drafts', () => {
  test('a draft is invisible to visitors, its preview link shows it, Yayınla makes it public', async ({
    page,
  }) => {
    test.slow();
    await saveDraftTitle(page, 'Yeni İletişim Başlığı');
    // The editor with its bar; the toast that says it was saved is still fading in.
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const address = await newPreviewLink(page);
    expect(address).toMatch(/\/contact\?onizleme=/);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    await expect(page.getByText('Yeni İletişim Başlığı')).toHaveCount(0);

    await open(page, address);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Yeni İletişim Başlığı' }),
    ).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toContainText('Önizleme: bu sayfa henüz yayında değil');
    await expect(banner.getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page).toHaveTitle(/^Önizleme: /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await seriousViolations(page)).toEqual([]);

    await open(page, '/admin/contact');
    await page.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await open(page, '/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Yeni İletişim Başlığı' }),
    ).toBeVisible();

    // A link that does not exist (or was revoked) says so, in the server's words.
    await open(page, '/contact?onizleme=bilinmeyen-baglanti');
    await expect(
      page.getByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeVisible();
  });

  test('no serious or critical axe violations on the editor with the bar and on the preview page at 360 px, without sideways scrolling @phone', async ({
    page,
  }) => {
    test.slow();
    await saveDraftTitle(page, 'Telefon Önizlemesi');
    await expect(page.getByRole('button', { name: 'Taslağı sil' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Zamanla' }).click();
    const schedule = page.getByRole('dialog', { name: 'Yayını zamanla' });
    await expect(schedule.getByLabel('Yayın zamanı (Türkiye saati)')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await schedule.getByRole('button', { name: 'Vazgeç' }).click();

    const address = await newPreviewLink(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await open(page, address);
    await expect(page.getByRole('heading', { level: 1, name: 'Telefon Önizlemesi' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
