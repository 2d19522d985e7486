import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MAP_EMBED_ERROR } from '../../core/lib/map-embed';
import { readBody } from '../helpers/browser-api';
import { expect, open, signedIn, test } from './fixtures';

const SAVED = 'Değişiklikler başarıyla kaydedildi!';

/** Signs in, then opens an editor and waits until its form is there. */
async function openEditor(page: Page, path: string, heading: string) {
  await signedIn(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeVisible();
}

const save = (page: Page) => page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();

test.describe('content editors', () => {
  test('a new contact phone shows on /contact', async ({ page }) => {
    await openEditor(page, '/admin/contact', 'İletişim Sayfası');
    await page.getByLabel('Telefon numarası').fill('+90 (216) 600 70 80');
    await save(page);
    await expect(page.getByText(SAVED)).toBeVisible();

    await open(page, '/contact');
    await expect(page.getByRole('link', { name: '+90 (216) 600 70 80' })).toBeVisible();
  });

  test('a new chemical anchoring description shows on /KimyasalAnkraj', async ({ page }) => {
    const text = 'Kimyasal ankraj uygulamalarımız çekme testiyle raporlanır (e2e).';
    await openEditor(page, '/admin/kimyasalankraj', 'Kimyasal Ankraj Sayfası');
    await page.getByLabel('Açıklama metni').fill(text);
    await save(page);
    await expect(page.getByText(SAVED)).toBeVisible();

    await open(page, '/KimyasalAnkraj');
    await expect(page.getByText(text)).toBeVisible();
  });

  test('refuses a map code with a script, and saves nothing', async ({ page }) => {
    await openEditor(page, '/admin/contact', 'İletişim Sayfası');
    const mapCode = async () =>
      (await readBody<{ mapIframeCode: string }>(page, '/api/contact')).mapIframeCode;
    const before = await mapCode();
    await expect(page.getByTitle(/^Harita önizlemesi/)).toHaveCount(1);
    const field = page.getByLabel('Harita yerleştirme kodu');
    await field.fill('<script>alert("x")</script>');
    await expect(page.getByText(MAP_EMBED_ERROR)).toBeVisible();
    await expect(page.getByTitle(/^Harita önizlemesi/)).toHaveCount(0);
    await save(page);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(SAVED)).toHaveCount(0);
    expect(await mapCode()).toBe(before);
  });

  test('a 401 on save asks to sign in again, then saves the AsilNunX page', async ({ page }) => {
    await openEditor(page, '/admin/asilnunx', 'AsilNunX Sayfası');
    await page.getByLabel('Bağlantı metni').fill('Teklif Alın');
    await page.evaluate(() => window.__mocks?.failNext(1, 401));
    await save(page);
    const dialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await dialog.getByLabel('Kullanıcı Adı').fill('admin');
    await dialog.getByLabel('Şifre').fill('admin123');
    await dialog.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    expect((await readBody<{ linkText: string }>(page, '/api/asilnunx')).linkText).toBe(
      'Teklif Alın',
    );
  });

  test('the service-page editor fits 360 px @phone', async ({ page }) => {
    await openEditor(page, '/admin/telbeton', 'Halatlı Tel Beton Kesme Sayfası');
    const width = page.viewportSize()?.width ?? 360;
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBe(width);
    await page.getByLabel('Detay başlığı').fill('Kesim Adımları');
    await save(page);
    await expect(page.getByText(SAVED)).toBeVisible();
  });
});

const editors = [
  ['/admin/contact', 'İletişim Sayfası'],
  ['/admin/Poliuretan', 'Poliüretan Enjeksiyon Sayfası'],
  ['/admin/kimyasalankraj', 'Kimyasal Ankraj Sayfası'],
  ['/admin/telbeton', 'Halatlı Tel Beton Kesme Sayfası'],
  ['/admin/asilnunx', 'AsilNunX Sayfası'],
] as const;

// The editor itself (its <main>); the panel's frame is checked by admin-accessibility.spec.ts.
for (const [path, heading] of editors) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await openEditor(page, path, heading);
    await expect(page.getByText(/yükleniyor\.\.\./i)).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page })
      .include('main')
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
