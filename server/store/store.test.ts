import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db.ts';
import { recordsOf } from '../../tests/helpers/mock-records.ts';
import { pageOfList } from '../../core/domain/paging.ts';
import { SEED_IDS, createSeed } from '../../seed/index.ts';
import * as backend from '../../src/api/generated/backend-zod/backend.zod.ts';
import * as contentZod from '../../src/api/generated/content-zod/content.zod.ts';
import type {
  DocumentCreate,
  PageCreate,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { diskNameFor } from '../services/disk-name.ts';
import { openDatabase } from '../db/open.ts';
import { revokedTokens } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { openLocalStorage } from '../storage/local.ts';
import { createEmptyDatabase, openTestStore, type TestStore } from '../test/test-store.ts';
import { createStore } from './store.ts';
import { ConflictError } from '../../core/domain/replies.ts';
import type { Store } from './types.ts';

const UNKNOWN_ID = '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f';
const seed = createSeed();
const envelope = <T>(data: T) => ({ success: true, message: null, data });

/** A record without what is generated at write time, for comparing with the mocks. */
function stable<T extends object>(record: T): Omit<T, 'id' | 'createdAt' | 'updatedAt'> {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...rest
  } = record as T & {
    id?: unknown;
    createdAt?: unknown;
    updatedAt?: unknown;
  };
  return rest;
}

/** A fresh seeded store for each describe block (they write). */
function useStore(): () => Store {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('store not open');
    return opened.store;
  };
}

async function conflict(promise: Promise<unknown>): Promise<ConflictError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConflictError);
  return error as ConflictError;
}

