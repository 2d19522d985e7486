import { describe, expect, it } from 'vitest';
import type { TrashKind } from './trash.ts';
import {
  trashWrites,
  type TakenEntry,
  type TrashedItem,
  type TrashTransaction,
} from './trash-transaction.ts';

type Row = Record<string, unknown> & { id: string };

/** A store of plain arrays behind the primitives, with every write logged. */
function fakeStore(records: Partial<Record<TrashKind, Row[]>>) {
  const tables: Record<TrashKind, Row[]> = {
    product: [],
    page: [],
    document: [],
    file: [],
    enquiry: [],
    ...records,
  };
  const entries: TrashedItem[] = [];
  const writes: string[] = [];
  let unique: unknown = null;
  const pages = () => tables.page as (Row & { productIds: string[] })[];
  const tx: TrashTransaction = {
    async takeRecord(kind, id) {
      const index = tables[kind].findIndex((row) => row.id === id);
      if (index < 0) return null;
      const [data] = tables[kind].splice(index, 1);
      writes.push(`take ${kind} ${id}`);
      return { data: data as Row, index };
    },
    slugTaken: async (kind, slug, itemId) =>
      tables[kind].some((row) => row['slug'] === slug && row.id !== itemId),
    async putBack(item) {
      if (unique) throw unique;
      tables[item.kind].splice(item.index ?? 0, 0, item.data as Row);
      writes.push(`put ${item.kind} ${item.itemId}`);
    },
    pagesListing: async (productId) =>
      pages().filter((page) => page.productIds.includes(productId)),
    pageProducts: async (pageId) => pages().find((page) => page.id === pageId)?.productIds ?? null,
    async setPageProducts(pageId, productIds) {
      const page = pages().find((candidate) => candidate.id === pageId);
      if (page) page.productIds = [...productIds];
      writes.push(`order ${pageId} ${productIds.join(',')}`);
    },
    liveProducts: async (ids) => ids.filter((id) => tables.product.some((row) => row.id === id)),
    async addEntry(item) {
      const added = { ...item, deletedAt: '2026-11-01T10:00:00.000Z' };
      entries.push(added);
      writes.push(`entry ${item.kind} ${item.itemId}`);
      return added;
    },
    findEntry: async (entryId) => entries.find((entry) => entry.id === entryId) ?? null,
    trashedProducts: async (ids) =>
      entries.filter((entry) => entry.kind === 'product' && ids.includes(entry.itemId)),
    async setPlaces(entryId, places) {
      const entry = entries.find((candidate) => candidate.id === entryId);
      if (entry) entry.places = [...places];
      writes.push(`places ${entry?.itemId} ${JSON.stringify(places)}`);
    },
    async removeEntry(entryId) {
      entries.splice(
        entries.findIndex((entry) => entry.id === entryId),
        1,
      );
      writes.push(`remove entry`);
    },
    async takeEntries(scope) {
      const taken = entries.filter((entry) =>
        'entryId' in scope ? entry.id === scope.entryId : true,
      );
      for (const entry of taken) entries.splice(entries.indexOf(entry), 1);
      return taken.map((entry): TakenEntry => ({ ...entry, bytes: null }));
    },
    async dropRevisions(kind, itemId) {
      writes.push(`drop revisions ${kind} ${itemId}`);
    },
  };
  const store = trashWrites({
    transaction: (work) => work(tx),
    isUniqueViolation: (error) => error === 'unique',
  });
  return {
    store,
    tables,
    entries,
    writes,
    failPutBackAsUnique: () => {
      unique = 'unique';
    },
  };
}

const product = (id: string, slug = id) => ({ id, slug, name: id, status: 'published' });

/** Moves a record that exists (the test fails otherwise). */
async function moved(store: ReturnType<typeof fakeStore>['store'], kind: TrashKind, id: string) {
  const entry = await store.moveToTrash(kind, id, null);
  if (!entry) throw new Error(`no ${kind} ${id}`);
  return entry;
}

const orderOf = (tables: Record<TrashKind, Row[]>, pageId: string) =>
  tables.page.find((page) => page.id === pageId)?.['productIds'];

function setOrder(rows: Row[], pageId: string, productIds: string[]) {
  const page = rows.find((row) => row.id === pageId);
  if (page) page['productIds'] = productIds;
}

