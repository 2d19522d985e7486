import { pageUpdateBody } from '../../components/admin/page-update-body';
import { describe, expect, it } from 'vitest';
import type { Page, Product } from '../../api/generated/backend/model';
import {
  dragAnnouncements,
  SCREEN_READER_INSTRUCTIONS,
} from '../../components/admin/drag-announcements';
import {
  MAX_FEATURED,
  MAX_FEATURED_MESSAGE,
  addFeatured,
  canAddMore,
  moveProduct,
  pickableProducts,
  removeFeatured,
  sameOrder,
  withFirstText,
} from './home-editor-rules';

const A = '00000003-0000-4000-8000-00000000000a';
const B = '00000003-0000-4000-8000-00000000000b';
const C = '00000003-0000-4000-8000-00000000000c';
const D = '00000003-0000-4000-8000-00000000000d';
const E = '00000003-0000-4000-8000-00000000000e';

describe('the featured list (docs/SPEC.md sections 4, 5, 9)', () => {
  it('allows at most 4 products, with the SPEC message', () => {
    expect(MAX_FEATURED).toBe(4);
    expect(MAX_FEATURED_MESSAGE).toBe('Ana sayfada maksimum 4 ürün gösterilebilir.');
    expect(canAddMore([A, B, C])).toBe(true);
    expect(canAddMore([A, B, C, D])).toBe(false);
  });

  it('adds at the end, refuses a fifth and a repeat', () => {
    expect(addFeatured([A, B], C)).toEqual({ ok: true, ids: [A, B, C] });
    expect(addFeatured([A, B, C, D], E)).toMatchObject({ ok: false, reason: 'full' });
    expect(addFeatured([A, B], A)).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('removes one product and keeps the order of the rest', () => {
    expect(removeFeatured([A, B, C], B)).toEqual([A, C]);
    expect(removeFeatured([A, B], E)).toEqual([A, B]);
  });

  it('moves a product to the place of the one it is dropped on', () => {
    expect(moveProduct([A, B, C, D], A, C)).toEqual([B, C, A, D]);
    expect(moveProduct([A, B, C, D], D, A)).toEqual([D, A, B, C]);
    expect(moveProduct([A, B, C, D], B, C)).toEqual([A, C, B, D]);
    expect(moveProduct([A, B], A, E)).toEqual([A, B]);
    expect(moveProduct([A, B], A, A)).toEqual([A, B]);
  });

  it('compares orders', () => {
    expect(sameOrder([A, B], [A, B])).toBe(true);
    expect(sameOrder([A, B], [B, A])).toBe(false);
    expect(sameOrder([A], [A, B])).toBe(false);
  });

  it('offers in the picker only products not yet featured, matching the search', () => {
    const product = (id: string, name: string, slug: string) => ({ id, name, slug }) as Product;
    const all = [
      product(A, 'Poliüretan Enjeksiyon', 'poliuretan-enjeksiyon'),
      product(B, 'İzolasyon', 'izolasyon'),
      product(C, 'Su Yalıtımı', 'su-yalitimi'),
    ];
    expect(pickableProducts(all, [A]).map((p) => p.id)).toEqual([B, C]);
    expect(pickableProducts(all, [A, B, C])).toEqual([]);
    expect(pickableProducts(all, [], 'izo').map((p) => p.id)).toEqual([B]);
    expect(pickableProducts(all, [], 'YALITIMI').map((p) => p.id)).toEqual([C]);
    expect(pickableProducts(all, [], 'poliuretan').map((p) => p.id)).toEqual([A]);
    expect(pickableProducts(all, [], 'enjek').map((p) => p.id)).toEqual([A]);
    expect(pickableProducts(all, [], 'ISI').map((p) => p.id)).toEqual([]);
    expect(pickableProducts(all, [], 'yalıtım').map((p) => p.id)).toEqual([C]);
  });
});

describe('banner texts', () => {
  it('replace the first entry and keep the rest', () => {
    expect(withFirstText(['Eski', 'İkinci'], '  Yeni  ')).toEqual(['Yeni', 'İkinci']);
    expect(withFirstText([], 'Yeni')).toEqual(['Yeni']);
  });

  it('leave the list empty when cleared', () => {
    expect(withFirstText(['Eski'], '   ')).toEqual([]);
    expect(withFirstText(['Eski', 'İkinci'], '')).toEqual(['', 'İkinci']);
  });
});

describe('the PUT /api/Page body (docs/SPEC.md sections 5 and 7)', () => {
  const page = {
    id: '00000004-0000-4000-8000-000000000001',
    pageType: 1,
    name: 'Anasayfa',
    slug: 'anasayfa',
    titles: ['Başlık'],
    subtitles: ['Alt başlık'],
    descriptions: ['Açıklama'],
    listTitles: [],
    listItems: [],
    urls: [],
    videoUrls: [],
    videoTitles: [],
    videoDescriptions: [],
    backgroundImageUrl: null,
    bannerImageUrl: '/uploads/banner.svg',
    mainImageUrl: null,
    mainImageId: 'not-a-uuid',
    mainImage: null,
    fileIds: [A, 'legacy-7', ` ${B} `],
    productIds: [A, B, '12'],
    documentIds: ['', C],
    additionalFields: ['x'],
    products: [],
    files: [],
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
  } as unknown as Page;

  it('sends the whole page, with ids only when they look like a UUID', () => {
    const body = pageUpdateBody(page);
    expect(body).toEqual({
      id: page.id,
      pageType: 1,
      name: 'Anasayfa',
      slug: 'anasayfa',
      titles: ['Başlık'],
      subtitles: ['Alt başlık'],
      descriptions: ['Açıklama'],
      listTitles: [],
      listItems: [],
      urls: [],
      videoUrls: [],
      videoTitles: [],
      videoDescriptions: [],
      backgroundImageUrl: null,
      bannerImageUrl: '/uploads/banner.svg',
      mainImageUrl: null,
      mainImageId: null,
      fileIds: [A, B],
      productIds: [A, B],
      documentIds: [C],
      additionalFields: ['x'],
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
    expect(body).not.toHaveProperty('products');
    expect(body).not.toHaveProperty('createdAt');
  });

  it('takes the changed product list and banner texts', () => {
    const body = pageUpdateBody(page, {
      productIds: [C, 'x', A],
      titles: ['Yeni'],
      subtitles: [],
    });
    expect(body.productIds).toEqual([C, A]);
    expect(body.titles).toEqual(['Yeni']);
    expect(body.subtitles).toEqual([]);
  });

  it('sends the SEO fields back as they are, unless changed', () => {
    const withSeo = { ...page, metaTitle: 'Asil Yapı', shareImage: '/uploads/paylasim.svg' };
    expect(pageUpdateBody(withSeo, { titles: ['Yeni'] })).toMatchObject({
      metaTitle: 'Asil Yapı',
      metaDescription: null,
      shareImage: '/uploads/paylasim.svg',
    });
    expect(
      pageUpdateBody(withSeo, { metaTitle: null, metaDescription: 'Kalıcı çözümler.' }),
    ).toMatchObject({
      metaTitle: null,
      metaDescription: 'Kalıcı çözümler.',
      shareImage: '/uploads/paylasim.svg',
    });
  });

  it('keeps a UUID main image id', () => {
    expect(pageUpdateBody({ ...page, mainImageId: D }).mainImageId).toBe(D);
  });
});

describe('drag announcements (Turkish)', () => {
  const names: Record<string, string> = { [A]: 'Su Yalıtımı', [B]: 'Epoksi', [C]: 'Karot' };
  const say = dragAnnouncements([A, B, C], (id) => names[id] ?? '');
  const item = (id: string) => ({ id }) as never;

  it('says what was picked up, where it moves, where it lands, and a cancel', () => {
    expect(SCREEN_READER_INSTRUCTIONS.draggable).toBe(
      'Sürüklemek için boşluk veya Enter tuşuna basın, ok tuşlarıyla taşıyın, bırakmak için tekrar boşluk veya Enter, vazgeçmek için Escape.',
    );
    expect(say.onDragStart({ active: item(A) })).toBe('Su Yalıtımı seçildi. Konum 1 / 3.');
    // Right after the start dnd-kit reports the item over itself: no announcement for that.
    expect(say.onDragOver({ active: item(A), over: item(A) })).toBeUndefined();
    expect(say.onDragOver({ active: item(A), over: item(C) })).toBe(
      'Su Yalıtımı 3. konuma taşındı.',
    );
    expect(say.onDragEnd({ active: item(A), over: item(B) })).toBe(
      'Su Yalıtımı bırakıldı, yeni konumu 2.',
    );
    // Back over its own place after a move is a move.
    expect(say.onDragOver({ active: item(A), over: item(A) })).toBe(
      'Su Yalıtımı 1. konuma taşındı.',
    );
    expect(say.onDragCancel({ active: item(B), over: null })).toMatch(/^Taşıma iptal edildi\./);
  });
});
