import { datasheetFromTheHeader } from '../helpers/site-search-flow';
import { expect, test } from './fixtures';

/**
 * The site search (issue 49) as the reference server sends it (@direct): '/ara' is in the
 * server's HTML, never indexed and not in the sitemap; the header's box works with and without
 * JavaScript; and the 'Done when', first half, on a phone.
 */
test.describe('the site search from the server @direct', () => {
  test("'/ara?q=…' is in the server's HTML, noindex, and not in the sitemap", async ({
    request,
  }) => {
    const reply = await request.get('/ara?q=poliuretan%20teknik&u=1', {
      headers: { accept: 'text/html' },
    });
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(html).toMatch(
      /<mark[^>]*>Poliüretan<\/mark> Enjeksiyon Reçinesi <mark[^>]*>Teknik<\/mark> Föyü/,
    );
    expect(html).toContain('için 1 sonuç');
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(html).toMatch(/<title[^>]*>Arama: poliuretan teknik/);
    const none = await (
      await request.get('/ara?q=zzqxw', { headers: { accept: 'text/html' } })
    ).text();
    expect(none).toContain('‘zzqxw’ için sonuç bulunamadı.');
    expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\/ara/);
  });

  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test("the header's box is a form to /ara", async ({ page }) => {
      await page.goto('/about');
      // A combobox in the server's HTML too; without the script it is a plain field of the form.
      await page.getByRole('combobox', { name: 'Ara', exact: true }).fill('kimyasal ankraj');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ara\?q=kimyasal\+ankraj$/);
      await expect(
        page.getByRole('heading', { level: 2, name: /^‘kimyasal ankraj’ için \d+ sonuç/ }),
      ).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

    test("'poliuretan teknik' in the header opens the datasheet, also found through /belgeler", async ({
      page,
    }) => {
      await page.goto('/');
      // The menu opens once the page's script has taken over the server's HTML (on a busy
      // machine a tap before that changes nothing).
      await page.waitForFunction(() => !('$_TSR' in window));
      const download = await datasheetFromTheHeader(page, {
        phone: true,
        openDocumentCentre: async () => {
          await page.goto('/belgeler');
        },
      });
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});