describe('reads of the seeded store match the mocks (mocks/db.ts) and the contract', () => {
  const store = useStore();
  const mock = new MockDb();

  it('lists files in insertion order as FileInfo', async () => {
    const files = await store().listFiles();
    expect(files).toStrictEqual(mock.state.files.map((file) => recordsOf(mock).file(file.id)));
    expect(files.map((file) => file.id)).toEqual(seed.files.map((file) => file.id));
    backend.ListFilesResponse.parse(envelope(files));
  });

  it('gets a file by id and by path, with its disk name', async () => {
    const first = seed.files[0];
    if (!first) throw new Error('no seed file');
    const file = await store().getFile(first.id);
    expect(file).toStrictEqual(recordsOf(mock).file(first.id));
    backend.GetFileByIdResponse.parse(envelope(file));
    expect(await store().getFile(UNKNOWN_ID)).toBeNull();
    expect(await store().getFile('not-a-uuid')).toBeNull();
    expect(await store().getFileByPath(first.path)).toStrictEqual({
      ...recordsOf(mock).file(first.id),
      diskName: diskNameFor(first.id, first.contentType),
    });
    expect(await store().getFileByPath('/uploads/none.svg')).toBeNull();
  });

  it('pages documents by order (unset last), then Turkish name order', async () => {
    // The panel's list: each marked with whether it has pending changes (none in the seed).
    const all = recordsOf(mock)
      .documents()
      .map((document) => ({ ...document, hasPendingChanges: false, pendingPublishAt: null }));
    for (const [pageIndex, pageSize] of [
      [0, 10],
      [1, 10],
      [0, 100],
      [3, 5],
      [9, 10],
    ] as const) {
      const page = await store().listDocuments({ pageIndex, pageSize });
      expect(page).toStrictEqual(pageOfList(all, { pageIndex, pageSize }));
      backend.ListDocumentsResponse.parse(envelope(page));
    }
    const { items } = await store().listDocuments({ pageIndex: 0, pageSize: 100 });
    for (const [index, document] of items.entries()) {
      const next = items[index + 1];
      if (!next) break;
      const [a, b] = [document.order ?? Infinity, next.order ?? Infinity];
      expect(a < b || (a === b && document.name.localeCompare(next.name, 'tr') <= 0)).toBe(true);
    }
  });

  it('lists active documents and gets one with its file resolved', async () => {
    const active = await store().listActiveDocuments();
    expect(active).toStrictEqual(recordsOf(mock).documents((document) => document.isActive));
    expect(active.length).toBeLessThan(seed.documents.length);
    backend.ListActiveDocumentsResponse.parse(envelope(active));
    const id = SEED_IDS.documents.poliuretanTeknikFoy;
    const document = await store().getDocument(id);
    expect(document).toStrictEqual(recordsOf(mock).documentById(id));
    expect(document?.file?.id).toBe(document?.fileId);
    expect(document?.contentType).toBe('application/pdf');
    backend.GetDocumentByIdResponse.parse(envelope(document));
    expect(await store().getDocument(UNKNOWN_ID)).toBeNull();
  });

  it('pages products in insertion order with files and documents resolved', async () => {
    const all = recordsOf(mock).products();
    for (const [pageIndex, pageSize] of [
      [0, 10],
      [1, 10],
      [0, 5],
      [2, 5],
      [0, 100],
      [4, 10],
    ] as const) {
      const page = await store().listProducts({ pageIndex, pageSize });
      expect(page).toStrictEqual(pageOfList(all, { pageIndex, pageSize }));
      backend.ListProductsResponse.parse(envelope(page));
    }
    const page = await store().listProducts({ pageIndex: 1, pageSize: 5 });
    expect(page.totalCount).toBe(seed.products.length);
    expect(page.totalPages).toBe(Math.ceil(seed.products.length / 5));
    expect(page.items.length).toBe(5);
    const withDocuments = all.find((product) => product.documents.length > 0);
    expect(withDocuments?.productImages.length).toBeGreaterThan(0);
  });

  it('finds a product by id, slug and name', async () => {
    const id = SEED_IDS.products.poliuretan;
    const expected = recordsOf(mock).findProduct((product) => product.id === id);
    if (!expected) throw new Error('no seed product');
    expect(await store().findProduct({ id })).toStrictEqual(expected);
    expect(await store().findProduct({ slug: expected.slug })).toStrictEqual(expected);
    expect(await store().findProduct({ name: expected.name })).toStrictEqual(expected);
    backend.GetProductByIdResponse.parse(envelope(expected));
    expect(await store().findProduct({ id: UNKNOWN_ID })).toBeNull();
    expect(await store().findProduct({ id: 'nope' })).toBeNull();
    expect(await store().findProduct({ slug: 'yok' })).toBeNull();
    expect(await store().findProduct({ name: 'Yok' })).toBeNull();
  });

  it('pages pages, also by type, with products and files resolved', async () => {
    for (const pageType of [undefined, 0, 1, 2]) {
      const filter =
        pageType === undefined
          ? undefined
          : (page: { pageType: number }) => page.pageType === pageType;
      for (const [pageIndex, pageSize] of [
        [0, 10],
        [0, 1],
        [1, 1],
        [5, 1],
      ] as const) {
        const page = await store().listPages({ pageIndex, pageSize }, pageType);
        expect(page).toStrictEqual(
          pageOfList(recordsOf(mock).pages(filter), { pageIndex, pageSize }),
        );
        backend.ListPagesResponse.parse(envelope(page));
      }
    }
    const home = await store().findPage({ id: SEED_IDS.pages.home });
    expect(home?.products.map((product) => product.id)).toEqual(home?.productIds);
    expect(home?.products.length).toBeGreaterThan(0);
  });

  it('finds a page by id, slug and name', async () => {
    const expected = recordsOf(mock).findPage((page) => page.id === SEED_IDS.pages.about);
    if (!expected) throw new Error('no seed page');
    expect(await store().findPage({ id: expected.id })).toStrictEqual(expected);
    expect(await store().findPage({ slug: expected.slug })).toStrictEqual(expected);
    expect(await store().findPage({ name: expected.name })).toStrictEqual(expected);
    backend.GetPageByIdResponse.parse(envelope(expected));
    expect(await store().findPage({ id: UNKNOWN_ID })).toBeNull();
    expect(await store().findPage({ slug: 'yok' })).toBeNull();
  });

  it('lists enquiries newest first', async () => {
    const enquiries = await store().listEnquiries();
    expect(enquiries).toStrictEqual(recordsOf(mock).enquiries());
    expect(enquiries[0]?.id).toBe(SEED_IDS.enquiries.unreadNewest);
    backend.ListContactsResponse.parse(envelope(enquiries));
    expect(await store().getEnquiry(SEED_IDS.enquiries.read)).toStrictEqual(
      recordsOf(mock).enquiry(SEED_IDS.enquiries.read),
    );
    expect(await store().getEnquiry(UNKNOWN_ID)).toBeNull();
  });

  it('reads the content singletons as seeded', async () => {
    const contact = await store().getContent('contact');
    expect(contact).toStrictEqual(seed.contactContent);
    contentZod.GetContactContentResponse.parse(contact);
    expect(await store().getContent('asilnunx')).toStrictEqual(seed.asilnunx);
    contentZod.GetAsilnunxResponse.parse(seed.asilnunx);
    for (const key of [
      'poliuretan-enjeksiyon',
      'kimyasal-ankraj',
      'halatli-tel-beton-kesme',
    ] as const) {
      const value = await store().getContent(key);
      expect(value).toStrictEqual(seed.servicePages[key]);
      contentZod.GetKimyasalAnkrajResponse.parse(value);
    }
  });

  it('has no administrators until the server creates one', async () => {
    expect(await store().countUsers()).toBe(0);
  });
});

