import { expect, type Download, type Page } from '@playwright/test';

/** The seed's datasheet that 'poliuretan teknik' finds alone (tests/search/search-cases.ts). */
export const DATASHEET = 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü';

/**
 * Issue 49's 'Done when', first half, on a page already open: 'poliuretan teknik' in the header's
 * box (in the menu on a phone) lists the datasheet, marked, which downloads when chosen; then
 * '/belgeler' filtered by its product lists the same file. Resolves to the download.
 */
export async function datasheetFromTheHeader(
  page: Page,
  { phone, openDocumentCentre }: { phone: boolean; openDocumentCentre: () => Promise<void> },
): Promise<Download> {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page
    .getByRole('combobox', { name: 'Ara', exact: true })
    .pressSequentially('poliuretan teknik');
  const hit = page
    .getByRole('listbox', { name: 'Arama sonuçları' })
    .getByRole('option', { name: new RegExp(DATASHEET) });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText('Poliüretan');
  await expect(hit).toContainText('PDF belgesi');
  const href = (await hit.getAttribute('href')) ?? '';
  expect(href).toMatch(/\.pdf$/);
  const downloading = page.waitForEvent('download');
  await hit.click();
  const download = await downloading;
  expect(download.url()).toBe(new URL(href, page.url()).href);

  await openDocumentCentre();
  await page
    .getByRole('combobox', { name: 'Ürün' })
    .selectOption({ label: 'Poliüretan Enjeksiyon' });
  await page.getByRole('button', { name: 'Süz' }).click();
  await expect(page).toHaveURL(/urun=poliuretan-enjeksiyon$/);
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: DATASHEET }) });
  await expect(row.getByRole('link', { name: new RegExp(`^İndir: ${DATASHEET}`) })).toHaveAttribute(
    'href',
    href,
  );
  return download;
}
