import type { Page } from '@playwright/test';
import { expect, open, signIn, test, seriousViolations } from './fixtures';

/** Every screen of the panel (docs/SPEC.md section 2, docs/DESIGN.md section 3). */
const adminRoutes = [
  '/admin/Home',
  '/admin/aboutus',
  '/admin/products',
  '/admin/documents',
  '/admin/messages',
  '/admin/contact',
  '/admin/Poliuretan',
  '/admin/kimyasalankraj',
  '/admin/telbeton',
  '/admin/asilnunx',
  '/admin/trash',
];

/** Waits until the screen has left its loading state. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/yükleniyor\.\.\./i)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Serious and critical violations (WCAG 2.1 A/AA and best practices), with where they are. */
test.describe('admin panel accessibility', () => {
  for (const path of adminRoutes) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await signIn(page);
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('no serious or critical axe violations with the logout confirmation open', async ({
    page,
  }) => {
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Çıkış Yap' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'İptal' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('admin panel accessibility on a phone', () => {
  test('no serious or critical axe violations with the menu drawer open at 360 px @phone', async ({
    page,
  }) => {
    await signIn(page);
    await settled(page);
    expect(page.viewportSize()?.width).toBe(360);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog', { name: 'Yönetim menüsü' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
