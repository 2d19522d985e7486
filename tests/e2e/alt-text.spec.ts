import type { Page } from '@playwright/test';
import { api, read, readBody, tokenFor } from '../helpers/browser-api';
import { ADMIN, expect, open, seriousViolations, signedIn, test } from './fixtures';

interface StoredFile {
  id: string;
  name: string;
  path: string;
  altText?: string | null;
}
/** The system files, as the administrator's API lists them (with `token`, else the session's). */
const storedFiles = (page: Page, token?: string) => read<StoredFile[]>(page, '/api/File', token);

const GALLERY_FILE = 'poliuretan-enjeksiyon-galeri-1.svg';
const ALT_TEXT = 'Bodrum perdesindeki çatlak boyunca dizilmiş enjeksiyon pakerleri';

const altTextNotice = (page: Page) => page.getByRole('region', { name: 'Alternatif metin' });
const missingCount = async (page: Page) => {
  const text = await altTextNotice(page).innerText();
  const count = /Sitede kullanılan (\d+) görselin alternatif metni yok\./.exec(text)?.[1];
  expect(count, text).toBeDefined();
  return Number(count);
};

test.describe('alt text of the images on the public site', () => {
  test('the file manager counts and filters the images without one, and saves one written in the details', async ({
    page,
  }) => {
    // 7.7 s alone, 24.6 s of the 30 a test gets when two suites shared the two cores.
    test.slow();
    await signedIn(page, '/admin/documents');
    await expect(altTextNotice(page)).toContainText('görselin alternatif metni yok');
    const before = await missingCount(page);
    expect(before).toBeGreaterThan(5);

    await altTextNotice(page)
      .getByRole('button', { name: 'Alternatif metni eksik olanlar' })
      .click();
    await expect(page).toHaveURL(/[?&]alt=eksik/);
    await page.getByRole('searchbox', { name: 'Ara' }).fill(GALLERY_FILE);
    const row = page.getByRole('row').filter({ hasText: GALLERY_FILE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Alternatif metin yok');

    await page.getByRole('button', { name: `Detaylar: ${GALLERY_FILE}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Dosya Detayları' });
    const field = details.getByRole('textbox', { name: /^Alternatif metin/ });
    await expect(field).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill(ALT_TEXT);
    await details.getByRole('button', { name: 'Alternatif metni güncelle' }).click();
    await expect(page.getByText('Alternatif metin kaydedildi.')).toBeVisible();
    await expect(details.getByText('Alternatif metin yok')).toHaveCount(0);
    const stored = (await storedFiles(page)).find((file) => file.name === GALLERY_FILE);
    expect(stored?.altText).toBe(ALT_TEXT);
    await details.getByRole('button', { name: 'Kapat' }).first().click();

    // The filtered list no longer has it, and the count went down by one.
    await expect(row).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Ara' }).fill('');
    await expect.poll(() => missingCount(page)).toBe(before - 1);
    // (The toast fades out first: mid-fade its text has too little contrast for axe.)
    await expect(page.getByText('Alternatif metin kaydedildi.')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a public page names an image by its alt text; its banner stays decorative', async ({
    page,
  }) => {
    // Before: the service page's gallery image speaks with the page's generic words.
    await open(page, '/PoliuretanEnjeksiyon');
    await expect(page.getByRole('img', { name: ALT_TEXT })).toHaveCount(0);
    // An administrator writes the image's alt text (through the API, from this visitor's page).
    const token = (await tokenFor(page, ADMIN)) ?? '';
    const file = (await storedFiles(page, token)).find(({ name }) => name === GALLERY_FILE);
    if (!file) throw new Error(`no seed file ${GALLERY_FILE}`);
    expect(
      (
        await api(
          page,
          'PUT',
          '/api/File',
          { id: file.id, name: file.name, altText: ALT_TEXT },
          token,
        )
      ).status,
    ).toBe(200);
    await open(page, '/PoliuretanEnjeksiyon');
    await expect(page.getByRole('img', { name: ALT_TEXT })).toBeVisible();
    await expect(page.locator('section img[alt=""]').first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an image chosen in a content editor shows its alt text beside it, saved on its own', async ({
    page,
  }) => {
    await signedIn(page, '/admin/Poliuretan');
    const field = page.getByRole('textbox', { name: /^Banner görseli için alternatif metin/ });
    await expect(field).toHaveValue('');
    await field.fill('Tünel duvarında poliüretan enjeksiyon uygulaması');
    await field.press('Enter');
    await expect(page.getByText('Alternatif metin kaydedildi.')).toBeVisible();
    // Enter saved the alt text only: the editor's own form was not sent.
    await expect(page.getByText('Kaydedilmemiş değişiklikler var.')).toHaveCount(0);
    const { mainBannerImage } = await readBody<{ mainBannerImage: string }>(
      page,
      '/api/poliuretan-enjeksiyon',
    );
    const stored = (await storedFiles(page)).find((file) => file.path === mainBannerImage);
    expect(stored?.altText).toBe('Tünel duvarında poliüretan enjeksiyon uygulaması');
  });
});
