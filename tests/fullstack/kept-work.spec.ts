import type { Page } from '@playwright/test';
import {
  PHOTO,
  keptCopies,
  keptOffer,
  restoreKept,
  saveLeavesNothing,
  signOutLeavesNothing,
  typeAndPick,
  waitUntilKept,
} from '../helpers/kept-work';
import { expect, openFromMenu, signIn, test, signedIn } from './fixtures';

/**
 * Issue 22 section 2 on the full stack: the product editor's unsaved text and picked photo are
 * kept on the device through a reload and a new page, uploaded and saved by the real server once
 * restored, and nothing is left after the save or a sign-out. @direct: the save uploads the photo
 * (binary bodies do not pass Prism).
 */
test.describe('full stack: work kept on the device until it is saved @direct', () => {
  test('a reload and a new page bring the work back; a save and a sign-out leave nothing', async ({
    page,
    context,
  }) => {
    test.slow();
    const name = `Cihazda Kalan Ürün ${Date.now().toString(36)}`;
    const title = 'Kamera açıkken yazılan başlık';
    page.on('dialog', (dialog) => void dialog.accept());

    await signedIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const created = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await created.getByLabel('Ürün adı').fill(name);
    await created.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün oluşturuldu.')).toBeVisible();
    // The create left nothing behind.
    await expect.poll(() => keptCopies(page)).toBe(0);

    const editProduct = async (on: Page) => {
      await openFromMenu(on, 'Ürünler', 'Ürün Yönetimi');
      await on.getByRole('button', { name: `${name} düzenle` }).click();
      const edit = on.getByRole('dialog', { name: 'Ürünü Düzenle' });
      await expect(edit.getByLabel('Ürün adı')).toHaveValue(name);
      return edit;
    };

    let edit = await editProduct(page);
    await typeAndPick(edit, title);
    await waitUntilKept(page);

    await page.reload();
    edit = await editProduct(page);
    await restoreKept(edit, title);

    await page.close();
    const next = await context.newPage();
    next.on('dialog', (dialog) => void dialog.accept());
    await next.goto('/admin/Home');
    edit = await editProduct(next);
    await restoreKept(edit, title);

    // Saved: the photo is uploaded to the server, the text stored, and nothing kept or offered.
    await saveLeavesNothing(next, edit);
    edit = await editProduct(next);
    await expect(keptOffer(edit)).toBeHidden();
    await expect(edit.getByLabel('Başlık 1', { exact: true })).toHaveValue(title);
    const stored = edit.getByLabel('Ana ürün görseli adresi (URL)');
    await expect(stored).toHaveValue(/^\/?\S+/);
    await expect(stored).not.toHaveValue(PHOTO.name);

    // Unsaved work, then a sign-out: nothing is left on the device.
    await typeAndPick(edit, 'Çıkıştan önce yazılan başlık');
    await waitUntilKept(next);
    await signOutLeavesNothing(next, edit);
    await signIn(next);
    edit = await editProduct(next);
    await expect(keptOffer(edit)).toBeHidden();
    await expect(edit.getByLabel('Başlık 1', { exact: true })).toHaveValue(title);
  });
});