describe('batched reads', () => {
  let queries = 0;
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore({ logger: { logQuery: () => (queries += 1) } });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('resolves a page of products, and pages with their products, in a fixed number of queries', async () => {
    const store = opened?.store as Store;
    const reads: Array<[string, () => Promise<unknown>, number]> = [
      ['products', () => store.listProducts({ pageIndex: 0, pageSize: 100 }), 4],
      ['product', () => store.findProduct({ id: SEED_IDS.products.poliuretan }), 3],
      ['pages', () => store.listPages({ pageIndex: 0, pageSize: 100 }), 5],
      ['page', () => store.findPage({ id: SEED_IDS.pages.home }), 4],
      ['documents', () => store.listDocuments({ pageIndex: 0, pageSize: 100 }), 2],
    ];
    for (const [name, read, expected] of reads) {
      queries = 0;
      await read();
      expect({ name, queries }).toEqual({ name, queries: expected });
    }
  });
});

describe('files', () => {
  const store = useStore();

  it('adds a file with a generated id and path, last in the listing', async () => {
    const added = await store().addFile({
      name: 'Şantiye fotoğrafı (1).png',
      contentType: 'image/png',
      size: 1234,
    });
    expect(added.path).toBe(`/uploads/${added.id}--antiye-foto-raf-1-.png`);
    expect(added).toStrictEqual({
      id: added.id,
      name: 'Şantiye fotoğrafı (1).png',
      path: added.path,
      contentType: 'image/png',
      size: 1234,
      createdAt: added.createdAt,
      width: null,
      height: null,
      placeholder: null,
      altText: '',
      variants: null,
    });
    expect(Date.parse(added.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await store().listFiles()).at(-1)).toStrictEqual(added);
    expect(await store().getFileByPath(added.path)).toStrictEqual({ ...added, diskName: null });
    backend.CreateFileResponse.parse(envelope(added));
  });

  it('keeps the id, path and disk name of an upload', async () => {
    const id = crypto.randomUUID();
    const diskName = diskNameFor(id, 'application/pdf');
    const added = await store().addFile({
      id,
      name: 'rapor.pdf',
      contentType: 'application/pdf',
      size: 10,
      path: `/uploads/${id}-rapor.pdf`,
      diskName,
    });
    expect(added.id).toBe(id);
    expect((await store().getFileByPath(`/uploads/${id}-rapor.pdf`))?.diskName).toBe(diskName);
  });

  it('renames and deletes a file', async () => {
    const added = await store().addFile({ name: 'a.txt', contentType: 'text/plain', size: 1 });
    const renamed = await store().updateFile(added.id, { name: 'b.txt' });
    expect(renamed).toStrictEqual({ ...added, name: 'b.txt' });
    expect(await store().updateFile(UNKNOWN_ID, { name: 'x' })).toBeNull();
    expect(await store().deleteFile(added.id)).toStrictEqual({ ...renamed, diskName: null });
    expect(await store().deleteFile(added.id)).toBeNull();
    expect(await store().getFile(added.id)).toBeNull();
  });

  it('keeps an alt text (trimmed) until it is changed; a rename leaves it alone', async () => {
    const added = await store().addFile({ name: 'a.png', contentType: 'image/png', size: 1 });
    expect(added.altText).toBe('');
    const described = await store().updateFile(added.id, { altText: '  Şantiye girişi ' });
    expect(described).toStrictEqual({ ...added, altText: 'Şantiye girişi' });
    const renamed = await store().updateFile(added.id, { name: 'b.png' });
    expect(renamed).toStrictEqual({ ...described, name: 'b.png' });
    expect(await store().updateFile(added.id, {})).toStrictEqual(renamed);
    expect(await store().updateFile(added.id, { altText: '' })).toStrictEqual({
      ...renamed,
      altText: '',
    });
  });

  it('stores image facts and finds files by a list of paths in one query', async () => {
    const added = await store().addFile({ name: 'foto.jpg', contentType: 'image/jpeg', size: 9 });
    const variants = { widths: [320, 500], formats: ['avif', 'webp', 'jpeg'] as const };
    const facts = {
      width: 500,
      height: 400,
      placeholder: '#1b2e47',
      variants: { ...variants, formats: [...variants.formats] },
    };
    const updated = await store().setImageFacts(added.id, { ...facts, size: 7 });
    expect(updated).toStrictEqual({ ...added, ...facts, size: 7 });
    expect(await store().setImageFacts(UNKNOWN_ID, facts)).toBeNull();
    backend.GetFileByIdResponse.parse(envelope(updated));
    const first = seed.files[0];
    if (!first) throw new Error('no seed file');
    const found = await store().getFilesByPaths([
      added.path,
      first.path,
      added.path,
      '/uploads/yok',
    ]);
    expect(found.map((file) => file.id).sort()).toEqual([added.id, first.id].sort());
    expect(found.find((file) => file.id === added.id)).toStrictEqual(updated);
    expect(await store().getFilesByPaths([])).toEqual([]);
    const stored = await store().listStoredFiles();
    expect(stored.at(-1)).toStrictEqual({ ...updated, diskName: null });
  });

  it('a document whose file was deleted keeps its stored path but no file', async () => {
    const id = SEED_IDS.documents.poliuretanTeknikFoy;
    const before = await store().getDocument(id);
    if (!before?.fileId) throw new Error('seed document without a file');
    await store().deleteFile(before.fileId);
    const after = await store().getDocument(id);
    expect(after?.file).toBeNull();
    expect(after?.fileUrl).toBe(before.fileUrl);
    expect(after?.contentType).toBe(before.mimeType);
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    expect(product?.documents.find((document) => document.id === id)?.file).toBeNull();
  });
});

