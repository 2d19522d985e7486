import { describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db.ts';
import { recordsOf } from '../../tests/helpers/mock-records.ts';
import { SEED_IDS } from '../../seed/index.ts';
import * as backend from '../../src/api/generated/backend-zod/backend.zod.ts';
import type { PageCreate, ProductCreate } from '../../src/api/generated/backend/model/index.ts';
import { UNKNOWN_ID, seed, envelope, stable, useStore, conflict } from './store-test-setup.ts';

describe('products', () => {
  const store = useStore();
  const mock = new MockDb();
  const images = seed.files.filter((file) => file.contentType === 'image/svg+xml');
  const pdfs = seed.files.filter((file) => file.contentType === 'application/pdf');

  it('creates a product with defaults and embedded records in their id order', async () => {
    const [main, second, third] = images;
    if (!main || !second || !third || !pdfs[0]) throw new Error('seed files missing');
    const input: ProductCreate = {
      name: 'Yeni Ürün',
      slug: 'yeni-urun',
      productMainImageId: main.id,
      productDetailImageIds: [third.id, second.id, UNKNOWN_ID, third.id],
      documentIds: [SEED_IDS.documents.poliuretanUygulamaKilavuzu, UNKNOWN_ID],
      fileIds: [pdfs[0].id],
      documentFileIds: [pdfs[0].id],
      documentImageIds: [second.id],
      titles: ['Başlık'],
    };
    const created = await store().createProduct(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createProduct(input)));
    expect(created.productImageId).toBe(main.id);
    expect(created.productImage?.id).toBe(main.id);
    expect(created.mainImageUrl).toBe(main.path);
    expect(created.productImages.map((file) => file.id)).toEqual([third.id, second.id, third.id]);
    expect(created.documents.map((document) => document.id)).toEqual([
      SEED_IDS.documents.poliuretanUygulamaKilavuzu,
    ]);
    expect(created).toMatchObject({
      subtitles: [],
      videoUrls: [],
      showContact: true,
      homePageSubtitle: null,
      image: null,
    });
    backend.CreateProductResponse.parse(envelope(created));
    const list = await store().listProducts({ pageIndex: 0, pageSize: 100 });
    expect(list.items.at(-1)).toStrictEqual(created);
    expect(list.totalCount).toBe(seed.products.length + 1);
  });

  it('keeps the given image id and main image URL', async () => {
    const [main, other] = images;
    const input: ProductCreate = {
      name: 'İkinci',
      slug: 'ikinci',
      productMainImageId: main?.id ?? null,
      productImageId: other?.id ?? null,
      mainImageUrl: 'https://cdn.example.com/a.png',
      showContact: false,
    };
    const created = await store().createProduct(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createProduct(input)));
  });

  it('refuses a duplicate slug on create and update', async () => {
    const error = await conflict(store().createProduct({ name: 'Kopya', slug: 'yeni-urun' }));
    expect(error.message).toBe('Bu slug başka bir kayıtta kullanılıyor.');
    const second = await store().findProduct({ slug: 'ikinci' });
    await conflict(store().updateProduct(second?.id ?? '', { name: 'İkinci', slug: 'yeni-urun' }));
  });

  it('replaces a product, keeping its id and creation time', async () => {
    const before = await store().findProduct({ slug: 'ikinci' });
    if (!before) throw new Error('missing');
    const updated = await store().updateProduct(before.id, { name: 'İkinci v2', slug: 'ikinci' });
    expect(updated).toMatchObject({
      id: before.id,
      name: 'İkinci v2',
      createdAt: before.createdAt,
      productMainImageId: null,
      productImageId: null,
      mainImageUrl: null,
      showContact: true,
    });
    expect(await store().updateProduct(UNKNOWN_ID, { name: 'a', slug: 'a' })).toBeNull();
    expect(await store().findProduct({ name: 'İkinci v2' })).toStrictEqual(updated);
  });

  it('stores the search and share fields; an update that leaves them out keeps them', async () => {
    const seo = {
      metaTitle: 'Çatlak Onarımında İnşaat Kimyasalları',
      metaDescription: 'Şantiyede ölçülü, güvenceli çözüm: ğüşıöç İ.',
      shareImage: '/uploads/paylasim-gorseli.jpg',
    };
    const input: ProductCreate = { name: 'Paylaşımlı Ürün', slug: 'paylasimli-urun', ...seo };
    const created = await store().createProduct(input);
    expect(created).toMatchObject(seo);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createProduct(input)));
    expect(await store().findProduct({ id: created.id })).toMatchObject(seo);
    backend.CreateProductResponse.parse(envelope(created));

    const mockId = recordsOf(mock).findProduct((product) => product.slug === input.slug)?.id ?? '';
    const renamed = { name: 'Paylaşımlı Ürün 2', slug: 'paylasimli-urun' };
    const kept = await store().updateProduct(created.id, renamed);
    expect(kept).toMatchObject({ ...seo, name: renamed.name });
    expect(stable(kept ?? {})).toStrictEqual(
      stable(recordsOf(mock).updateProduct(mockId, renamed) ?? {}),
    );

    const cleared = { ...renamed, metaTitle: null, metaDescription: null, shareImage: null };
    expect(await store().updateProduct(created.id, cleared)).toMatchObject(cleared);
    expect(await store().findProduct({ id: created.id })).toMatchObject(cleared);
    expect(recordsOf(mock).updateProduct(mockId, cleared)).toMatchObject(cleared);
  });

  it('tells which product ids are unknown', async () => {
    expect(
      await store().unknownProductIds([
        SEED_IDS.products.epoksi,
        UNKNOWN_ID,
        'not-a-uuid',
        SEED_IDS.products.karot,
      ]),
    ).toEqual([UNKNOWN_ID, 'not-a-uuid']);
    expect(await store().unknownProductIds([])).toEqual([]);
  });

  it('deletes a product and takes it off every page', async () => {
    const home = await store().findPage({ id: SEED_IDS.pages.home });
    const victim = home?.productIds[1];
    if (!home || !victim) throw new Error('home page without products');
    const other = await store().createPage({
      pageType: 0,
      name: 'Diğer',
      slug: 'diger',
      productIds: [victim, SEED_IDS.products.epoksi, victim],
    });
    expect(await store().deleteProduct(victim)).toBe(true);
    expect(await store().deleteProduct(victim)).toBe(false);
    expect(await store().findProduct({ id: victim })).toBeNull();
    const homeAfter = await store().findPage({ id: home.id });
    expect(homeAfter?.productIds).toEqual(home.productIds.filter((id) => id !== victim));
    expect(homeAfter?.products.map((product) => product.id)).toEqual(homeAfter?.productIds);
    expect((await store().findPage({ id: other.id }))?.productIds).toEqual([
      SEED_IDS.products.epoksi,
    ]);
  });
});

