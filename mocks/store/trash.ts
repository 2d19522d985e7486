import type { DomainStore } from '../../core/domain/store';
import { pageOfList } from '../../core/domain/paging';
import {
  newestTrashFirst,
  trashedSlug,
  placesOf,
  productPlaces,
  restoredOrdering,
  trashExpiresAt,
  trashName,
  withPlace,
  withProductAt,
  type ProductPlace,
  type PurgedEntry,
  type TrashEntry,
  type TrashKind,
} from '../../core/domain/trash';
import type { MockDb, MockState } from '../db';

/** A trashed record as the mocks keep it: the record as it was, and where it stood. */
export interface MockTrashEntry extends Omit<TrashEntry, 'expiresAt'> {
  record: Record<string, unknown>;
  /** Its index in its collection, so that a restore puts it back in the same list order. */
  index: number;
  /** A product's places in the pages' orderings. */
  places: ProductPlace[] | null;
}

const COLLECTIONS = {
  product: 'products',
  page: 'pages',
  document: 'documents',
  file: 'files',
  enquiry: 'enquiries',
} as const satisfies Record<TrashKind, keyof MockState>;

type TrashStore = Pick<
  DomainStore,
  'moveToTrash' | 'listTrash' | 'restoreFromTrash' | 'purgeTrashEntry' | 'purgeExpiredTrash'
>;

const entryOf = ({ id, kind, itemId, name, deletedAt, deletedBy }: MockTrashEntry): TrashEntry => ({
  id,
  kind,
  itemId,
  name,
  deletedAt,
  deletedBy,
  expiresAt: trashExpiresAt(deletedAt),
});

/** A file's bytes stay in `db.bytes` while it is trashed; the mocks have no stored name. */
const purgedOf = (entry: MockTrashEntry): PurgedEntry => ({
  entry: entryOf(entry),
  bytes: null,
  slug: trashedSlug(entry.kind, entry.record),
});

/**
 * The trash on the mocks' in-memory state (core/domain/trash.ts), as server/store/trash.ts keeps
 * it on SQL: the record leaves its collection whole and comes back at its index.
 */
export function createTrashStore(db: MockDb): TrashStore {
  const collection = (kind: TrashKind) =>
    db.state[COLLECTIONS[kind]] as unknown as Record<string, unknown>[];

  /** Removes entries for good, and a file's bytes with them. */
  function purge(entries: MockTrashEntry[]): PurgedEntry[] {
    if (entries.length === 0) return [];
    const gone = new Set(entries);
    db.state.trash = db.state.trash.filter((entry) => !gone.has(entry));
    for (const entry of entries) if (entry.kind === 'file') db.bytes.delete(entry.itemId);
    // The item's revisions (core/domain/revisions.ts) go with it.
    const purgedItem = (kind: string, itemId: string) =>
      entries.some((entry) => entry.kind === kind && entry.itemId === itemId);
    db.state.revisions = (db.state.revisions ?? []).filter(
      (revision) => !purgedItem(revision.kind, revision.itemId),
    );
    db.changed();
    return entries.map(purgedOf);
  }

  /** A page just restored: as server/store/trash.ts does it (core/domain/trash.ts). */
  function settleRestoredPage(pageId: string) {
    const page = db.state.pages.find((candidate) => candidate.id === pageId);
    if (!page) return;
    const trashedProduct = (id: string) =>
      db.state.trash.find((candidate) => candidate.kind === 'product' && candidate.itemId === id);
    const ordering = restoredOrdering(
      page.productIds,
      (id) => db.state.products.some((product) => product.id === id),
      (id) => trashedProduct(id) !== undefined,
    );
    page.productIds = ordering.productIds;
    for (const { productId, index } of ordering.pending) {
      const product = trashedProduct(productId);
      if (product) product.places = withPlace({ places: product.places }, { pageId, index }).places;
    }
  }

  return {
    async moveToTrash(kind, id, deletedBy) {
      const records = collection(kind);
      const index = records.findIndex((record) => record['id'] === id);
      const record = records[index];
      if (!record) return null;
      let places: ProductPlace[] | null = null;
      if (kind === 'product') {
        places = productPlaces(db.state.pages, id);
        for (const page of db.state.pages) {
          page.productIds = page.productIds.filter((productId) => productId !== id);
        }
      }
      records.splice(index, 1);
      const entry: MockTrashEntry = {
        id: crypto.randomUUID(),
        kind,
        itemId: id,
        name: trashName(kind, record),
        deletedAt: db.now(),
        deletedBy,
        record,
        index,
        places: places && places.length > 0 ? places : null,
      };
      db.state.trash.push(entry);
      db.changed();
      return entryOf(entry);
    },

    async listTrash(paging) {
      return pageOfList(db.state.trash.map(entryOf).reverse().sort(newestTrashFirst), paging);
    },

    async restoreFromTrash(entryId) {
      const entry = db.state.trash.find((candidate) => candidate.id === entryId);
      if (!entry) return null;
      const records = collection(entry.kind);
      const slug = entry.record['slug'];
      if (typeof slug === 'string' && records.some((record) => record['slug'] === slug)) {
        return { slugTaken: slug };
      }
      records.splice(Math.min(entry.index, records.length), 0, structuredClone(entry.record));
      if (entry.kind === 'page') settleRestoredPage(entry.itemId);
      for (const place of placesOf({ places: entry.places })) {
        const page = db.state.pages.find((candidate) => candidate.id === place.pageId);
        if (page) page.productIds = withProductAt(page.productIds, entry.itemId, place.index);
      }
      db.state.trash = db.state.trash.filter((candidate) => candidate !== entry);
      db.changed();
      return { restored: entryOf(entry) };
    },

    async purgeTrashEntry(entryId) {
      const entry = db.state.trash.find((candidate) => candidate.id === entryId);
      return entry ? (purge([entry])[0] ?? null) : null;
    },

    async purgeExpiredTrash(before) {
      return purge(db.state.trash.filter((entry) => new Date(entry.deletedAt) < before));
    },
  };
}