describe('documents', () => {
  const store = useStore();
  const mock = new MockDb();
  const pdf = seed.files.find((file) => file.contentType === 'application/pdf');
  const svg = seed.files.find((file) => file.contentType === 'image/svg+xml');

  it('creates a document with defaults from its file and preview image', async () => {
    if (!pdf || !svg) throw new Error('seed files missing');
    const input: DocumentCreate = {
      name: 'Yeni Föy',
      slug: 'yeni-foy',
      fileId: pdf.id,
      previewImageFileId: svg.id,
    };
    const created = await store().createDocument(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createDocument(input)));
    expect(created).toMatchObject({
      mimeType: 'application/pdf',
      contentType: 'application/pdf',
      fileSize: pdf.size,
      previewImageUrl: svg.path,
      fileUrl: pdf.path,
      path: pdf.path,
      isActive: true,
      order: null,
    });
    expect(created.createdAt).toBe(created.updatedAt);
    backend.CreateDocumentResponse.parse(envelope(created));
    expect(await store().getDocument(created.id)).toStrictEqual(created);
  });

  it('creates an external-link document and keeps given values over the defaults', async () => {
    const input: DocumentCreate = {
      name: 'Harici Bağlantı',
      slug: 'harici-baglanti',
      url: 'https://example.com/belge.pdf',
      mimeType: 'application/pdf',
      fileSize: 5,
      previewImageUrl: '/uploads/x.png',
      order: 1,
      category: 'Sertifika',
      description: 'Açıklama',
      isActive: false,
    };
    const created = await store().createDocument(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createDocument(input)));
    expect(created.file).toBeNull();
    expect(created.fileUrl).toBeNull();
    expect(await store().listActiveDocuments()).not.toContainEqual(created);
  });

  it('refuses a slug taken by another document, not by another kind of record', async () => {
    const error = await conflict(store().createDocument({ name: 'X', slug: 'yeni-foy' }));
    expect(error.message).toBe('Bu slug başka bir kayıtta kullanılıyor.');
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    const document = await store().createDocument({
      name: 'Ürünle aynı slug',
      slug: product?.slug ?? '',
      url: 'https://example.com',
    });
    expect(document.slug).toBe(product?.slug);
  });

  it('replaces a document, keeping its id and creation time', async () => {
    const created = await store().createDocument({ name: 'Eski', slug: 'eski', url: 'https://a' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await store().updateDocument(created.id, {
      name: 'Yeni',
      slug: 'eski',
      order: 0,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Yeni', url: null, order: 0 });
    expect(updated?.createdAt).toBe(created.createdAt);
    expect(Date.parse(updated?.updatedAt ?? '')).toBeGreaterThan(Date.parse(created.updatedAt));
    await conflict(store().updateDocument(created.id, { name: 'Yeni', slug: 'yeni-foy' }));
    expect(await store().updateDocument(UNKNOWN_ID, { name: 'Y', slug: 'yok-yok' })).toBeNull();
    // order 0 comes first
    expect((await store().listDocuments({ pageIndex: 0, pageSize: 1 })).items[0]?.order).toBe(0);
  });

  it('lists documents without an order last, by Turkish name', async () => {
    const { items } = await store().listDocuments({ pageIndex: 0, pageSize: 100 });
    // Code-point order would put "Yeni" before "Ürünle"; Turkish puts Ü right after U.
    expect(items.slice(-2).map((document) => [document.order, document.name])).toEqual([
      [null, 'Ürünle aynı slug'],
      [null, 'Yeni Föy'],
    ]);
    const first = items.filter((document) => document.order === 0).map((d) => d.name);
    expect(first).toContain('Yeni');
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, 'tr')));
    const active = await store().listActiveDocuments();
    expect(active.map((document) => document.id)).toEqual(
      items.filter((document) => document.isActive).map((document) => document.id),
    );
  });

  it('deletes a document, which then drops out of its products', async () => {
    const id = SEED_IDS.documents.poliuretanTeknikFoy;
    expect(await store().deleteDocument(id)).toBe(true);
    expect(await store().deleteDocument(id)).toBe(false);
    expect(await store().getDocument(id)).toBeNull();
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    expect(product?.documentIds).toContain(id);
    expect(product?.documents.map((document) => document.id)).not.toContain(id);
    const page = await store().listDocuments({ pageIndex: 0, pageSize: 3 });
    expect(page.totalCount).toBe(seed.documents.length + 4 - 1);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 3));
  });
});

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

