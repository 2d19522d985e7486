import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENUS,
  MENU_MESSAGES,
  externalUrl,
  labelProblem,
  storedLink,
  withoutResolvedLinks,
} from '../lib/menus.ts';
import { checkedMenus, resolvedMenus } from './menus.ts';

const PAGE = '5b3c2a1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d';
const PRODUCT = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

/** A store of one page ('Hakkımızda') and one product, published or not, as the lookups see them. */
function storeWith(product: { slug: string; status?: 'draft' | 'published' } | null) {
  return {
    findPage: async (lookup: { id?: string }) =>
      lookup.id === PAGE ? ({ id: PAGE, name: 'Hakkımızda' } as never) : null,
    findProduct: async (lookup: { id?: string }) =>
      lookup.id === PRODUCT && product ? ({ id: PRODUCT, ...product } as never) : null,
  } as Parameters<typeof resolvedMenus>[0];
}

describe('menu links', () => {
  it('are the links that were in code until the owner saves some', () => {
    expect(DEFAULT_MENUS.header.map((link) => link.label)).toEqual([
      'Anasayfa',
      'Hakkımızda',
      'İletişim',
    ]);
    expect(DEFAULT_MENUS.footer).toHaveLength(6);
  });

  it('take only https addresses with a host', () => {
    expect(externalUrl(' https://example.com/katalog ')).toBe('https://example.com/katalog');
    for (const bad of ['http://example.com', 'javascript:alert(1)', 'https://', '/urunler', '']) {
      expect(externalUrl(bad), bad).toBeNull();
    }
  });

  it('need a label of 1 to 60 characters, not blank', () => {
    expect(labelProblem('  Ürünler ')).toBeNull();
    expect(labelProblem('   ')).toBe(MENU_MESSAGES.labelRequired);
    expect(labelProblem('x'.repeat(61))).toBe(MENU_MESSAGES.labelTooLong);
  });

  it("are stored without a reply's href and missing", () => {
    const link = { label: ' Belgeler ', kind: 'site', target: 'documents', href: '/belgeler' };
    expect(storedLink(link as never)).toEqual({
      label: 'Belgeler',
      kind: 'site',
      target: 'documents',
    });
    expect(withoutResolvedLinks({ header: [{ ...link, missing: false }], footer: [] })).toEqual({
      header: [{ label: 'Belgeler', kind: 'site', target: 'documents' }],
      footer: [],
    });
    expect(withoutResolvedLinks({ title: 'x' })).toEqual({ title: 'x' });
  });
});

describe('menus against their targets', () => {
  const menus = {
    header: [
      { label: 'Ürün', kind: 'product' as const, target: PRODUCT },
      { label: 'Şirket', kind: 'page' as const, target: PAGE.toUpperCase() },
      { label: 'Belgeler', kind: 'site' as const, target: 'documents' },
      { label: 'Dış', kind: 'url' as const, target: 'https://example.com' },
    ],
    footer: [],
  };

  it("resolve each link to its target's address now (a renamed product's new slug)", async () => {
    const read = await resolvedMenus(storeWith({ slug: 'yeni-ad' }), menus, false);
    expect(read.header.map((link) => link.href)).toEqual([
      '/product/yeni-ad',
      '/about',
      '/belgeler',
      'https://example.com/',
    ]);
  });

  it('leave a deleted or unpublished target out for visitors and flag a deleted one for the panel', async () => {
    const deleted = storeWith(null);
    expect((await resolvedMenus(deleted, menus, false)).header.map((link) => link.label)).toEqual([
      'Şirket',
      'Belgeler',
      'Dış',
    ]);
    expect((await resolvedMenus(deleted, menus, true)).header[0]).toMatchObject({
      href: null,
      missing: true,
    });
    const draft = storeWith({ slug: 'taslak', status: 'draft' });
    expect((await resolvedMenus(draft, menus, false)).header).toHaveLength(3);
    expect((await resolvedMenus(draft, menus, true)).header[0]).toMatchObject({ missing: false });
  });

  it('store ids in their stored spelling, and refuse a missing target by its field', async () => {
    const saved = await checkedMenus(storeWith({ slug: 'x' }), menus);
    expect(saved.header[1]?.target).toBe(PAGE);
    await expect(checkedMenus(storeWith(null), menus)).rejects.toMatchObject({
      statusCode: 400,
      errors: { 'header.0.target': [MENU_MESSAGES.targetMissing] },
    });
  });
});
