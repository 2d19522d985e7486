import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../seed/index.ts';
import { DEFAULT_MENUS, MENU_MESSAGES } from '../../core/lib/menus.ts';
import type { MenuLink, MenusContent } from '../../src/api/generated/content/model/index.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The header's and the footer's links (issue 49, ADR 0072) over HTTP: the default links until
 * saved, drafts and preview links as a content page's, links to a page or a product followed to
 * their current address, and a deleted one flagged in the panel and left out for visitors. On
 * PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupTestApp();
const URL_OF = '/content/api/menuler';

async function call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { ...t.authHeaders, ...options.headers } });
}
const visitorRead = async () => (await t.app.inject({ url: URL_OF })).json() as MenusContent;
const panelRead = async () => (await call({ url: `${URL_OF}?Drafts=true` })).json() as MenusContent;
const labels = (links: MenuLink[]) => links.map((link) => link.label);

async function save(menus: Partial<MenusContent> & Pick<MenusContent, 'header'>) {
  return call({
    method: 'PUT',
    url: URL_OF,
    payload: { footer: DEFAULT_MENUS.footer, ...menus },
  });
}

const withCatalogue: MenuLink[] = [
  ...DEFAULT_MENUS.header,
  { label: 'Ürünler', kind: 'site', target: 'catalogue' },
  { label: 'Belgeler', kind: 'site', target: 'documents' },
];

describe('the menus over HTTP', () => {
  it('are the default links until saved, each with its address', async () => {
    const menus = await visitorRead();
    expect(labels(menus.header)).toEqual(['Anasayfa', 'Hakkımızda', 'İletişim']);
    expect(menus.header.map((link) => link.href)).toEqual(['/', '/about', '/contact']);
    expect(menus.footer.map((link) => link.href)).toEqual([
      '/',
      '/about',
      '/AsilNunX',
      '/PoliuretanEnjeksiyon',
      '/HalatliTelBetonKesme',
      '/KimyasalAnkraj',
    ]);
  });

  it("keep a draft out of visitors' reads until published, and show it through a preview link", async () => {
    await visitorRead(); // cached: the draft must not come from the cache either
    const draft = await save({ header: withCatalogue, status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ hasPendingChanges: true });
    expect(labels((await visitorRead()).header)).toEqual(['Anasayfa', 'Hakkımızda', 'İletişim']);
    expect(labels((await panelRead()).header)).toContain('Belgeler');

    const made = await call({ method: 'POST', url: '/content/api/preview/menuler', payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json() as { token: string; path: string };
    expect(link.path).toBe(`/?menu-onizleme=${encodeURIComponent(link.token)}`);
    const previewed = await t.app.inject({
      url: `${URL_OF}?Preview=${encodeURIComponent(link.token)}`,
    });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toContain('no-store');
    expect(labels((previewed.json() as MenusContent).header)).toContain('Ürünler');

    const published = await save({ header: withCatalogue, status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const menus = await visitorRead();
    expect(labels(menus.header)).toEqual([
      'Anasayfa',
      'Hakkımızda',
      'İletişim',
      'Ürünler',
      'Belgeler',
    ]);
    expect(menus.header.slice(3).map((item) => item.href)).toEqual(['/urunler', '/belgeler']);
  });

  it("follow a product's new address, and flag a deleted one (left out for visitors)", async () => {
    const id = SEED_IDS.products.karot;
    const saved = await save({
      header: [
        { label: 'Karot', kind: 'product', target: id.toUpperCase() },
        { label: 'Hakkımızda', kind: 'page', target: SEED_IDS.pages.about },
        { label: 'Tedarikçi', kind: 'url', target: 'https://example.com/katalog' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = (await call({ url: `/api/Product/${id}` })).json().data;
    const renamed = await call({
      method: 'PUT',
      url: '/api/Product',
      payload: { ...product, slug: 'karot-kesim-yeni' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await visitorRead()).header.map((link) => link.href)).toEqual([
      '/product/karot-kesim-yeni',
      '/about',
      'https://example.com/katalog',
    ]);

    const deleted = await call({ method: 'DELETE', url: `/api/Product/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(labels((await visitorRead()).header)).toEqual(['Hakkımızda', 'Tedarikçi']);
    expect((await panelRead()).header[0]).toMatchObject({
      label: 'Karot',
      target: id,
      href: null,
      missing: true,
    });
    // Saved again as it is, the deleted target is refused by name.
    const again = await save({ header: (await panelRead()).header });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ 'header.0.target': [MENU_MESSAGES.targetMissing] });
  });

  it('refuse a blank label, an http address and an unknown site page, in Turkish', async () => {
    const reply = await save({
      header: [
        { label: '   ', kind: 'site', target: 'home' },
        { label: 'Dış', kind: 'url', target: 'http://example.com' },
        { label: 'Yok', kind: 'site', target: 'nowhere' },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({
      'header.0.label': [MENU_MESSAGES.labelRequired],
      'header.1.target': [MENU_MESSAGES.urlInvalid],
      'header.2.target': [MENU_MESSAGES.siteUnknown],
    });
  });
});
