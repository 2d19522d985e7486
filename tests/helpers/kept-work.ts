import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The product editor's work kept on the device (issue 22 section 2), for the mock and full-stack
 * e2e suites: what an administrator types and picks, read from the browser's IndexedDB
 * (src/lib/kept-work.ts) as the app wrote it.
 */

/** How many unsaved copies the browser keeps (database 'asil-kept-work', store 'copies'). */
export const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('asil-kept-work');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('copies')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('copies').objectStore('copies').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** Waits until the app has written the form's values to the device (about 2 s after a change). */
export async function waitUntilKept(page: Page) {
  await expect.poll(() => keptCopies(page), { timeout: 10_000 }).toBe(1);
}

/** A small PNG, picked in the file dialog as a phone's camera would hand it over. */
export const PHOTO = {
  name: 'saha-fotografi.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** In the open product editor: a new first title, and a main image picked but not uploaded. */
export async function typeAndPick(edit: Locator, title: string) {
  await edit.getByLabel('Başlık 1', { exact: true }).fill(title);
  await edit.getByLabel('Ana ürün görseli dosyası').setInputFiles(PHOTO);
  await expect(edit.getByLabel('Ana ürün görseli adresi (URL)')).toHaveValue(PHOTO.name);
}

/** The offer of kept work in `edit` (an editor, or the whole page). */
export const keptOffer = (edit: Locator | Page) =>
  edit.getByRole('region', { name: 'Kaydedilmemiş değişiklikleriniz var' });

/** Checks the offer lists what differs, restores it, and checks both the text and the photo. */
export async function restoreKept(edit: Locator, title: string) {
  const offer = keptOffer(edit);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('listitem')).toHaveText(['Başlıklar', 'Ana ürün görseli']);
  await offer.getByRole('button', { name: 'Geri yükle' }).click();
  await expect(offer).toBeHidden();
  await expect(edit.getByLabel('Başlık 1', { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('Ana ürün görseli adresi (URL)')).toHaveValue(PHOTO.name);
}

/** 'Kaydet' in the product editor: saved, closed, and nothing is left on the device. */
export async function saveLeavesNothing(page: Page, edit: Locator) {
  await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Ürün kaydedildi.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect.poll(() => keptCopies(page)).toBe(0);
}

/**
 * The product editor closed without saving (its copy stays), then 'Çıkış Yap': nothing is left
 * on the device.
 */
export async function signOutLeavesNothing(page: Page, edit: Locator) {
  await edit.getByRole('button', { name: 'İptal' }).click();
  await page
    .getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
    .getByRole('button', { name: 'Kaydetmeden Kapat' })
    .click();
  await expect(edit).toBeHidden();
  expect(await keptCopies(page)).toBe(1);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Çıkış Yap' }).click();
  // Leaving the panel is a full load of the site, once the kept work is forgotten (ADR 0073):
  // the device is read on the page that loads, not on the one going away.
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState();
  await expect.poll(() => keptCopies(page)).toBe(0);
}
