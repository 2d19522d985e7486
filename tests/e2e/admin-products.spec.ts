import type { Page } from '@playwright/test';
import {
  expect,
  open,
  scheduleTomorrowAtNine,
  seriousViolations,
  test,
  signedIn,
} from './fixtures';

const NAME = 'Özel Çatlak Enjeksiyonu Ürünü';
const SLUG = 'ozel-catlak-enjeksiyonu-urunu';
const TITLE = 'Derin Çatlaklara Kalıcı Enjeksiyon';
const DESCRIPTION = 'Yapısal çatlaklar düşük viskoziteli reçineyle basınç altında doldurulur.';
const NEW_DESCRIPTION = 'Güncellenen açıklama: uygulama sonrası çekme testi raporlanır.';

/** Signs in and opens product management through the side menu, as an administrator would. */
async function openProducts(page: Page) {
  await signedIn(page);
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Ürünler' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ürün Yönetimi' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ürün listesi' })).toBeVisible();
}

const grid = (page: Page) => page.getByRole('list', { name: 'Ürün listesi' });

/** The whole screen, layout included: serious and critical violations, with where they are. */
/**
 * How far the page is wider than the 360 px screen. A phone widens its layout viewport to fit
 * content that is too wide (innerWidth grows with it), so the screen width is the measure.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, window.innerWidth) - window.screen.width,
  );

/** The 'Yeni Ürün' dialog, opened from the grid, with a name and a first title typed in. */
async function startNewProduct(page: Page, name: string, title: string) {
  await openProducts(page);
  await page.getByRole('button', { name: 'Yeni Ürün' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
  await dialog.getByLabel('Ürün adı').fill(name);
  await dialog.getByLabel('Başlık 1', { exact: true }).fill(title);
  return dialog;
}

test.describe('admin product management', () => {
  test('a product is created, edited and deleted, and the public site follows each step', async ({
    page,
  }) => {
    // Many steps across the panel and the public site: more time than one screen's test.
    test.slow();
    await openProducts(page);
    await expect(grid(page).getByRole('article')).toHaveCount(10);
    await expect(page.getByText('Sayfa 1 / 2')).toBeVisible();

    // Create.
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.getByLabel('Ürün adı').fill(NAME);
    await expect(dialog.getByLabel('Slug (ürün sayfası adresi)')).toHaveValue(SLUG);
    await dialog.getByLabel('Başlık 1', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Açıklama 1', { exact: true }).fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün oluşturuldu.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Newest first: the new product is the first card of page 1.
    await expect(page).toHaveURL(/\/admin\/products$/);
    const card = grid(page).getByRole('article', { name: NAME });
    await expect(card).toBeVisible();
    await expect(grid(page).getByRole('article').first()).toHaveAccessibleName(NAME);
    await expect(card.getByText(DESCRIPTION)).toBeVisible();

    // On the public page, in the same session.
    await card.getByRole('link', { name: `${NAME} sayfasını görüntüle` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(DESCRIPTION)).toBeVisible();

    // Edit: a new description.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByRole('button', { name: `${NAME} düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    const description = edit.getByLabel('Açıklama 1', { exact: true });
    await expect(description).toHaveValue(DESCRIPTION);
    await description.fill(NEW_DESCRIPTION);
    await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün kaydedildi.')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card.getByText(NEW_DESCRIPTION)).toBeVisible();

    await card.getByRole('link', { name: `${NAME} sayfasını görüntüle` }).click();
    await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
    await expect(page.getByText(DESCRIPTION)).toHaveCount(0);

    // The home editor's product picker offers it.
    await open(page, '/admin/Home');
    await expect(page.getByRole('heading', { level: 1, name: 'Anasayfa Yönetimi' })).toBeVisible();
    const featured = page.getByRole('list', { name: 'Öne çıkan ürünler' });
    // The featured products arrive after the heading: read their names once they are there.
    await expect(featured.getByRole('button', { name: /ürününü taşı$/ }).first()).toBeVisible();
    const [first] = await featured
      .getByRole('button', { name: /ürününü taşı$/ })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
    await page
      .getByRole('button', { name: `${first?.replace(/ ürününü taşı$/, '')} ürününü kaldır` })
      .click();
    await page.getByRole('button', { name: 'Ürün Seç' }).click();
    const picker = page.getByRole('dialog', { name: 'Ürün Seç' });
    await picker.getByRole('searchbox', { name: 'Ürün ara' }).fill('özel çatlak');
    await expect(picker.getByRole('button', { name: new RegExp(NAME) })).toBeVisible();
    await picker.getByRole('button', { name: 'Kapat' }).click();

    // Delete, after confirming. (Back to the products without saving the home page.)
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Ürünler' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
      .getByRole('button', { name: 'Sayfadan Ayrıl' })
      .click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByRole('button', { name: `${NAME} sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Ürünü Sil' });
    await expect(confirm).toContainText(NAME);
    await expect(confirm.getByRole('button', { name: 'İptal' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByText('Ürün silindi.')).toBeVisible();
    await expect(grid(page).getByRole('article', { name: NAME })).toHaveCount(0);

    await page.goto(`/product/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await expect(page.getByText('Aradığınız ürün mevcut değil.')).toBeVisible();
  });

  test("a draft is kept from visitors until 'Yayınla', and shown through a preview link (issue 21)", async ({
    page,
  }) => {
    test.slow();
    const dialog = await startNewProduct(page, 'Taslak Reçine', 'Yakında Satışta');
    await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(
      page.getByText('Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.'),
    ).toBeVisible();
    const card = grid(page).getByRole('article', { name: 'Taslak Reçine' });
    await expect(card.getByText('Taslak', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /sayfasını görüntüle/ })).toHaveCount(0);

    // What a visitor gets: the public reads send no token, so the mocks answer as to anyone.
    await open(page, '/product/taslak-recine');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await open(page, '/product');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Taslak Reçine')).toHaveCount(0);

    // 'Önizle' (issue 21 section 3): a link that shows the draft to whoever has it.
    await open(page, '/admin/products');
    await page.getByRole('button', { name: 'Taslak Reçine düzenle' }).click();
    let edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await edit.getByRole('button', { name: 'Önizle' }).click();
    const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
    await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
    const address = await links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
    expect(address).toMatch(/\/product\/taslak-recine\?onizleme=/);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // The mocks keep their state in this browser: the visitor's reads still send no token.
    await open(page, address);
    const banner = page.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toHaveText('Önizleme: bu sayfa henüz yayında değil');
    await expect(page.getByRole('heading', { level: 1, name: 'Yakında Satışta' })).toBeVisible();
    await expect(page).toHaveTitle(/^Önizleme: /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await seriousViolations(page)).toEqual([]);

    await open(page, '/admin/products');
    await page.getByRole('button', { name: 'Taslak Reçine düzenle' }).click();
    edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await edit.getByRole('button', { name: 'Önizle' }).click();
    await links.getByRole('button', { name: 'Önizleme bağlantısını iptal et' }).click();
    await page
      .getByRole('alertdialog', { name: 'Önizleme bağlantısını iptal et' })
      .getByRole('button', { name: 'İptal et' })
      .click();
    await expect(page.getByText('Önizleme bağlantısı iptal edildi.')).toBeVisible();
    await links.getByRole('button', { name: 'Kapat' }).click();
    await edit.getByRole('button', { name: 'İptal' }).click();
    await open(page, address);
    await expect(
      page.getByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeVisible();

    await open(page, '/admin/products');
    await page.getByRole('button', { name: 'Taslak Reçine düzenle' }).click();
    edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(edit.getByText('Taslak', { exact: true })).toBeVisible();
    await edit.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Ürün yayınlandı.')).toBeVisible();
    await open(page, '/product/taslak-recine');
    await expect(page.getByRole('heading', { level: 1, name: 'Yakında Satışta' })).toBeVisible();
  });

  test("a schedule set with 'Zamanla' publishes the product at its time (issue 21 section 4)", async ({
    page,
  }) => {
    test.slow();
    const dialog = await startNewProduct(page, 'Kampanya Harcı', 'Kampanya Harcı Yayında');
    await dialog.getByRole('button', { name: 'Zamanla' }).click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const due = await scheduleTomorrowAtNine(page);
    await expect(page.getByText(/^Yayın zamanlandı: .* 09:00\./)).toBeVisible();
    const card = grid(page).getByRole('article', { name: 'Kampanya Harcı' });
    await expect(card.getByText(/^Zamanlandı: .* 09:00$/)).toBeVisible();

    await open(page, '/product/kampanya-harci');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();

    // The browser's clock moves past the time: the mocks publish what is due as it is read.
    await page.clock.setSystemTime(due + 30_000);
    await open(page, '/product/kampanya-harci');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kampanya Harcı Yayında' }),
    ).toBeVisible();
    // A day later the session has ended: signed in again, the log says who published it.
    await signedIn(page, '/admin/audit');
    const row = page.getByRole('row').filter({ hasText: 'Kampanya Harcı' }).first();
    await expect(row).toContainText('Yayınlama');
    await expect(row).toContainText('Sistem');
  });

  test('pages by keyboard, newest first, and the focus stays on the pager', async ({ page }) => {
    await signedIn(page, '/admin/products?size=5');
    await expect(grid(page).getByRole('article')).toHaveCount(5);
    // The seed's last product is the newest.
    await expect(grid(page).getByRole('article').first()).toHaveAccessibleName('Derz Yalıtımı');
    const next = page.getByRole('navigation', { name: 'Sayfalama' }).getByRole('button', {
      name: 'Sonraki',
    });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sayfa 2 / 3')).toBeVisible();
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sayfa 3 / 3')).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(1);
    await expect(grid(page).getByRole('article').first()).toHaveAccessibleName(
      'Poliüretan Enjeksiyon',
    );
  });

  test('a session that expires while saving keeps the form and saves after signing in', async ({
    page,
  }) => {
    await openProducts(page);
    await page.getByRole('button', { name: 'Epoksi Enjeksiyon düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await edit.getByLabel('Başlık 1', { exact: true }).fill('Oturum sonrası kaydedilen başlık');
    await page.evaluate(() => window.__mocks?.failNext(1, 401));
    await edit.getByRole('button', { name: 'Kaydet', exact: true }).click();

    const signInDialog = page.getByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await expect(signInDialog).toBeVisible();
    await signInDialog.getByLabel('Kullanıcı Adı').fill('admin');
    await signInDialog.getByLabel('Şifre').fill('admin123');
    await signInDialog.getByRole('button', { name: 'Giriş Yap ve Devam Et' }).click();
    await expect(page.getByText('Ürün kaydedildi.')).toBeVisible();
    await expect(edit).toBeHidden();

    await page.goto('/product/epoksi-enjeksiyon');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oturum sonrası kaydedilen başlık' }),
    ).toBeVisible();
  });

  test('no serious or critical axe violations on /admin/products and in the form dialog', async ({
    page,
  }) => {
    // Three full-page axe runs.
    test.slow();
    await openProducts(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Newest first: the seed's first product is on the last page.
    await page.getByRole('button', { name: 'Sonraki' }).click();
    await page.getByRole('button', { name: 'Poliüretan Enjeksiyon düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(edit.getByLabel('Ürün adı')).toHaveValue('Poliüretan Enjeksiyon');
    await expect(edit.getByText('Video önizlemesi')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'İptal' }).click();

    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const create = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await create.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(create.getByText('Ürün adı zorunludur.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('works at 360 px: grid, paging and the form dialog without sideways scroll @phone', async ({
    page,
  }) => {
    await signedIn(page, '/admin/products');
    await expect(grid(page).getByRole('article')).toHaveCount(10);
    expect(page.viewportSize()?.width).toBe(360);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sonraki' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText('Sayfa 2 / 2')).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    // The form scrolls inside the dialog; the save button stays on screen.
    await expect(dialog.getByRole('button', { name: 'Kaydet', exact: true })).toBeInViewport();
    await dialog.getByRole('button', { name: '+ Belge Seç' }).scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
