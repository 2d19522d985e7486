import type { Page } from '@playwright/test';
import { productRevisionData } from '../../core/domain/revisions';
import type { Product } from '../../src/api/generated/backend/model';
import { products, read, send } from '../helpers/browser-api';
import { expect, open, signedIn, test, seriousViolations, sidewaysOverflow } from './fixtures';

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
  '/admin/redirects',
  '/admin/security',
];

/** Waits until the screen has left its loading state. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/yükleniyor\.\.\./i)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Two redirects (one answering 410) and a missed address in the mocks' store, so that the
 * Yönlendirmeler screen shows its lists and their buttons; a fresh browser starts from the seed,
 * which has none. Straight into the store: hits, 410s and missed addresses come only from the
 * server's own rendering and purges, which mock mode has not (mocks/store/redirects.ts), so no API
 * call makes them here.
 */
const seedRedirects = (page: Page) =>
  page.evaluate(() => {
    const state = window.__mocks?.db.state;
    if (!state) throw new Error('The mocks are not running.');
    const now = new Date().toISOString();
    state.redirects.push(
      {
        id: crypto.randomUUID(),
        from: '/eski-sayfa',
        to: '/about',
        createdAt: now,
        hits: 2,
        lastHitAt: null,
      },
      {
        id: crypto.randomUUID(),
        from: '/product/eski-urun',
        to: null,
        createdAt: now,
        hits: 0,
        lastHitAt: null,
      },
    );
    state.missedAddresses.push({ path: '/kampanya', hits: 5, lastSeenAt: now });
  });

/** Serious and critical violations (WCAG 2.1 A/AA and best practices), with where they are. */
test.describe('admin panel accessibility', () => {
  for (const path of adminRoutes) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await signedIn(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('no serious or critical axe violations with the logout confirmation open', async ({
    page,
  }) => {
    await signedIn(page);
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
    await signedIn(page);
    await settled(page);
    expect(page.viewportSize()?.width).toBe(360);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog', { name: 'Yönetim menüsü' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('redirects accessibility', () => {
  test('no serious or critical axe violations on /admin/redirects with its lists and its dialog, by keyboard', async ({
    page,
  }) => {
    await signedIn(page);
    await seedRedirects(page);
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Yönlendirmeler' })
      .click();
    await settled(page);
    await expect(page.getByRole('table', { name: 'Yönlendirmeler, en yeni önce' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const redirect = page.getByRole('button', { name: 'Yönlendir: /kampanya' });
    await redirect.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Adresi yönlendir' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Hedef sayfa')).toBeFocused();
    await expect(dialog.getByRole('option', { name: /^Ürün: / }).first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(redirect).toBeFocused();

    await page.getByRole('button', { name: 'Kaldır: /eski-sayfa' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Yönlendirmeyi Kaldır' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no serious or critical axe violations on /admin/redirects at 360 px, without sideways scrolling @phone', async ({
    page,
  }) => {
    await signedIn(page);
    await seedRedirects(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('dialog', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Yönlendirmeler' })
      .click();
    await settled(page);
    const cards = page.getByRole('list', { name: 'Yönlendirmeler, en yeni önce' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Yönlendirme ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adresi yönlendir' });
    await expect(dialog.getByRole('textbox', { name: 'Eski adres' })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * Issue 21's controls at 360 px: a draft's product dialog (its status, 'Önizle', 'Zamanla'), the
 * preview links and the schedule dialogs, and the preview page a phone opens from the link.
 */
test.describe('publishing controls accessibility', () => {
  test('no serious or critical axe violations on the draft, preview and schedule controls at 360 px, without sideways scrolling @phone', async ({
    page,
  }) => {
    test.slow();
    await signedIn(page);
    // A draft made as a copy of the first product (its fields as a revision keeps them), through
    // the API as the panel saves one.
    const [summary] = await products(page);
    if (!summary) throw new Error('no product to copy');
    const first = await read<Product>(page, `/api/Product/${summary.id}`);
    await send(page, 'POST', '/api/Product', {
      ...productRevisionData(first),
      name: 'Telefon Taslağı',
      slug: 'telefon-taslagi',
      status: 'draft',
    });
    await open(page, '/admin/products');
    await page.getByRole('button', { name: 'Telefon Taslağı düzenle' }).click();
    const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(form.getByRole('button', { name: 'Yayınla' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Zamanla' }).click();
    const schedule = page.getByRole('dialog', { name: 'Yayını zamanla' });
    await expect(schedule.getByLabel('Yayın zamanı (Türkiye saati)')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await schedule.getByRole('button', { name: 'Vazgeç' }).click();

    await form.getByRole('button', { name: 'Önizle' }).click();
    const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The dialogs only: the toast that says the link was made is still fading in.
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await open(page, address);
    await expect(page.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