describe('enquiries', () => {
  const store = useStore();

  it('creates an unread enquiry, listed first', async () => {
    const created = await store().createEnquiry(
      {
        isim: 'Ayşe',
        soyisim: 'Yılmaz',
        telefon: '0555 000 00 00',
        sektor: 'İnşaat',
        mesaj: 'Merhaba',
      },
      false,
    );
    expect(created).toMatchObject({ isim: 'Ayşe', isRead: false, isSpam: false });
    backend.CreateContactResponse.parse(envelope(created));
    expect((await store().listEnquiries())[0]).toStrictEqual(created);
    expect(await store().getEnquiry(created.id)).toStrictEqual(created);
  });

  it('updates and deletes an enquiry', async () => {
    const id = SEED_IDS.enquiries.unreadOlder;
    const before = await store().getEnquiry(id);
    if (!before) throw new Error('missing');
    const updated = await store().updateEnquiry({ ...before, isRead: true, mesaj: 'Düzeltildi' });
    expect(updated).toStrictEqual({ ...before, isRead: true, mesaj: 'Düzeltildi' });
    expect(await store().updateEnquiry({ ...before, id: UNKNOWN_ID })).toBeNull();
    expect(await store().deleteEnquiry(id)).toBe(true);
    expect(await store().deleteEnquiry(id)).toBe(false);
    expect(await store().getEnquiry(id)).toBeNull();
  });
});

