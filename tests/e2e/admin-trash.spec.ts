import type { Page } from '@playwright/test';
import { apiStatus, read, send } from '../helpers/browser-api';
import { expect, seriousViolations, sidewaysOverflow, signedIn, test } from './fixtures';

// Seed ids (seed/ids.ts): the home page lists Kimyasal Ankraj second.
const HOME = '00000004-0000-4000-8000-000000000001';
const ANKRAJ = {
  id: '00000003-0000-4000-8000-000000000002',
  name: 'Kimyasal Ankraj ve Filiz Ekimi',
};
const DOCUMENT = {
  id: '00000002-0000-4000-8000-000000000001',
  name: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });
const list = (page: Page) => page.getByRole('region', { name: /Silinenler/ });

/** The home page's product order, as the administrator's API reads it. */
const homeOrder = async (page: Page) =>
  (await read<{ productIds: string[] }>(page, `/api/Page/${HOME}`)).productIds;

/** Signs in, deletes what `setUp` deletes, and opens the trash from the side menu. */
async function openTrash(page: Page, setUp: (page: Page) => Promise<void> = async () => {}) {
  await signedIn(page);
  await setUp(page);
  await menu(page).getByRole('link', { name: 'Çöp Kutusu' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await expect(page).toHaveTitle('Çöp Kutusu | Yönetim Paneli');
  await expect(page.getByRole('heading', { level: 1, name: 'Çöp Kutusu' })).toBeVisible();
}

const deleteDocument = async (page: Page) =>
  expect(await apiStatus(page, 'DELETE', `/api/Document/${DOCUMENT.id}`)).toBe(200);

test.describe('trash', () => {
  test('a deleted product is listed, and restored to its place on the home page', async ({
    page,
  }) => {
    let before: string[] = [];
    await openTrash(page, async () => {
      before = await homeOrder(page);
      expect(before.indexOf(ANKRAJ.id)).toBe(1);
      expect(await apiStatus(page, 'DELETE', `/api/Product/${ANKRAJ.id}`)).toBe(200);
      expect(await homeOrder(page)).not.toContain(ANKRAJ.id);
    });
    await expect(list(page)).toContainText('(1 kayıt)');
    for (const text of ['Ürün', ANKRAJ.name, 'admin', '30 gün']) {
      await expect(list(page)).toContainText(text);
    }

    await list(page)
      .getByRole('button', { name: `Geri yükle: ${ANKRAJ.name}` })
      .click();
    await expect(page.getByText(`“${ANKRAJ.name}” geri yüklendi.`)).toBeVisible();
    await expect(page.getByText(/Çöp kutusu boş\./)).toBeVisible();
    // The button went with the item: focus waits on what replaced the list.
    await expect(page.locator(':focus')).toContainText('Çöp kutusu boş.');
    expect(await homeOrder(page)).toEqual(before);

    await page.goto('/product/kimyasal-ankraj-ve-filiz-ekimi');
    await expect(page.getByRole('heading', { level: 1, name: ANKRAJ.name })).toBeVisible();
  });

  test("'Kalıcı olarak sil' asks first, naming the item, then deletes it for good", async ({
    page,
  }) => {
    await openTrash(page, deleteDocument);
    await list(page)
      .getByRole('button', { name: `Kalıcı olarak sil: ${DOCUMENT.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Kalıcı Olarak Sil' });
    await expect(confirm).toContainText(
      `“${DOCUMENT.name}” (Doküman) kalıcı olarak silinecek. Bu işlem geri alınamaz.`,
    );
    await expect(confirm.getByRole('button', { name: 'İptal' })).toBeFocused();
    await confirm.getByRole('button', { name: 'İptal' }).click();
    await expect(confirm).toBeHidden();
    await expect(list(page)).toContainText(DOCUMENT.name);

    await list(page)
      .getByRole('button', { name: `Kalıcı olarak sil: ${DOCUMENT.name}` })
      .click();
    await confirm.getByRole('button', { name: 'Evet, Kalıcı Olarak Sil' }).click();
    await expect(page.getByText(`“${DOCUMENT.name}” kalıcı olarak silindi.`)).toBeVisible();
    await expect(page.getByText(/Çöp kutusu boş\./)).toBeVisible();
    expect((await read<{ totalCount: number }>(page, '/api/Trash')).totalCount).toBe(0);
  });

  test('explains a restore whose slug another product took meanwhile', async ({ page }) => {
    await openTrash(page, async () => {
      const { id } = await send<{ id: string }>(page, 'POST', '/api/Product', {
        name: 'Eski Ürün',
        slug: 'eski-urun',
      });
      expect(await apiStatus(page, 'DELETE', `/api/Product/${id}`)).toBe(200);
      expect(
        await apiStatus(page, 'POST', '/api/Product', { name: 'Yeni Ürün', slug: 'eski-urun' }),
      ).toBe(201);
    });
    await list(page).getByRole('button', { name: 'Geri yükle: Eski Ürün' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Geri yüklenemedi' });
    await expect(alert).toContainText(
      "'eski-urun' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
    );
    await expect(list(page)).toContainText('Eski Ürün');
    await alert.getByRole('button', { name: 'Kapat' }).click();
    await expect(alert).toBeHidden();
  });

  test('pages through a full trash, the last deleted first', async ({ page }) => {
    await openTrash(page, async () => {
      // 21 items: the 19 seeded documents (seed/ids.ts), then two enquiries.
      for (let n = 1; n <= 19; n += 1) {
        const id = `00000002-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
        expect(await apiStatus(page, 'DELETE', `/api/Document/${id}`)).toBe(200);
      }
      for (const n of [1, 2]) {
        expect(
          await apiStatus(page, 'DELETE', `/api/Contact/00000005-0000-4000-8000-00000000000${n}`),
        ).toBe(200);
      }
    });
    await expect(list(page)).toContainText('(21 kayıt)');
    const pager = page.getByRole('navigation', { name: 'Sayfalama' });
    await expect(pager).toContainText('Sayfa 1 / 2');
    await expect(list(page).getByRole('button', { name: /^Geri yükle:/ })).toHaveCount(20);
    // The last deleted first: an enquiry (a 'Mesaj'), listed by its sender.
    await expect(list(page).getByRole('row').nth(1)).toContainText('Mesaj');
    await pager.getByRole('button', { name: 'Sonraki' }).click();
    await expect(page).toHaveURL(/\/admin\/trash\?page=2$/);
    await expect(pager).toContainText('Sayfa 2 / 2');
    await expect(list(page).getByRole('button', { name: /^Geri yükle:/ })).toHaveCount(1);
    await expect(
      list(page).getByRole('button', { name: `Geri yükle: ${DOCUMENT.name}` }),
    ).toBeVisible();
  });

  test('says so when the trash cannot be read, and tries again', async ({ page }) => {
    await signedIn(page);
    await expect(page.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /^Mesajlar/ })).toContainText('yeni mesaj');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.__mocks?.failNext(2, 500));
    await menu(page).getByRole('link', { name: 'Çöp Kutusu' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Hata!' });
    await expect(notice).toContainText('Veriler yüklenirken bir hata oluştu.');
    await notice.getByRole('button', { name: 'Tamam' }).click();
    await expect(page.getByRole('heading', { name: 'Çöp kutusu yüklenemedi' })).toBeVisible();
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByText(/Çöp kutusu boş\./)).toBeVisible();
  });

  test('shows each item as a card on a phone, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signedIn(page);
    await deleteDocument(page);
    await page.goto('/admin/trash');
    const cards = page
      .getByRole('list', { name: 'Çöp kutusundaki kayıtlar' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Doküman');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  // One test per view and dialog: each opens the screen afresh, so none runs long on a busy
  // two-core machine, and a failure names what it checked.
  test('has no serious or critical axe violations on the list', async ({ page }) => {
    await openTrash(page, deleteDocument);
    await expect(list(page)).toContainText(DOCUMENT.name);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('has no serious or critical axe violations when empty', async ({ page }) => {
    await openTrash(page);
    await expect(page.getByText(/Çöp kutusu boş\./)).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('has no serious or critical axe violations in the purge confirmation', async ({ page }) => {
    await openTrash(page, deleteDocument);
    await list(page)
      .getByRole('button', { name: `Kalıcı olarak sil: ${DOCUMENT.name}` })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Kalıcı Olarak Sil' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });
});
