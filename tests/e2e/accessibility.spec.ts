import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const publicRoutes = [
  '/',
  '/about',
  '/AsilNunX',
  '/PoliuretanEnjeksiyon',
  '/HalatliTelBetonKesme',
  '/KimyasalAnkraj',
  '/contact',
  '/belgeler',
  '/product/poliuretan-enjeksiyon',
  '/product/halatli-tel-ile-beton-kesme',
  '/product/olmayan-urun',
  '/product/',
  '/debug/products',
  '/login',
];

/** Waits until the screen has left its loading state. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/yükleniyor\.\.\./i)).toHaveCount(0);
}

for (const path of publicRoutes) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await open(page, path);
    await settled(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}

for (const path of ['/', '/about', '/contact', '/belgeler', '/product/poliuretan-enjeksiyon']) {
  test(`no serious or critical axe violations on ${path} at 360 px @phone`, async ({ page }) => {
    await open(page, path);
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  });
}
