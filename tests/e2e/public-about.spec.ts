import type { Page } from '@playwright/test';
import { read } from '../helpers/browser-api';
import { expect, open, test, sidewaysOverflow } from './fixtures';

const marqueeTrack = '.partner-marquee__track';

/** A static, wrapping grid: every logo inside the window's width and nothing to scroll sideways. */
async function expectLogosWrapInView(page: Page) {
  const logos = page
    .getByRole('region', { name: 'İş Ortaklarımız' })
    .getByRole('list', { name: 'İş ortaklarımızın logoları' })
    .getByRole('img');
  await expect(logos).toHaveCount(19);
  const layout = await logos.evaluateAll((images) => ({
    width: window.innerWidth,
    overflow:
      Math.max(document.documentElement.scrollWidth, window.innerWidth) - window.screen.width,
    rows: new Set(images.map((image) => Math.round(image.getBoundingClientRect().top))).size,
    outside: images
      .map((image) => image.getBoundingClientRect())
      .filter((box) => box.left < 0 || box.right > window.innerWidth).length,
  }));
  expect(layout.overflow).toBeLessThanOrEqual(0);
  expect(layout.outside).toBe(0);
  expect(layout.rows).toBeGreaterThan(1);
}

test.describe('about page', () => {
  test("shows page 'Hakkımızda': banner, intro, services, gallery and 19 partner logos", async ({
    page,
  }) => {
    await open(page, '/about');
    const record = await read<{ titles: string[]; listTitles: string[]; listItems: string[] }>(
      page,
      `/api/Page/name/${encodeURIComponent('Hakkımızda')}`,
    );
    const about = {
      title: record.titles[0] ?? '',
      listTitle: record.listTitles[0] ?? '',
      listItems: record.listItems,
    };
    await expect(page).toHaveTitle('Hakkımızda | Asil Yapı Kimyasalları');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
    await expect(page.getByRole('heading', { level: 2, name: about.title })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Asil Yapı Kimyasalları ekibi ve sahadan bir görünüm' }),
    ).toBeVisible();

    const services = page.getByRole('region', { name: about.listTitle });
    await expect(services.getByRole('listitem').first()).toHaveText(about.listItems[0] ?? '');
    await expect(services.getByRole('img')).toHaveCount(4);

    const partners = page.getByRole('region', { name: 'İş Ortaklarımız' });
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.getByRole('img')).toHaveCount(19);
    // Twice in the page (the loop), once for assistive technology.
    await expect(partners.locator('img')).toHaveCount(38);
    await expect(partners.locator('ul[aria-hidden="true"] img')).toHaveCount(19);
    // Every image came from the mocks (none fell back or hid itself).
    const broken = await page
      .locator('main img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.src),
      );
    expect(broken).toEqual([]);
  });

  test('the logo strip moves, and stops on hover and with the pause button', async ({ page }) => {
    await open(page, '/about');
    const partners = page.getByRole('region', { name: 'İş Ortaklarımız' });
    await partners.scrollIntoViewIfNeeded();
    const track = page.locator(marqueeTrack);
    await expect(track).toHaveCSS('animation-name', 'partner-marquee');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const before = await offset();
    await page.waitForTimeout(400);
    expect(await offset()).toBeLessThan(before);

    await page.locator('.partner-marquee').hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');

    await partners.getByRole('button', { name: 'Kaydırmayı durdur' }).click();
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await partners.getByRole('button', { name: 'Kaydırmayı sürdür' }).click();
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('with reduced motion the logos stand still, shown once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/about');
    const partners = page.getByRole('region', { name: 'İş Ortaklarımız' });
    await partners.scrollIntoViewIfNeeded();
    const track = page.locator(marqueeTrack);
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(track).toHaveCSS('transform', 'none');
    await expect(partners.locator('ul[aria-hidden="true"]')).toBeHidden();
    await expect(partners.getByRole('img')).toHaveCount(19);
    await expectLogosWrapInView(page);
    await expect(partners.getByRole('button', { name: 'Kaydırmayı durdur' })).toBeHidden();
  });

  test('a failed load shows the error view, and retry recovers', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first try and the query's one retry both fail.
    await page.evaluate(() => window.__mocks?.failNext(2, 500));
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Hakkımızda' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Sayfa yüklenemedi');
    await expect(alert).toContainText('Veriler yüklenirken bir hata oluştu.');
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
    await expect(page.getByRole('region', { name: 'İş Ortaklarımız' })).toBeVisible();
    expect(
      consoleErrors.every((error) => error.includes('Sahte hata (mock paneli): HTTP 500.')),
    ).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe('about page on a phone', () => {
  test('fits a 360 px screen without horizontal scrolling @phone', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
    await page.getByRole('region', { name: 'İş Ortaklarımız' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'İş Ortaklarımız' }).getByRole('img'),
    ).toHaveCount(19);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.wheel(400, 0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('with reduced motion the logos wrap, once, within 360 px @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/about');
    await page.getByRole('region', { name: 'İş Ortaklarımız' }).scrollIntoViewIfNeeded();
    await expect(page.locator(marqueeTrack)).toHaveCSS('animation-name', 'none');
    await expectLogosWrapInView(page);
  });
});
