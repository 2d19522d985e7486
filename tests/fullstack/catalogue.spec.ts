import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

/** The JSON-LD objects in a page's HTML. */
const jsonLdIn = (html: string): { '@type'?: string; itemListElement?: unknown[] }[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string },
  );

/**
 * The catalogue at '/urunler' as the reference server renders it (issue 49): the cards, the
 * ItemList and the sitemap entry are in what a crawler gets, without a script.
 */
test.describe('product catalogue on the server @direct', () => {
  test("'/urunler' is in the server's HTML with its cards and an ItemList of them", async ({
    request,
  }) => {
    const reply = await request.get('/urunler', { headers: { accept: 'text/html' } });
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(html).toMatch(/<h1[^>]*>Ürünler<\/h1>/);
    expect(html).toContain('href="/product/poliuretan-enjeksiyon"');
    const list = jsonLdIn(html).find((data) => data['@type'] === 'ItemList');
    expect(list?.itemListElement?.length).toBeGreaterThan(0);
    expect(list?.itemListElement).toContainEqual(
      expect.objectContaining({ position: 1, '@type': 'ListItem' }),
    );
    // Under the public pages' budget.
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35 * 1024);
  });

  test('a page past the last one is 404', async ({ request }) => {
    const reply = await request.get('/urunler?sayfa=99', { maxRedirects: 0 });
    expect(reply.status()).toBe(404);
  });

  test("'/urunler' is in the sitemap", async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/\/urunler<\/loc>/);
  });

  test("the first load of '/urunler' fetches no more script than '/'", async ({ browser }) => {
    /** The bytes of the site's own scripts a first load of `path` fetches, in a fresh browser. */
    const scriptBytes = async (path: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('response', (response: Response) => {
        if (new URL(response.url()).pathname.endsWith('.js'))
          sizes.push(response.body().then((body) => body.length));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      await context.close();
      return total;
    };
    const home = await scriptBytes('/');
    const catalogue = await scriptBytes('/urunler');
    expect(catalogue).toBeGreaterThan(0);
    expect(catalogue).toBeLessThanOrEqual(home);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a visitor reads the cards and follows one', async ({ page }) => {
      await page.goto('/urunler');
      await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
      expect(await cards.count()).toBeGreaterThan(0);
      await cards.first().click();
      await expect(page).toHaveURL(/\/product\//);
    });
  });
});
