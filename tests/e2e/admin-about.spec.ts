import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  open,
  test,
  sidewaysOverflow,
  seriousViolations,
  signedIn,
} from './fixtures';

/** Signs in and opens the about editor through the side menu, as an administrator would. */
async function openAboutEditor(page: Page, { viaMenu = true } = {}) {
  await signedIn(page);
  if (viaMenu) {
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Hakkımızda' })
      .click();
  } else {
    await open(page, '/admin/aboutus');
  }
  await expect(page).toHaveURL(/\/admin\/aboutus$/);
  await expect(page.getByRole('form', { name: 'Hakkımızda sayfasını düzenle' })).toBeVisible();
}

/** The whole screen, layout included. */
test.describe('admin about editor', () => {
  test('a changed title and first paragraph show on /about after saving', async ({ page }) => {
    await openAboutEditor(page);
    await page
      .getByLabel('Başlık 1', { exact: true })
      .fill('Yarım Asırlık Tecrübeyle Yanınızdayız');
    await page
      .getByLabel('Paragraf 1', { exact: true })
      .fill('Yönetim panelinden yazılan paragraf.');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect(page.getByText('Kaydedilmemiş değişiklikler var.')).toHaveCount(0);

    await page.getByRole('link', { name: 'Sayfayı Görüntüle' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Yarım Asırlık Tecrübeyle Yanınızdayız' }),
    ).toBeVisible();
    await expect(page.getByText('Yönetim panelinden yazılan paragraf.')).toBeVisible();

    // The mock data persists: a fresh load of /about shows the saved text as well.
    await page.reload();
    await expect(page.getByText('Yönetim panelinden yazılan paragraf.')).toBeVisible();
  });

  test('a session that expires while editing keeps the typed text and saves after signing in', async ({
    page,
  }) => {
    await openAboutEditor(page);
    const paragraph = page.getByLabel('Paragraf 1', { exact: true });
    await paragraph.fill('Oturum yenilendikten sonra kaydedilen paragraf.');
    await page.evaluate(() => window.__mocks?.failNext(1, 401));
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();

    const dialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/aboutus$/);
    await expect(paragraph).toHaveValue('Oturum yenilendikten sonra kaydedilen paragraf.');
    await dialog.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
    await dialog.getByLabel('Şifre').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await expect(paragraph).toHaveValue('Oturum yenilendikten sonra kaydedilen paragraf.');

    await page.goto('/about');
    await expect(page.getByText('Oturum yenilendikten sonra kaydedilen paragraf.')).toBeVisible();
  });

  test('no serious or critical axe violations on /admin/aboutus', async ({ page }) => {
    await openAboutEditor(page);
    await expect(
      page.getByRole('group', { name: 'Galeri görselleri' }).getByRole('img'),
    ).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no serious or critical axe violations and no sideways scroll at 360 px @phone', async ({
    page,
  }) => {
    await openAboutEditor(page, { viaMenu: false });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
