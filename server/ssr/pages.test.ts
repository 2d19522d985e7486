import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import sharp from 'sharp';
import { multipart, setupTestApp } from '../test/test-app.ts';

/**
 * Server rendering, end to end inside the server: the source entry (src/entry-server.tsx, the
 * same code `vite build --ssr` bundles) renders pages from the test database through the app's own
 * API. What a crawler sees: status codes, head tags, JSON-LD, and the page's text in the HTML.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const SITE = 'https://www.ornek-site.com.tr';

const staticDir = mkdtempSync(path.join(tmpdir(), 'asil-ssr-'));
for (const page of ['index.html', 'admin.html']) {
  copyFileSync(path.join(root, page), path.join(staticDir, page));
}
const t = setupTestApp({ siteUrl: SITE }, staticDir, { serverEntry });

afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

/** The content of `<meta name|property="key">` in a document. */
function meta(html: string, key: string): string | null {
  const tag = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const canonicalOf = (html: string) =>
  /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? null;
/** The app's part of a document: from #root to the end of the body. */
const rootOf = (html: string) =>
  html.slice(
    html.indexOf('<div id="root">') + '<div id="root">'.length,
    html.lastIndexOf('</body>'),
  );
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The visible text of an HTML fragment, tags dropped, entities of quotes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const jsonLdOf = (html: string) =>
  [
    ...headOf(html).matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

/** The fields of a product an administrator sends back (ProductUpdate), with some changed. */
const EDITABLE = [
  'id',
  'name',
  'slug',
  'titles',
  'subtitles',
  'descriptions',
  'homePageSubtitle',
  'listTitles',
  'listItems',
  'urls',
  'videoUrls',
  'videoTitles',
  'videoDescriptions',
  'bannerImageUrl',
  'productMainImageId',
  'productImageId',
  'mainImageUrl',
  'image',
  'documentImageIds',
  'productDetailImageIds',
  'documentIds',
  'fileIds',
  'documentFileIds',
  'productDetailFileIds',
  'showContact',
  'metaTitle',
  'metaDescription',
  'shareImage',
];
async function saveProduct(slug: string, changes: Record<string, unknown>) {
  const read = await t.app.inject({ url: `/api/Product/slug/${slug}` });
  const product = read.json<{ data: Record<string, unknown> }>().data;
  const payload = Object.fromEntries(
    EDITABLE.filter((key) => key in product).map((key) => [key, product[key]]),
  );
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/Product',
    headers: await t.auth(),
    payload: { ...payload, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const PAGES = [
  { path: '/', title: 'Asil Yapı Kimyasalları', text: 'Ürün ve Hizmetlerimiz' },
  { path: '/about', title: 'Hakkımızda | Asil Yapı Kimyasalları', text: 'Hakkımızda' },
  {
    path: '/AsilNunX',
    title: 'AsilNunX Enjeksiyon Reçinesi | Asil Yapı Kimyasalları',
    text: 'AsilNunX',
  },
  {
    path: '/PoliuretanEnjeksiyon',
    title: 'Poliüretan Enjeksiyon | Asil Yapı Kimyasalları',
    text: 'Poliüretan Enjeksiyon',
  },
  {
    path: '/HalatliTelBetonKesme',
    title: 'Halatlı Tel ile Beton Kesme | Asil Yapı Kimyasalları',
    text: 'Halatlı Tel',
  },
  {
    path: '/KimyasalAnkraj',
    title: 'Kimyasal Ankraj ve Filiz Ekimi | Asil Yapı Kimyasalları',
    text: 'Kimyasal Ankraj',
  },
  { path: '/contact', title: 'İletişim | Asil Yapı Kimyasalları', text: 'İletişim Bilgileri' },
  {
    path: '/product/poliuretan-enjeksiyon',
    title: 'Poliüretan Enjeksiyon | Asil Yapı Kimyasalları',
    text: 'Ürün ve Hizmetlerimiz',
  },
  {
    path: '/debug/products',
    title: 'Ürün Listesi (Hata Ayıklama) | Asil Yapı Kimyasalları',
    text: 'poliuretan-enjeksiyon',
  },
];

describe('server rendering of the public pages', () => {
  it.each(PAGES)(
    '$path is HTML with its content, title, description and share card',
    async (page) => {
      const reply = await get(page.path);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      const html = reply.body;
      expect(titleOf(html)).toBe(page.title);
      // One title only: the template's site-wide one is replaced.
      expect(html.match(/<title/g)).toHaveLength(1);
      expect(meta(html, 'description')?.length).toBeGreaterThan(20);
      expect(canonicalOf(html)).toBe(`${SITE}${page.path}`);
      expect(meta(html, 'og:title')).toBe(page.title);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(meta(html, 'og:url')).toBe(`${SITE}${page.path}`);
      expect(meta(html, 'og:image')).toMatch(/^https:\/\//);
      expect(meta(html, 'og:locale')).toBe('tr_TR');
      expect(meta(html, 'og:site_name')).toBe('Asil Yapı Kimyasalları');
      expect(meta(html, 'og:type')).toMatch(/^(website|product)$/);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // The page itself, not an empty shell: header, content and footer.
      const body = textOf(rootOf(html));
      expect(body).toContain(page.text);
      expect(body).toContain('İletişim');
      expect(body).toMatch(/©|Tüm hakları saklıdır/);
      // The router's and the query cache's state for the browser.
      expect(html).toContain('$_TSR');
    },
  );

  it('the share image of the default has its width and height', async () => {
    const html = (await get('/contact')).body;
    expect(meta(html, 'og:image')).toBe(`${SITE}/images/og-default.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
  });

  it('/debug/products is rendered but never indexed', async () => {
    const html = (await get('/debug/products')).body;
    expect(meta(html, 'robots')).toBe('noindex');
    const home = (await get('/')).body;
    expect(meta(home, 'robots')).toBeNull();
  });

  it('an unknown product answers 404 with the "Ürün Bulunamadı" view', async () => {
    const reply = await get('/product/yok-boyle-bir-urun');
    expect(reply.statusCode).toBe(404);
    const body = textOf(rootOf(reply.body));
    expect(body).toContain('Ürün Bulunamadı');
    expect(body).toContain('Aradığınız ürün mevcut değil.');
    expect(meta(reply.body, 'robots')).toBe('noindex');
  });

  it('/product without a slug answers 404 with the invalid slug message', async () => {
    expect((await get('/product/')).headers.location).toBe('/product');
    const reply = await get('/product');
    expect(reply.statusCode).toBe(404);
    expect(textOf(rootOf(reply.body))).toContain("Geçersiz ürün slug'ı.");
  });

  it('an unknown path answers a real redirect to /', async () => {
    for (const url of ['/abc/def', '/hakkimizda-eski']) {
      const reply = await get(url);
      expect(reply.statusCode).toBeGreaterThanOrEqual(301);
      expect(reply.statusCode).toBeLessThanOrEqual(308);
      expect(reply.headers.location).toBe('/');
    }
  });

  it("/login and /admin/* stay client-rendered: the panel's page (admin.html), no server state", async () => {
    for (const url of [
      '/login',
      '/admin',
      '/admin/Home',
      '/admin/products',
      '/admin/messages?open=x',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<title>Yönetim Paneli | Asil Yapı Kimyasalları</title>');
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.body).not.toContain('$_TSR');
    }
  });

  it('a page whose backend read fails answers 500 with the public error view', async () => {
    const { store } = t.ts;
    // Any save clears the rendered pages (the page is rendered anew, and its read fails).
    await saveProduct('karot-ile-beton-delme', {});
    const original = store.getContent.bind(store);
    store.getContent = () => Promise.reject(new Error('veritabanı yanıt vermiyor'));
    try {
      const reply = await get('/KimyasalAnkraj');
      expect(reply.statusCode).toBe(500);
      const body = textOf(rootOf(reply.body));
      expect(body).toContain('Sayfa yüklenemedi');
      expect(body).toContain('Veriler yüklenirken bir hata oluştu.');
      expect(body).toContain('Tekrar Dene');
    } finally {
      store.getContent = original;
    }
    expect((await get('/KimyasalAnkraj')).statusCode).toBe(200);
  });

  it('renders two products at the same time, each with its own content', async () => {
    const [poly, anchor] = await Promise.all([
      get('/product/poliuretan-enjeksiyon'),
      get('/product/kimyasal-ankraj-ve-filiz-ekimi'),
    ]);
    expect(poly.statusCode).toBe(200);
    expect(anchor.statusCode).toBe(200);
    expect(titleOf(poly.body)).toBe('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları');
    expect(canonicalOf(poly.body)).toBe(`${SITE}/product/poliuretan-enjeksiyon`);
    expect(canonicalOf(anchor.body)).toBe(`${SITE}/product/kimyasal-ankraj-ve-filiz-ekimi`);
    expect(titleOf(anchor.body)).not.toBe(titleOf(poly.body));
    // Nothing of one request's data in the other's page.
    expect(anchor.body).not.toContain('poliuretan-enjeksiyon-ana-gorsel');
    expect(poly.body).not.toContain('kimyasal-ankraj-ve-filiz-ekimi-ana-gorsel');
  });

  it("the policy allows exactly the page's inline scripts, by hash", async () => {
    const reply = await get('/');
    const policy = String(reply.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...reply.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((match) => !/application\/ld\+json/.test(match[1] ?? ''))
      .map((match) => match[2] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) {
      const hash = createHash('sha256').update(source).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('an administrator’s save shows in the next response', async () => {
    expect(titleOf((await get('/product/epoksi-enjeksiyon')).body)).not.toContain('Sahada');
    await saveProduct('epoksi-enjeksiyon', { metaTitle: 'Sahada Epoksi Enjeksiyon' });
    const html = (await get('/product/epoksi-enjeksiyon')).body;
    expect(titleOf(html)).toBe('Sahada Epoksi Enjeksiyon | Asil Yapı Kimyasalları');
  });
});

/** Every type and property name schema.org has, as schema-dts (Google's typings) declares them. */
function schemaOrgVocabulary() {
  const declarations = readFileSync(
    path.join(root, 'node_modules/schema-dts/dist/schema.d.ts'),
    'utf8',
  );
  const types = new Set([...declarations.matchAll(/"@type": "(\w+)"/g)].map((match) => match[1]));
  const properties = new Set(
    [...declarations.matchAll(/^\s+"(\w+)"\?: /gm)].map((match) => match[1]),
  );
  return { types, properties };
}

describe('JSON-LD for search engines', () => {
  const vocabulary = schemaOrgVocabulary();

  /** Every node's @type and property is schema.org's; returns the types met. */
  function checkNode(node: unknown, seen: string[]): void {
    if (Array.isArray(node)) {
      for (const item of node) checkNode(item, seen);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '@context') expect(value).toBe('https://schema.org');
      else if (key === '@type') {
        expect(vocabulary.types, `schema.org type ${String(value)}`).toContain(value);
        seen.push(String(value));
      } else if (key !== '@id') {
        expect(vocabulary.properties, `schema.org property ${key}`).toContain(key);
        checkNode(value, seen);
      }
    }
  }

  const typesOf = (html: string) => {
    const seen: string[] = [];
    for (const data of jsonLdOf(html)) {
      expect(data['@context']).toBe('https://schema.org');
      checkNode(data, seen);
    }
    return seen;
  };

  it('the home page describes the company from the contact content', async () => {
    const html = (await get('/')).body;
    expect(typesOf(html)).toContain('LocalBusiness');
    const [company] = jsonLdOf(html);
    const contact = (await t.app.inject({ url: '/content/api/contact' })).json<{
      phoneNumber: string;
      emailAddress: string;
      locationAddress: string;
    }>();
    expect(company).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Asil Yapı Kimyasalları',
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
      telephone: contact.phoneNumber,
      email: contact.emailAddress,
      address: { '@type': 'PostalAddress', streetAddress: contact.locationAddress },
    });
    expect((company as { sameAs: string[] }).sameAs[0]).toMatch(/^https:\/\/www\.instagram\.com\//);
  });

  it('a product page is a Product with a breadcrumb', async () => {
    const html = (await get('/product/poliuretan-enjeksiyon')).body;
    expect(typesOf(html)).toEqual(
      expect.arrayContaining(['Product', 'BreadcrumbList', 'ListItem']),
    );
    const [product, breadcrumb] = jsonLdOf(html);
    expect(product).toMatchObject({
      name: 'Poliüretan Enjeksiyon',
      url: `${SITE}/product/poliuretan-enjeksiyon`,
    });
    expect(String(product?.description).length).toBeGreaterThan(40);
    expect(String(product?.image)).toMatch(/^https:\/\//);
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Anasayfa', item: `${SITE}/` },
        {
          position: 2,
          name: 'Poliüretan Enjeksiyon',
          item: `${SITE}/product/poliuretan-enjeksiyon`,
        },
      ],
    });
  });

  it.each(['/PoliuretanEnjeksiyon', '/KimyasalAnkraj', '/HalatliTelBetonKesme'])(
    '%s is a Service with a breadcrumb',
    async (url) => {
      const types = typesOf((await get(url)).body);
      expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    },
  );

  it('no text of the content can end a JSON-LD script early', async () => {
    await saveProduct('zemin-enjeksiyonu', {
      metaDescription: 'Sızdırmaz </script><script>alert(1)</script> zemin',
    });
    const html = (await get('/product/zemin-enjeksiyonu')).body;
    expect(headOf(html)).not.toContain('<script>alert(1)');
    const [data] = jsonLdOf(html);
    expect(data?.description).toBe('Sızdırmaz </script><script>alert(1)</script> zemin');
  });
});

describe('robots.txt and sitemap.xml, from the database', () => {
  it('robots.txt keeps crawlers out of the panel and names the sitemap at SITE_URL', async () => {
    const reply = await t.app.inject({ url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toContain('Disallow: /admin');
    expect(reply.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('a product added in the panel is in the next sitemap, with its last change', async () => {
    const before = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(before).toContain(`<loc>${SITE}/</loc><lastmod>`);
    expect(before).toContain(`<loc>${SITE}/product/poliuretan-enjeksiyon</loc><lastmod>`);
    expect(before).not.toContain('cati-yalitim-membrani');
    // The sitemap's days are UTC's (W3C dates): the day of the change, before or after a midnight.
    const dayBefore = new Date().toISOString().slice(0, 10);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers: await t.auth(),
      payload: { name: 'Çatı Yalıtım Membranı', slug: 'cati-yalitim-membrani' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = await t.app.inject({ url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    const dayAfter = new Date().toISOString().slice(0, 10);
    expect(reply.body).toContain(`<url><loc>${SITE}/product/cati-yalitim-membrani</loc><lastmod>`);
    const lastmod =
      /<url><loc>[^<]*\/product\/cati-yalitim-membrani<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/.exec(
        reply.body,
      )?.[1];
    expect([dayBefore, dayAfter]).toContain(lastmod);
    expect(reply.body).not.toMatch(/\/admin|\/login|\/debug/);
  });
});

describe('rendered pages are cached like the public JSON reads', () => {
  it('answers the same page with the same ETag, and 304 when the browser has it', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // Each render stamps its time into the page state: the same ETag is the same, kept, render.
    expect((await get('/about')).headers.etag).toBe(etag);
    const revalidated = await t.app.inject({
      url: '/about',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(String(revalidated.headers['content-security-policy'])).toContain("'sha256-");
  });

  it('sends the page compressed with brotli for browsers that take it', async () => {
    const plain = await get('/PoliuretanEnjeksiyon');
    const br = await t.app.inject({
      url: '/PoliuretanEnjeksiyon',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('an enquiry does not clear it; a content page’s save does, and shows at once', async () => {
    const etag = String((await get('/HalatliTelBetonKesme')).headers.etag);
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: {
        isim: 'Ali',
        soyisim: 'Yılmaz',
        telefon: '+90 532 000 00 00',
        sektor: 'İnşaat',
        mesaj: 'Teklif rica ederiz.',
      },
    });
    expect(enquiry.statusCode).toBeLessThan(300);
    expect((await get('/HalatliTelBetonKesme')).headers.etag).toBe(etag);
    // A document download is sent as a POST, but changes nothing.
    const documents = (
      await t.app.inject({ url: '/api/Document?PageSize=50', headers: await t.auth() })
    ).json<{ data: { items: { id: string; fileId: string | null }[] } }>().data.items;
    const withFile = documents.find((document) => document.fileId);
    if (!withFile) throw new Error('the seed has no document with a file');
    const download = await t.app.inject({
      method: 'POST',
      url: `/api/Document/${withFile.id}/download`,
      headers: await t.auth(),
    });
    expect(download.statusCode).toBe(200);
    expect((await get('/HalatliTelBetonKesme')).headers.etag).toBe(etag);

    const content = (await t.app.inject({ url: '/content/api/halatli-tel-beton-kesme' })).json<
      Record<string, unknown>
    >();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/content/api/halatli-tel-beton-kesme',
      headers: await t.auth(),
      payload: { ...content, metaTitle: 'Elmas Tel ile Beton Kesimi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/HalatliTelBetonKesme');
    expect(after.headers.etag).not.toBe(etag);
    expect(titleOf(after.body)).toBe('Elmas Tel ile Beton Kesimi | Asil Yapı Kimyasalları');
  });

  it('requests for a page that is being rendered share the one render', async () => {
    await saveProduct('su-yalitimi', { metaTitle: 'Su Yalıtımı Uygulamaları' });
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/product/su-yalitimi')));
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
    expect(titleOf(replies[0]?.body ?? '')).toBe(
      'Su Yalıtımı Uygulamaları | Asil Yapı Kimyasalları',
    );
  });
});

describe('the contact form sent before the script has started', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });

  it('stores the enquiry and comes back to the page, which says it was sent', async () => {
    const reply = await t.app.inject(
      form({
        isim: '  Hatice ',
        soyisim: 'Demir',
        telefon: '+90 532 111 22 33',
        sektor: 'Konut',
        mesaj: 'Bodrum katta sızıntı var; keşif rica ederiz.',
      }),
    );
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/contact?gonderim=tamam');
    const list = await t.app.inject({ url: '/api/Contact', headers: await t.auth() });
    const enquiries = list.json<{ data: { isim: string; mesaj: string }[] }>().data;
    expect(enquiries).toContainEqual(
      expect.objectContaining({
        isim: 'Hatice',
        mesaj: 'Bodrum katta sızıntı var; keşif rica ederiz.',
      }),
    );
    const page = await get('/contact?gonderim=tamam');
    expect(page.statusCode).toBe(200);
    expect(textOf(rootOf(page.body))).toContain('Mesajınız başarıyla gönderildi!');
  });

  it('says so when the enquiry could not be stored (a field left empty)', async () => {
    const reply = await t.app.inject(form({ isim: 'Hatice', mesaj: 'Eksik form' }));
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/contact?gonderim=hata');
    const page = await get('/contact?gonderim=hata');
    expect(textOf(rootOf(page.body))).toContain('Bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it('has a honeypot people never reach: hidden from assistive technology, not focusable', async () => {
    const page = await get('/contact');
    const honeypot = /<div aria-hidden="true"[^>]*>(?:(?!<\/div>)[\s\S])*name="website"[^>]*>/.exec(
      page.body,
    )?.[0];
    expect(honeypot).toBeDefined();
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });

  it('keeps a form whose honeypot is filled as spam, and tells the sender it was sent', async () => {
    const reply = await t.app.inject(
      form({
        isim: 'Oto',
        soyisim: 'Doldurucu',
        telefon: '000 000',
        sektor: 'Reklam',
        mesaj: 'Ucuz takipçi',
        website: 'http://spam.example',
      }),
    );
    expect(reply.headers.location).toBe('/contact?gonderim=tamam');
    const list = await t.app.inject({ url: '/api/Contact', headers: await t.auth() });
    const enquiries = list.json<{ data: { isim: string; isSpam: boolean }[] }>().data;
    expect(enquiries).toContainEqual(expect.objectContaining({ isim: 'Oto', isSpam: true }));
  });
});

describe("a 'Bilgi Al' link's topic and page (issue 48)", () => {
  /** The request the form without the script made of POST /api/Contact, in-process. */
  const sentToApi = (calls: unknown[][]) =>
    calls
      .map(([options]) => options as { url?: string; payload?: string } | undefined)
      .find((options) => options?.url === '/api/Contact');

  /** The `value` of the page's input named `name`, entities decoded. */
  const valueOf = (html: string, name: string) => {
    const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    return textOf(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '').replace(/&#34;/g, '"');
  };

  it('the server-rendered form holds the topic and the page, and /contact stays as it was', async () => {
    await get('/contact');
    const linked = await get(
      `/contact?konu=${encodeURIComponent('Poliüretan "Enjeksiyon"')}&kaynak=/product/poliuretan-enjeksiyon`,
    );
    expect(linked.statusCode).toBe(200);
    expect(valueOf(linked.body, 'konu')).toBe('Poliüretan "Enjeksiyon"');
    expect(valueOf(linked.body, 'kaynak')).toBe('/product/poliuretan-enjeksiyon');
    const plain = await get('/contact');
    expect(valueOf(plain.body, 'konu')).toBe('');
    expect(valueOf(plain.body, 'kaynak')).toBe('/contact');
  });

  it('a source that is not a page of this site is left out', async () => {
    const linked = await get('/contact?konu=Ankraj&kaynak=//baska-site.example/x');
    expect(valueOf(linked.body, 'konu')).toBe('Ankraj');
    expect(valueOf(linked.body, 'kaynak')).toBe('/contact');
  });

  it('the form sent without the script carries the e-mail, province, topic and page', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        isim: 'Murat',
        soyisim: 'Kaya',
        telefon: '0532 000 11 22',
        sektor: 'Müteahhit',
        mesaj: 'Fiyat bilgisi rica ederim.',
        eposta: ' murat@firma.com.tr ',
        il: 'istanbul',
        konu: ' Poliüretan Enjeksiyon ',
        kaynak: '/product/poliuretan-enjeksiyon',
      }).toString(),
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/contact?gonderim=tamam');
    const sent = sentToApi(inject.mock.calls);
    inject.mockRestore();
    expect(JSON.parse(sent?.payload ?? '{}')).toMatchObject({
      isim: 'Murat',
      email: 'murat@firma.com.tr',
      province: 'İstanbul',
      topic: 'Poliüretan Enjeksiyon',
      source: { page: '/product/poliuretan-enjeksiyon' },
    });
  });

  it('a form sent without the script and without a source names /contact', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        isim: 'Selin',
        soyisim: 'Ak',
        telefon: '0532 000 11 23',
        sektor: 'Konut',
        mesaj: 'Bilgi rica ederim.',
        il: 'Atlantis',
      }).toString(),
    });
    const sent = sentToApi(inject.mock.calls);
    inject.mockRestore();
    const payload = JSON.parse(sent?.payload ?? '{}') as Record<string, unknown>;
    expect(payload.source).toEqual({ page: '/contact' });
    expect(payload).not.toHaveProperty('province');
    expect(payload).not.toHaveProperty('email');
  });
});

describe('a share image of the site’s own uploads', () => {
  async function uploadImage(filename: string, type: string, data: Buffer) {
    const body = multipart([{ name: 'file', filename, type, data }]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.auth()) },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<{ data: { path: string } }>().data.path;
  }

  it('is in the share card with its own width and height', async () => {
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#1b2e47' },
    })
      .png()
      .toBuffer();
    const image = await uploadImage('paylasim.png', 'image/png', png);
    await saveProduct('karbon-lif-ile-guclendirme', { shareImage: image });
    const html = (await get('/product/karbon-lif-ile-guclendirme')).body;
    expect(meta(html, 'og:image')).toBe(`${SITE}${image}`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
  });

  it('a phone photo turned by its EXIF orientation is measured as it is shown', async () => {
    // Taken sideways: stored 800 × 600, shown (orientation 6) 600 × 800.
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#f47c20' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await uploadImage('telefon.jpg', 'image/jpeg', jpeg);
    await saveProduct('catlak-onarimi', { shareImage: image });
    const html = (await get('/product/catlak-onarimi')).body;
    expect(meta(html, 'og:image:width')).toBe('600');
    expect(meta(html, 'og:image:height')).toBe('800');
  });
});
