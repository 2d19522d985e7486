import type { Page } from '@playwright/test';
import { readBody } from '../helpers/browser-api';
import { expect, open, test, sidewaysOverflow } from './fixtures';

/** What the tests read of a service page's content (the content service's reply). */
interface ServicePageContent {
  descriptionTitle: string;
  applicationAreasTitle: string;
  applicationAreas: string[];
  galleryTitle: string;
  detailsTitle: string;
  detailsText: string;
}

const servicePages = [
  {
    path: '/PoliuretanEnjeksiyon',
    key: 'poliuretan-enjeksiyon',
    title: 'Poliüretan Enjeksiyon',
    description: 'yapıyı kırmadan poliüretan enjeksiyonla',
  },
  {
    path: '/KimyasalAnkraj',
    key: 'kimyasal-ankraj',
    title: 'Kimyasal Ankraj ve Filiz Ekimi',
    description: 'çekme testiyle raporlanan',
  },
  {
    path: '/HalatliTelBetonKesme',
    key: 'halatli-tel-beton-kesme',
    title: 'Halatlı Tel ile Beton Kesme',
    description: 'Elmas halatlı tel ile',
  },
] as const;

const pages: { path: string; title: string; description: string; key?: string }[] = [
  ...servicePages.map(({ path, key, title, description }) => ({ path, key, title, description })),
  {
    path: '/AsilNunX',
    title: 'AsilNunX Enjeksiyon Reçinesi',
    description: 'tek bileşenli hidrofobik poliüretan',
  },
];

async function expectEndsWithBilgiAl(page: Page) {
  const link = page.getByRole('main').getByRole('link', { name: 'Bilgi Al' });
  await expect(link).toBeVisible();
  // To the form, naming this page's topic and address (issue 48).
  await expect(link).toHaveAttribute('href', /^\/contact\?konu=.+&kaynak=%2F/);
}

test.describe('service pages', () => {
  for (const { path, key, title, description } of pages) {
    test(`${path} shows its heading, its head title and the 'Bilgi Al' link`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Asil Yapı Kimyasalları`);
      // The page's own description, never the site-wide one. In the browser the route's head is
      // worked out as the route loads: from the content when it is already in the cache (derived
      // from its text, core/lib/seo-fields.ts), else the route's own words. The server's HTML
      // always has the content's (server/ssr/pages.test.ts).
      const described = page.locator('meta[name="description"]');
      await expect(described).toHaveCount(1);
      const content = (await described.getAttribute('content')) ?? '';
      const source = await readBody<{ descriptionText?: string; description?: string }>(
        page,
        `/api/${key ?? 'asilnunx'}`,
      );
      const derived = (source.descriptionText ?? source.description ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      expect(
        content.includes(description) || (derived !== '' && content.startsWith(derived)),
        `description "${content}"`,
      ).toBe(true);
      await expect(page.getByRole('region', { name: 'Teknik Dokümanlar' })).toBeVisible();
      await expectEndsWithBilgiAl(page);
    });
  }

  for (const { path, key } of servicePages) {
    test(`${path} shows the content service's texts, 8 gallery images and a video poster`, async ({
      page,
    }) => {
      await open(page, path);
      const content = await readBody<ServicePageContent>(page, `/api/${key}`);
      await expect(page.getByRole('region', { name: content.descriptionTitle })).toBeVisible();
      const areas = page.getByRole('region', { name: content.applicationAreasTitle });
      await expect(areas.getByRole('listitem')).toHaveText(content.applicationAreas);
      const gallery = page.getByRole('region', { name: content.galleryTitle });
      await expect(gallery.getByRole('img')).toHaveCount(8);
      await expect(page.getByRole('button', { name: /Videoyu oynat/ })).toBeVisible();
      await expect(page.getByRole('region', { name: content.detailsTitle })).toContainText(
        content.detailsText,
      );
    });
  }

  test('a document link opens the PDF in a new tab', async ({ page }) => {
    await open(page, '/AsilNunX');
    const link = page.getByRole('region', { name: 'Teknik Dokümanlar' }).getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const href = await link.getAttribute('href');
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url ?? '');
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(served).toEqual({ status: 200, type: 'application/pdf' });
  });

  test('a failed load shows the error view, and retry recovers', async ({
    page,
    consoleErrors,
  }) => {
    // Start from a page whose requests are all done, so the failures hit the next page's load.
    await open(page, '/AsilNunX');
    await expectEndsWithBilgiAl(page);
    // The query is tried twice in the browser before it reports the failure.
    await page.evaluate(() => window.__mocks?.failNext(2, 500));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Kimyasal Ankraj ve Filiz Ekimi' })
      .click();
    await expect(page).toHaveURL(/\/KimyasalAnkraj$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Veriler yüklenirken bir hata oluştu.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa yüklenemedi');
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kimyasal Ankraj ve Filiz Ekimi',
    );
    await expect(alert).toBeHidden();
    await expectEndsWithBilgiAl(page);
    // Only the provoked failure may have been logged.
    expect(consoleErrors.filter((error) => !error.includes('Sahte hata'))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test.describe('service pages on a phone', () => {
  test('every service page fits 360 px without horizontal scroll @phone', async ({ page }) => {
    for (const { path, title } of pages) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectEndsWithBilgiAl(page);
      // Let lazy images and the layout settle at the bottom, then measure the whole page.
      await page.getByRole('main').getByRole('link', { name: 'Bilgi Al' }).scrollIntoViewIfNeeded();
      const overflow = await sidewaysOverflow(page);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
