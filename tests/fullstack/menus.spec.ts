import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_MENUS } from '../../core/lib/menus';
import { ADMIN, expect, signedIn, test } from './fixtures';

/**
 * 'Menüler' (issue 49, ADR 0072) on the reference server: the server's HTML has today's links
 * until the owner changes them; the owner adds 'Ürünler' and 'Belgeler' to the header in the
 * panel and publishes; the cached pages are rendered again with them, and a visitor sees them.
 */

/** The href of each link of the header's navigation in a page's HTML. */
const headerHrefs = (html: string) => {
  const nav = /<nav aria-label="Ana menü"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
};

async function pageHtml(request: APIRequestContext, path: string) {
  const reply = await request.get(path, { headers: { accept: 'text/html' } });
  expect(reply.status()).toBe(200);
  return reply.text();
}

/** The default menus again, saved through the API, for the flows that run after this one. */
async function restoreDefaults(request: APIRequestContext) {
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const saved = await request.put('/content/api/menuler', {
    data: DEFAULT_MENUS,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.status()).toBe(200);
}

async function addHeaderLink(page: Page, label: string, target: string) {
  await page.getByRole('button', { name: 'Üst menü bağlantısı ekle' }).click();
  const row = page.getByRole('list', { name: 'Üst menü' }).getByRole('listitem').last();
  await row.getByLabel('Bağlantı adı').fill(label);
  await row.getByLabel('Hedef', { exact: true }).selectOption({ label: target });
}

test.describe('menus on the server @direct', () => {
  test.afterAll(async ({ request }) => restoreDefaults(request));

  test("the server's HTML has today's header and footer links until the owner changes them", async ({
    request,
  }) => {
    const html = await pageHtml(request, '/about');
    expect(headerHrefs(html)).toEqual(['/', '/about', '/contact']);
    for (const path of [
      '/AsilNunX',
      '/PoliuretanEnjeksiyon',
      '/HalatliTelBetonKesme',
      '/KimyasalAnkraj',
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  test('the owner adds Ürünler and Belgeler in Menüler, publishes, and a visitor sees them', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    // A rendered page in the cache first: publishing must clear it.
    expect(headerHrefs(await pageHtml(request, '/'))).toEqual(['/', '/about', '/contact']);

    await signedIn(page, '/admin/menuler');
    await expect(page.getByRole('heading', { level: 1, name: 'Menüler' })).toBeVisible();
    await addHeaderLink(page, 'Ürünler', 'Ürün kataloğu (/urunler)');
    await addHeaderLink(page, 'Belgeler', 'Belge merkezi (/belgeler)');
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await expect(page.getByText('Yayımlanmamış değişiklikler var').first()).toBeVisible();
    expect(headerHrefs(await pageHtml(request, '/'))).toEqual(['/', '/about', '/contact']);

    await page.getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Yayımlanmamış değişiklikler var')).toHaveCount(0);
    await expect
      .poll(async () => headerHrefs(await pageHtml(request, '/')))
      .toEqual(['/', '/about', '/contact', '/urunler', '/belgeler']);

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/contact');
    const nav = visitor.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/urunler');
    await nav.getByRole('link', { name: 'Belgeler' }).click();
    await expect(visitor).toHaveURL(/\/belgeler$/);
    await context.close();
  });
});
