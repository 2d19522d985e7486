import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db.ts';
import { recordsOf } from '../../tests/helpers/mock-records.ts';
import { pageOfList } from '../../core/domain/paging.ts';
import { SEED_IDS } from '../../seed/index.ts';
import * as backend from '../../src/api/generated/backend-zod/backend.zod.ts';
import * as contentZod from '../../src/api/generated/content-zod/content.zod.ts';
import { diskNameFor } from '../services/disk-name.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import type { Store } from './types.ts';
import { UNKNOWN_ID, seed, envelope, useStore } from './store-test-setup.ts';

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
