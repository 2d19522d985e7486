import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Server rendering as a visitor's browser meets it (docs/decisions/0015), straight at the
 * reference server (@direct): every public page is hydrated without a mismatch and without asking
 * the API again for what the page already holds; with JavaScript off every page still reads
 * completely; and what a visitor types before the script has started is kept and sent.
 */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Ürün ve Hizmetlerimiz' },
  { path: '/about', heading: null },
  { path: '/AsilNunX', heading: null },
  { path: '/PoliuretanEnjeksiyon', heading: null },
  { path: '/HalatliTelBetonKesme', heading: null },
  { path: '/KimyasalAnkraj', heading: null },
  { path: '/contact', heading: 'İletişim Bilgileri' },
  { path: '/urunler', heading: 'Ürünler' },
  { path: '/belgeler', heading: 'Diğer Belgeler' },
  { path: '/product/poliuretan-enjeksiyon', heading: null },
  { path: '/debug/products', heading: null },
];

const isDataRequest = (request: Request) =>
  /\/(api|content)\//.test(new URL(request.url()).pathname);

/**
 * Hydration is over when React owns the page's elements: the router's server state is consumed
 * (TanStack Router removes it) and the last element of the page's content and the menu's links
 * carry React's fiber (set on an element as React hydrates it).
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const isReacts = (element: Element | null | undefined) =>
      element !== null &&
      element !== undefined &&
      Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const content = document.querySelectorAll('main *');
    return (
      !('$_TSR' in window) &&
      isReacts(content[content.length - 1]) &&
      isReacts(document.querySelector('header nav a'))
    );
  });

test.describe('what a crawler gets over HTTP @direct', () => {
  const headTag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

  for (const { path } of PUBLIC_PAGES) {
    test(`${path}: 200, its own title, description, canonical and share card in the HTML`, async ({
      request,
    }) => {
      const reply = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(reply.status()).toBe(200);
      expect(reply.headers()['content-type']).toMatch(/^text\/html/);
      const html = await reply.text();
      expect(headTag(html, /<title[^>]*>([^<]+)<\/title>/)).toMatch(/Asil Yapı Kimyasalları$/);
      expect(headTag(html, /<meta[^>]*name="description"[^>]*content="([^"]+)"/)).toBeTruthy();
      expect(headTag(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)).toMatch(
        new RegExp(`^https://[^/]+${path === '/' ? '/' : path}$`),
      );
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
        expect(html).toMatch(new RegExp(`<meta[^>]*property="${property}"`));
      }
      expect(html).toContain(
        '<meta data-ssr-head="" name="twitter:card" content="summary_large_image"/>',
      );
      // The content itself, not an empty shell.
      expect(html).not.toContain('<div id="root"></div>');
    });
  }

  test('status codes: 404 for an unknown product, a redirect for an unknown path', async ({
    request,
  }) => {
    const missing = await request.get('/product/yok-boyle-bir-urun', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Ürün Bulunamadı');
    const unknown = await request.get('/abc/def', { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toBe('/');
    const debug = await request.get('/debug/products');
    expect(await debug.text()).toContain(
      '<meta data-ssr-head="" name="robots" content="noindex"/>',
    );
  });

  test('robots.txt and sitemap.xml come from the server', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(await sitemap.text()).toMatch(/\/product\/poliuretan-enjeksiyon<\/loc><lastmod>/);
  });
});

test.describe('server-rendered public pages in the browser @direct', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} hydrates without a mismatch and without reading its data again`, async ({
      page,
    }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) messages.push(message.text());
      });
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (isDataRequest(request)) dataRequests.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // The page reacts: a link of the menu navigates without a new document.
      await page.waitForLoadState('networkidle');
      expect(messages.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual(
        [],
      );
      expect(dataRequests).toEqual([]);
    });
  }

  test('after hydration the page is React’s: client navigation and the title follow', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    let documents = 0;
    page.on('request', (request) => {
      // The page's own documents (the contact page's map is a frame of its own).
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'İletişim' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('İletişim | Asil Yapı Kimyasalları');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(documents).toBe(0);
  });

  test('on a phone the home page fits the screen, before and after hydration', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await width()).toBeLessThanOrEqual(360);
    await hydrated(page);
    await page.getByRole('button', { name: 'Sonraki ürün' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Sonraki ürün' })).toBeInViewport();
    expect(await width()).toBeLessThanOrEqual(360);
    await context.close();
  });

  test('an unknown product is a 404 with the "Ürün Bulunamadı" view, hydrated', async ({
    page,
  }) => {
    const response = await page.goto('/product/yok-boyle-bir-urun');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Ürün Bulunamadı' })).toBeVisible();
    await expect(page.getByText('Aradığınız ürün mevcut değil.')).toBeVisible();
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path is redirected to / by the server', async ({ page }) => {
    const response = await page.goto('/olmayan/bir/sayfa');
    expect(response?.url()).toMatch(/\/$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/olmayan\/bir\/sayfa$/);
  });

  test('what a visitor types before the script starts is kept and sent', async ({ page }) => {
    // Hold the app's script back, as on a slow phone, while the server's form is on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'İletişim formu' });
    await form.getByLabel('İsim').fill('Zeynep');
    await form.getByLabel('Soyisim').fill('Kaya');
    // The server's router state arrives at the end of the HTML, which may still be being read while
    // the visitor types: wait for it (the app's script is still held back).
    await page.waitForFunction(() => '$_TSR' in window);
    release();
    await hydrated(page);
    await expect(form.getByLabel('İsim')).toHaveValue('Zeynep');
    await expect(form.getByLabel('Soyisim')).toHaveValue('Kaya');
    await form.getByLabel('Telefon').fill('+90 533 111 22 33');
    await form.getByLabel('Sektör').fill('Konut');
    await form.getByLabel('Mesajınız').fill('Bodrum perdesinde nem var, keşif rica ederiz.');
    const stored = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/Contact$/.test(response.url()),
    );
    await form.getByRole('button', { name: 'Gönder' }).click();
    const sent = (await (await stored).request().postDataJSON()) as Record<string, string>;
    expect(JSON.stringify(sent)).toContain('Zeynep');
    expect(JSON.stringify(sent)).toContain('Kaya');
    await expect(page.getByText('Mesajınız başarıyla gönderildi!')).toBeVisible();
  });
});

test.describe('with JavaScript switched off @direct', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone the menu is there without its toggle, inside the screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    for (const name of ['Anasayfa', 'Hakkımızda', 'İletişim']) {
      await expect(menu.getByRole('link', { name })).toBeInViewport();
    }
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await context.close();
  });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} reads completely: text, images, links, navigation and footer`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Ana menü' });
      for (const name of ['Anasayfa', 'Hakkımızda', 'İletişim']) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      // The toggle of the phone menu needs a script: without one the menu itself is shown.
      await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(
        footer.getByRole('link', { name: /Poliüretan Enjeksiyon/ }).first(),
      ).toBeVisible();
      await expect(page.getByText(/yükleniyor/i)).toHaveCount(0); // no loading state anywhere
      // Every image has its address in the HTML (none waits for a script).
      const sources = await page
        .locator('main img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      expect(sources.every((source) => source !== '')).toBe(true);
    });
  }

  test('the contact form is sent and stored, and the page says so', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'İletişim formu' });
    await form.getByLabel('İsim').fill('Levent');
    await form.getByLabel('Soyisim').fill('Aksoy');
    await form.getByLabel('Telefon').fill('+90 533 444 55 66');
    await form.getByLabel('Sektör').fill('Sanayi');
    await form.getByLabel('Mesajınız').fill('Fabrika zemininde çatlaklar var, teklif rica ederiz.');
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(page).toHaveURL(/\/contact\?gonderim=tamam$/);
    await expect(page.getByText('Mesajınız başarıyla gönderildi!')).toBeVisible();
  });

  test('the home slider shows every featured product as a plain list', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
    const slides = slider.getByRole('listitem');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      await slides.nth(index).scrollIntoViewIfNeeded();
      await expect(slides.nth(index)).toBeVisible();
      await expect(slides.nth(index).getByRole('link')).toBeVisible();
    }
    // Stacked in rows, not a strip cut off at the edge.
    const boxes = await slides.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().right),
    );
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.max(...boxes)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Sonraki ürün' })).toBeHidden();
  });
});