describe('administrators, sessions and content', () => {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const store = () => opened?.store as Store;

  it('creates and finds an administrator; the user name is unique', async () => {
    const user = await store().createUser({
      username: 'admin',
      email: null,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    });
    expect(user).toMatchObject({ username: 'admin', email: null });
    expect(await store().findUser('admin')).toStrictEqual(user);
    expect(await store().findUser('Admin')).toBeNull();
    expect(await store().countUsers()).toBe(1);
    const error = await conflict(
      store().createUser({ username: 'admin', email: 'a@b.c', passwordHash: 'x' }),
    );
    expect(error.message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    await store().createUser({ username: 'editor', email: 'e@x.com', passwordHash: 'y' });
    expect(await store().countUsers()).toBe(2);
  });

  it('remembers revoked tokens and forgets expired ones', async () => {
    await store().revokeToken('old', new Date(Date.now() - 1000));
    expect(await store().isTokenRevoked('old')).toBe(true);
    await store().revokeToken('jti-1', new Date(Date.now() + 3_600_000));
    await store().revokeToken('jti-1', new Date(Date.now() + 3_600_000));
    expect(await store().isTokenRevoked('jti-1')).toBe(true);
    expect(await store().isTokenRevoked('jti-2')).toBe(false);
    expect(await store().isTokenRevoked('old')).toBe(false);
    const db = opened?.database.db;
    const [row] = (await db?.select({ n: count() }).from(revokedTokens)) ?? [];
    expect(row?.n).toBe(1);
  });

  it('replaces a content singleton', async () => {
    const next = { ...seed.asilnunx, title: 'Yeni başlık', documents: [] };
    expect(await store().setContent('asilnunx', next)).toStrictEqual(next);
    expect(await store().getContent('asilnunx')).toStrictEqual(next);
    const page = { ...seed.servicePages['kimyasal-ankraj'], applicationAreas: ['b', 'a'] };
    await store().setContent('kimyasal-ankraj', page);
    expect(await store().getContent('kimyasal-ankraj')).toStrictEqual(page);
    expect(await store().getContent('poliuretan-enjeksiyon')).toStrictEqual(
      seed.servicePages['poliuretan-enjeksiyon'],
    );
  });
});

describe('input the database would refuse never becomes a server error', () => {
  const store = useStore();

  it('drops NUL characters on write and finds nothing by a string holding one', async () => {
    const product = await store().createProduct({
      name: 'Sıfır\u0000Bayt',
      slug: 'sifir-bayt',
      titles: ['a\u0000b'],
    });
    expect(product).toMatchObject({ name: 'SıfırBayt', titles: ['ab'] });
    expect(await store().findProduct({ name: 'Sıfır\u0000Bayt' })).toBeNull();
    expect(await store().findPage({ slug: 'a\u0000' })).toBeNull();
    expect(await store().getFileByPath('/uploads/\u0000')).toBeNull();
    expect(await store().findUser('ad\u0000min')).toBeNull();
    expect(await store().isTokenRevoked('\u0000')).toBe(false);
    const enquiry = await store().createEnquiry(
      {
        isim: 'A\u0000',
        soyisim: 'B',
        telefon: '1',
        sektor: 'C',
        mesaj: 'D\u0000E',
      },
      false,
    );
    expect(enquiry).toMatchObject({ isim: 'A', mesaj: 'DE' });
    const next = { ...seed.asilnunx, title: 'T\u0000' };
    expect((await store().setContent('asilnunx', next)).title).toBe('T');
  });

  it('stores very large numbers and long paths', async () => {
    const file = await store().addFile({
      name: 'büyük',
      contentType: 'image/png',
      size: 2 ** 52,
      path: `/uploads/${'ğ'.repeat(2000)}`,
    });
    expect(file.size).toBe(2 ** 52);
    expect((await store().getFileByPath(file.path))?.id).toBe(file.id);
    const document = await store().createDocument({
      name: 'Sıra',
      slug: 'sira',
      url: 'https://example.com',
      order: 2 ** 40,
      fileSize: 1e15,
    });
    expect(document).toMatchObject({ order: 2 ** 40, fileSize: 1e15 });
  });

  it('takes ids in the urn form and in capitals, as the uuid format allows', async () => {
    const upper = SEED_IDS.products.epoksi.toUpperCase();
    expect(await store().unknownProductIds([`urn:uuid:${upper}`, upper])).toEqual([]);
    const page = await store().createPage({
      pageType: 0,
      name: 'Urn',
      slug: 'urn',
      productIds: [`urn:uuid:${SEED_IDS.products.epoksi}`, upper],
    });
    expect(page.productIds).toEqual([SEED_IDS.products.epoksi, SEED_IDS.products.epoksi]);
    expect(page.products.map((product) => product.id)).toEqual(page.productIds);
    expect(await store().findProduct({ id: upper })).not.toBeNull();
  });
});

describe('first start, seeding and restart', () => {
  it('migrates an empty database, seeds it once with the files on disk, and keeps writes across a restart', async () => {
    const empty = await createEmptyDatabase();
    const uploadsDir = path.join(empty.dataDir, 'uploads');
    try {
      const storage = await openLocalStorage(uploadsDir);
      const first = await openDatabase(empty);
      expect(first.kind).toBe(empty.databaseUrl ? 'postgres' : 'pglite');
      const store = createStore(first);
      expect(await store.listFiles()).toEqual([]);
      expect(await seedIfEmpty(first, storage)).toBe(true);
      expect(await seedIfEmpty(first, storage)).toBe(false);

      const onDisk = await readdir(uploadsDir);
      expect(onDisk.length).toBe(seed.files.length);
      for (const file of seed.files) {
        const stored = await store.getFileByPath(file.path);
        expect(stored?.diskName).toBe(diskNameFor(file.id, file.contentType));
        const bytes = await readFile(path.join(uploadsDir, stored?.diskName ?? ''));
        expect(new Uint8Array(bytes)).toEqual(file.bytes);
      }
      expect((await store.listProducts({ pageIndex: 0, pageSize: 100 })).totalCount).toBe(
        seed.products.length,
      );
      const created = await store.createProduct({ name: 'Kalıcı', slug: 'kalici' });
      await store.setContent('asilnunx', { ...seed.asilnunx, title: 'Kalıcı' });
      await store.close();

      const second = await openDatabase(empty);
      const reopened = createStore(second);
      try {
        expect(await seedIfEmpty(second, storage)).toBe(false);
        expect(await reopened.findProduct({ slug: 'kalici' })).toStrictEqual(created);
        expect((await reopened.getContent('asilnunx')).title).toBe('Kalıcı');
        expect((await reopened.listProducts({ pageIndex: 0, pageSize: 1 })).totalCount).toBe(
          seed.products.length + 1,
        );
        const restarted = await reopened.createProduct({ name: 'Sonra', slug: 'sonra' });
        const all = await reopened.listProducts({ pageIndex: 0, pageSize: 100 });
        expect(all.items.slice(-2).map((product) => product.id)).toEqual([
          created.id,
          restarted.id,
        ]);
      } finally {
        await reopened.close();
      }
    } finally {
      await empty.dispose();
    }
  }, 180_000);

  it('does not seed again after every record was deleted', async () => {
    const opened = await openTestStore();
    try {
      for (const product of (await opened.store.listProducts({ pageIndex: 0, pageSize: 100 }))
        .items) {
        await opened.store.deleteProduct(product.id);
      }
      expect(await seedIfEmpty(opened.database, opened.storage)).toBe(false);
      expect((await opened.store.listProducts({ pageIndex: 0, pageSize: 10 })).totalCount).toBe(0);
      expect(
        (await opened.store.listPages({ pageIndex: 0, pageSize: 10 }, 1)).items[0]?.products,
      ).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