describe('the trash on a store’s primitives', () => {
  it('takes a product off every page, keeping its places, and puts it back there', async () => {
    const { store, tables, writes } = fakeStore({
      product: [product('a'), product('b')],
      page: [
        { id: 'p1', productIds: ['b', 'a'] },
        { id: 'p2', productIds: ['c'] },
      ],
    });
    const entry = await store.moveToTrash('product', 'a', 'admin');
    expect(entry).toMatchObject({ kind: 'product', itemId: 'a', name: 'a', deletedBy: 'admin' });
    if (!entry) return;
    expect(writes).toEqual(['take product a', 'order p1 b', 'entry product a']);
    setOrder(tables.page, 'p1', ['b', 'd']);

    expect(await store.restoreFromTrash(entry.id)).toEqual({ restored: entry });
    expect(orderOf(tables, 'p1')).toEqual(['b', 'a', 'd']);
    expect(tables.product.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('refuses a restore whose slug is taken now, and one a unique write refuses, writing nothing', async () => {
    const { store, tables, writes, failPutBackAsUnique } = fakeStore({
      product: [product('a', 'epoksi')],
    });
    const entry = await moved(store, 'product', 'a');
    tables.product.push(product('b', 'epoksi'));
    writes.length = 0;
    expect(await store.restoreFromTrash(entry.id)).toEqual({ slugTaken: 'epoksi' });
    tables.product.pop();
    failPutBackAsUnique();
    expect(await store.restoreFromTrash(entry.id)).toEqual({ slugTaken: 'epoksi' });
    expect(writes).toEqual([]);
    expect(await store.restoreFromTrash('none')).toBeNull();
    expect(await store.moveToTrash('product', 'none', null)).toBeNull();
  });

  it('restores a page without its trashed products, noting their places for their own restore', async () => {
    const { store, tables } = fakeStore({
      product: [product('a'), product('b')],
      page: [{ id: 'p1', name: 'Sayfa', slug: 'sayfa', productIds: ['a', 'b', 'gone'] }],
    });
    const trashedProduct = await moved(store, 'product', 'a');
    const trashedPage = await moved(store, 'page', 'p1');
    expect(tables.page).toEqual([]);
    // The page comes back with its ordering as it was when deleted, then settles.
    tables.page.push({ id: 'p0', productIds: [] });
    const restoredPage = await store.restoreFromTrash(trashedPage.id);
    expect(restoredPage).toMatchObject({ restored: { kind: 'page', itemId: 'p1' } });
    // 'a' left the page before the page was trashed: the page does not list it.
    expect(orderOf(tables, 'p1')).toEqual(['b']);
    await store.restoreFromTrash(trashedProduct.id);
    expect(orderOf(tables, 'p1')).toEqual(['a', 'b']);
  });

  it('notes the place of a product trashed while its page was listed with it', async () => {
    const { store, tables, entries } = fakeStore({
      product: [product('b')],
      page: [{ id: 'p1', productIds: [] }],
    });
    const trashedPage = await moved(store, 'page', 'p1');
    const trashedProduct = await moved(store, 'product', 'b');
    const pageEntry = entries.find((entry) => entry.id === trashedPage.id);
    if (pageEntry) pageEntry.data['productIds'] = ['x', 'b'];
    await store.restoreFromTrash(trashedPage.id);
    expect(orderOf(tables, 'p1')).toEqual([]);
    expect(entries.find((entry) => entry.id === trashedProduct.id)?.places).toEqual([
      { pageId: 'p1', index: 1 },
    ]);
    await store.restoreFromTrash(trashedProduct.id);
    expect(orderOf(tables, 'p1')).toEqual(['b']);
  });

  it('purges with the item’s revisions, and names a published product’s slug', async () => {
    const { store, writes } = fakeStore({ product: [product('a', 'epoksi')] });
    const entry = await moved(store, 'product', 'a');
    writes.length = 0;
    const purged = await store.purgeTrashEntry(entry.id);
    expect(purged).toEqual({ entry, bytes: null, slug: 'epoksi' });
    expect(writes).toEqual(['drop revisions product a']);
    expect(await store.purgeTrashEntry(entry.id)).toBeNull();
    expect(await store.purgeExpiredTrash(new Date())).toEqual([]);
  });
});