describe('pages', () => {
  const store = useStore();
  const mock = new MockDb();
  const image = seed.files.find((file) => file.contentType === 'image/svg+xml');

  it('creates a page with its products in the given order', async () => {
    const input: PageCreate = {
      pageType: 0,
      name: 'Referanslar',
      slug: 'referanslar',
      mainImageId: image?.id ?? null,
      productIds: [SEED_IDS.products.karot, SEED_IDS.products.poliuretan],
      fileIds: [image?.id ?? ''],
      additionalFields: ['a', 'b'],
      products: [],
    };
    const created = await store().createPage(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createPage(input)));
    expect(created.mainImageUrl).toBe(image?.path);
    expect(created.products.map((product) => product.id)).toEqual(input.productIds);
    backend.CreatePageResponse.parse(envelope(created));
    const list = await store().listPages({ pageIndex: 0, pageSize: 100 });
    expect(list.items.at(-1)).toStrictEqual(created);
    const others = await store().listPages({ pageIndex: 0, pageSize: 100 }, 0);
    expect(others.items.map((page) => page.id)).toContain(created.id);
    expect((await store().listPages({ pageIndex: 0, pageSize: 10 }, 1)).totalCount).toBe(1);
  });

  it('refuses a duplicate slug', async () => {
    await conflict(store().createPage({ pageType: 0, name: 'Kopya', slug: 'referanslar' }));
    const created = await store().createPage({ pageType: 0, name: 'Başka', slug: 'baska' });
    await conflict(
      store().updatePage(created.id, { pageType: 0, name: 'Başka', slug: 'referanslar' }),
    );
  });

  it('replaces a page and reorders its products', async () => {
    const page = await store().findPage({ slug: 'referanslar' });
    if (!page) throw new Error('missing');
    const updated = await store().updatePage(page.id, {
      pageType: 2,
      name: 'Referanslar',
      slug: 'referanslar',
      productIds: [SEED_IDS.products.epoksi],
    });
    expect(updated).toMatchObject({
      id: page.id,
      pageType: 2,
      createdAt: page.createdAt,
      mainImageId: null,
      mainImageUrl: null,
      fileIds: [],
      files: [],
    });
    const order = [SEED_IDS.products.poliuretan, SEED_IDS.products.epoksi];
    const reordered = await store().setPageProductOrder(page.id, order);
    expect(reordered?.productIds).toEqual(order);
    expect(reordered?.products.map((product) => product.id)).toEqual(order);
    backend.UpdatePageProductOrderResponse.parse(envelope(reordered));
    expect(await store().setPageProductOrder(UNKNOWN_ID, order)).toBeNull();
    expect(
      await store().updatePage(UNKNOWN_ID, { pageType: 0, name: 'x', slug: 'x-y' }),
    ).toBeNull();
  });

  it('stores the search and share fields; an update that leaves them out keeps them', async () => {
    const seo = {
      metaTitle: 'Hakkımızda: 2007’den Bu Yana Yapı Kimyasalları',
      metaDescription: 'İstanbul merkezli ekibimiz; güçlendirme, yalıtım ve beton kesmede çalışır.',
      shareImage: 'https://cdn.example.com/hakkimizda.jpg',
    };
    const input: PageCreate = { pageType: 0, name: 'Kurumsal', slug: 'kurumsal', ...seo };
    const created = await store().createPage(input);
    expect(created).toMatchObject(seo);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createPage(input)));
    expect(await store().findPage({ slug: 'kurumsal' })).toMatchObject(seo);
    backend.CreatePageResponse.parse(envelope(created));

    const mockId = recordsOf(mock).findPage((page) => page.slug === 'kurumsal')?.id ?? '';
    const retitled: PageCreate = {
      pageType: 0,
      name: 'Kurumsal',
      slug: 'kurumsal',
      titles: ['Biz'],
    };
    const kept = await store().updatePage(created.id, retitled);
    expect(kept).toMatchObject({ ...seo, titles: ['Biz'] });
    expect(stable(kept ?? {})).toStrictEqual(
      stable(recordsOf(mock).updatePage(mockId, retitled) ?? {}),
    );

    const changed = { ...retitled, metaTitle: 'Yeni Başlık', metaDescription: null };
    expect(await store().updatePage(created.id, changed)).toMatchObject({
      metaTitle: 'Yeni Başlık',
      metaDescription: null,
      shareImage: seo.shareImage,
    });
    expect(await store().findPage({ id: created.id })).toMatchObject({
      metaTitle: 'Yeni Başlık',
      metaDescription: null,
    });
  });

  it('deletes a page', async () => {
    const page = await store().findPage({ slug: 'baska' });
    expect(await store().deletePage(page?.id ?? '')).toBe(true);
    expect(await store().deletePage(page?.id ?? '')).toBe(false);
    expect(await store().findPage({ slug: 'baska' })).toBeNull();
  });

  it('answers a page far past the end with no items', async () => {
    for (const pageIndex of [1e6, 2 ** 53, 1e20]) {
      const products = await store().listProducts({ pageIndex, pageSize: 100 });
      expect(products).toMatchObject({ items: [], pageIndex, totalCount: seed.products.length });
      const pages = await store().listPages({ pageIndex, pageSize: 100 }, 0);
      expect(pages.items).toEqual([]);
      expect((await store().listDocuments({ pageIndex, pageSize: 100 })).items).toEqual([]);
    }
  });

  it('pages with the contract maths', async () => {
    const total = (await store().listPages({ pageIndex: 0, pageSize: 100 })).totalCount;
    const page = await store().listPages({ pageIndex: 1, pageSize: 2 });
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: total });
    expect(page.totalPages).toBe(Math.ceil(total / 2));
    expect(page.items.length).toBe(Math.min(2, total - 2));
    const empty = await store().listPages({ pageIndex: 0, pageSize: 10 }, 1);
    expect(empty.totalPages).toBe(1);
  });
});
