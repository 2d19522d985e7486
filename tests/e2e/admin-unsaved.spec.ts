import type { Page } from '@playwright/test';
import { expect, open, test, signedIn } from './fixtures';

const PHONE = 'Telefon numarası';

/** Signs in, goes to the dashboard, then to the contact editor through the menu. */
async function contactEditorFromHome(page: Page) {
  await signedIn(page);
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'İletişim Sayfası' })
    .click();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(page.getByLabel(PHONE)).toBeVisible();
}

test.describe('unsaved changes and the session, while editing', () => {
  test("the browser's Back button asks first", async ({ page }) => {
    await contactEditorFromHome(page);
    await page.getByLabel(PHONE).fill('+90 (216) 999 00 11');

    await page.goBack();
    const ask = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Sayfada Kal' }).click();
    await expect(page).toHaveURL(/\/admin\/contact$/);
    await expect(page.getByLabel(PHONE)).toHaveValue('+90 (216) 999 00 11');

    await page.goBack();
    await page
      .getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
      .getByRole('button', { name: 'Sayfadan Ayrıl' })
      .click();
    await expect(page).toHaveURL(/\/admin\/Home$/);
  });

  test('closing the tab or reloading asks the browser’s own question', async ({ page }) => {
    await contactEditorFromHome(page);
    await page.getByLabel(PHONE).fill('+90 (216) 999 00 22');
    const dialog = page.waitForEvent('dialog');
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    const question = await dialog;
    expect(question.type()).toBe('beforeunload');
    // Leaving anyway closes the tab; nothing is left open for the test's clean-up.
    await question.accept();
    await closed;
  });

  test('nothing is asked once the edits are saved', async ({ page }) => {
    await contactEditorFromHome(page);
    await page.getByLabel(PHONE).fill('+90 (216) 999 00 33');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Mesajlar' })
      .click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
  });

  test('a session that expires mid-edit keeps the typed text, and the save goes through after signing in', async ({
    page,
  }) => {
    await page.clock.install();
    await contactEditorFromHome(page);
    await page.getByLabel(PHONE).fill('+90 (216) 777 88 99');

    await page.clock.fastForward('01:01:00');
    const signInAgain = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await expect(signInAgain).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contact$/);
    await signInAgain.getByLabel('Kullanıcı Adı').fill('admin');
    await signInAgain.getByLabel('Şifre').fill('admin123');
    await signInAgain.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(signInAgain).toBeHidden();

    await expect(page.getByLabel(PHONE)).toHaveValue('+90 (216) 777 88 99');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await open(page, '/contact');
    await expect(page.getByRole('link', { name: '+90 (216) 777 88 99' })).toBeVisible();
  });
});
