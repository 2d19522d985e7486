import { read } from '../helpers/browser-api';
import { expect, open, signedIn, test, sidewaysOverflow } from './fixtures';

test.describe('public layout', () => {
  test('the page is Turkish and has the navigation links of docs/SPEC.md', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link')).toHaveText(['Anasayfa', 'Hakkımızda', 'İletişim']);
    await expect(nav.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'İletişim' })).toHaveAttribute('href', '/contact');

    await nav.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the home banner comes from page Anasayfa', async ({ page }) => {
    await open(page, '/');
    const home = await read<{ titles: string[]; subtitles: string[] }>(
      page,
      '/api/Page/name/Anasayfa',
    );
    const banner = { title: home.titles[0] ?? '', subtitle: home.subtitles[0] ?? '' };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title);
    await expect(page.getByText(banner.subtitle)).toBeVisible();
  });

  test('the footer links the six pages and shows the copyright 2007 - 2024', async ({ page }) => {
    await open(page, '/contact');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Alt menü' }).getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      '/',
      '/about',
      '/AsilNunX',
      '/PoliuretanEnjeksiyon',
      '/HalatliTelBetonKesme',
      '/KimyasalAnkraj',
    ]);
    await expect(footer).toContainText('2007 - 2024');

    await footer.getByRole('link', { name: 'Poliüretan Enjeksiyon' }).click();
    await expect(page).toHaveURL(/\/PoliuretanEnjeksiyon$/);
  });

  test('every public route of docs/SPEC.md opens with the layout', async ({ page }) => {
    // Nine pages, each a full load of the mock build: more than one test's time on a busy machine.
    test.slow();
    for (const path of [
      '/',
      '/about',
      '/AsilNunX',
      '/PoliuretanEnjeksiyon',
      '/HalatliTelBetonKesme',
      '/KimyasalAnkraj',
      '/contact',
      '/product/poliuretan-enjeksiyon',
      '/debug/products',
    ]) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('/debug/products is not indexed', async ({ page }) => {
    await open(page, '/debug/products');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('unknown paths redirect to /', async ({ page }) => {
    await open(page, '/olmayan-sayfa');
    await expect(page).toHaveURL(/\/$/);
    await open(page, '/urunler/eski/adres');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the navigation bar is hidden on /login and on every /admin path', async ({ page }) => {
    // A sign-in and five panel screens, each a full load.
    test.slow();
    await open(page, '/login');
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);

    await signedIn(page);
    for (const path of [
      '/admin/Home',
      '/admin/products',
      '/admin/documents',
      '/admin/Poliuretan',
      '/admin/messages',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
    }
  });
});

test.describe('public layout on a phone', () => {
  test('the navigation folds behind a menu button @phone', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(menu.getByRole('link')).toHaveText(['Anasayfa', 'Hakkımızda', 'İletişim']);
    await menu.getByRole('link', { name: 'İletişim' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    // Nothing is wider than the phone.
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
