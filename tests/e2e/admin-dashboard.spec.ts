import type { Page } from '@playwright/test';
import { expect, seriousViolations, sidewaysOverflow, signedIn, test } from './fixtures';

/**
 * Today's visits in the mocks' store (a fresh browser starts from the seed, which has none): the
 * visits are counted by the server's rendering and the site's beacons, which this screen does not
 * send. Straight into the store, as the redirects' accessibility test does.
 */
const storeVisits = (page: Page) =>
  page.evaluate(() => {
    const state = window.__mocks?.db.state;
    if (!state) throw new Error('The mocks are not running.');
    const dayOf = (daysAgo: number) =>
      new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const days = Array.from({ length: 30 }, (_, index) => dayOf(index));
    state.visits = {
      salts: {},
      visitors: [],
      days: days.map((day, index) => ({
        day,
        views: 40 + ((index * 7) % 23),
        visitors: 15 + (index % 9),
      })),
      pages: days.map((day) => ({ day, path: '/urunler/kimyasal-ankraj', views: 20, visitors: 9 })),
      referrers: days.map((day) => ({ day, host: 'www.google.com', views: 6 })),
      campaigns: days.map((day) => ({
        day,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'kis-2026',
        views: 3,
      })),
      devices: days.flatMap((day) => [
        { day, device: 'phone' as const, views: 28 },
        { day, device: 'desktop' as const, views: 14 },
      ]),
      events: days.map((day) => ({ day, path: '/iletisim', kind: 'whatsapp' as const, count: 1 })),
    };
  });

async function openDashboard(page: Page) {
  await signedIn(page, '/admin/security');
  await storeVisits(page);
  // On a phone the menu is a drawer behind 'Menüyü aç'.
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
  }
  await page.getByRole('link', { name: 'Gösterge Paneli' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  await expect(page.getByText(/yükleniyor\.\.\./i)).toHaveCount(0);
  // The charts' chunk came and drew: visits per day, enquiries per day, by status.
  await expect(page.locator('canvas')).not.toHaveCount(0);
}

async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole('region', { name: 'Aranmayı bekleyenler' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ziyaretler' })).toContainText('Tekil ziyaretçi');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/dashboard-${name}.png`, fullPage: true });
}

test.describe('the dashboard (issue 48)', () => {
  test('reads at 1280 px, charts drawn, by keyboard, without serious axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page);
    await checkScreen(page, '1280');
    // The range by keyboard: '7 gün' pressed, kept in the URL.
    await page.getByRole('button', { name: '7 gün' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.getByRole('button', { name: '7 gün' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('reads at 360 px without sideways scrolling @phone', async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(360);
    await openDashboard(page);
    await checkScreen(page, '360');
  });
});
