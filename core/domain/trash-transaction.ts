import type { DomainStore } from './store.ts';
import {
  productPlaces,
  restoredOrdering,
  trashExpiresAt,
  trashName,
  trashedSlug,
  withPlace,
  withProductAt,
  type ProductPlace,
  type PurgedEntry,
  type RestoreResult,
  type TrashEntry,
  type TrashKind,
} from './trash.ts';

/**
 * The trash's writes (core/domain/trash.ts), once for the mocks and the server: what a move takes
 * with it, what a restore puts back and in what order, what it refuses, and what a purge removes.
 * Each runs in one transaction of a {@link TrashTransaction}, the primitives a store implements
 * (server/store/trash.ts in SQL, mocks/store/trash.ts on the in-memory state); the stores decide
 * nothing. ADR 0051.
 */

/** The collection each kind of record lives in: the server's table, the mocks' state key. */
/** The trash's part of a store, which the mocks and the server each implement. */
export type TrashStore = Pick<
  DomainStore,
  | 'moveToTrash'
  | 'listTrash'
  | 'findTrashEntry'
  | 'restoreFromTrash'
  | 'purgeTrashEntry'
  | 'purgeExpiredTrash'
>;

export const TRASH_COLLECTIONS = {
  product: 'products',
  page: 'pages',
  document: 'documents',
  file: 'files',
  enquiry: 'enquiries',
} as const satisfies Record<TrashKind, string>;

/** A trash entry as a store keeps it: the entry, the record as it was, and where it stood. */
export interface TrashedItem extends Omit<TrashEntry, 'expiresAt'> {
  /** The record as it was stored (the server's column names, the mocks' fields). */
  data: Record<string, unknown>;
  /** Its index in its collection where the store keeps order by position (the mocks); null else. */
  index: number | null;
  /** A product's places in the pages' orderings; none for the other kinds. */
  places: ProductPlace[];
}

/** A record taken out of its collection. */
interface TakenRecord {
  data: Record<string, unknown>;
  /** As {@link TrashedItem.index}. */
  index: number | null;
}

/** An entry purged, with the bytes the caller is to remove (a server's file; null otherwise). */
export interface TakenEntry extends TrashedItem {
  bytes: PurgedEntry['bytes'];
}

/** Which entries a purge takes: one by its id, or every one deleted before a moment. */
type PurgeScope = { entryId: string } | { deletedBefore: Date };

/**
 * The primitive reads and writes of the trash, inside one transaction. Reads of what a write
 * follows hold it (`for update`) until the transaction ends. An id that is not one (not a UUID
 * on the server) finds nothing.
 */
export interface TrashTransaction {
  /** Removes the record from its collection and returns it; null when there is none. */
  takeRecord(kind: TrashKind, id: string): Promise<TakenRecord | null>;
  /** Whether a record of this kind other than `itemId` has this slug. */
  slugTaken(kind: TrashKind, slug: string, itemId: string): Promise<boolean>;
  /** Inserts the record as it was, under its id (and at its index, or with its own order). */
  putBack(item: TrashedItem): Promise<void>;

  /** The pages whose ordering lists the product, in list order. */
  pagesListing(productId: string): Promise<{ id: string; productIds: string[] }[]>;
  /** A page's product ordering; null when there is no such page. */
  pageProducts(pageId: string): Promise<string[] | null>;
  setPageProducts(pageId: string, productIds: readonly string[]): Promise<void>;
  /** The ids among these that are products now. */
  liveProducts(ids: readonly string[]): Promise<string[]>;

  /** Writes a new entry, stamped with the current time as its `deletedAt`. */
  addEntry(item: Omit<TrashedItem, 'deletedAt'>): Promise<TrashedItem>;
  findEntry(entryId: string): Promise<TrashedItem | null>;
  /** The entries of trashed products with these ids. */
  trashedProducts(ids: readonly string[]): Promise<TrashedItem[]>;
  setPlaces(entryId: string, places: readonly ProductPlace[]): Promise<void>;
  removeEntry(entryId: string): Promise<void>;
  /**
   * Removes the entries in scope and returns them, each to exactly one caller however many purge
   * at once; the mocks drop a file's bytes here, the server leaves them to the caller.
   */
  takeEntries(scope: PurgeScope): Promise<TakenEntry[]>;
  /** Removes every revision of an item (core/domain/revisions.ts). */
  dropRevisions(kind: TrashKind, itemId: string): Promise<void>;
}

/** How a store runs the trash's writes. */
interface TrashPersistence {
  /** Runs `work` in one transaction: all of its writes or none. */
  transaction<T>(work: (tx: TrashTransaction) => Promise<T>): Promise<T>;
  /**
   * Whether a write was refused because a unique value is taken (a record written in between the
   * slug's check and the restore, on another replica); the restore then answers as slug taken.
   */
  isUniqueViolation?(error: unknown): boolean;
}

/** The entry as the contract lists it. */
export const trashEntryOf = (item: TrashedItem): TrashEntry => ({
  id: item.id,
  kind: item.kind,
  itemId: item.itemId,
  name: item.name,
  deletedAt: item.deletedAt,
  deletedBy: item.deletedBy,
  expiresAt: trashExpiresAt(item.deletedAt),
});

const purgedOf = (item: TakenEntry): PurgedEntry => ({
  entry: trashEntryOf(item),
  bytes: item.bytes,
  slug: trashedSlug(item.kind, item.data),
});

/**
 * Takes the record out of its collection into the trash: a product leaves every page's ordering,
 * its places kept with it for the restore. Null when there is no such record.
 */
async function moveToTrash(
  tx: TrashTransaction,
  kind: TrashKind,
  id: string,
  deletedBy: string | null,
): Promise<TrashEntry | null> {
  const taken = await tx.takeRecord(kind, id);
  if (!taken) return null;
  let places: ProductPlace[] = [];
  if (kind === 'product') {
    const listing = await tx.pagesListing(id);
    places = productPlaces(listing, id);
    for (const page of listing) {
      await tx.setPageProducts(
        page.id,
        page.productIds.filter((productId) => productId !== id),
      );
    }
  }
  const item = await tx.addEntry({
    id: crypto.randomUUID(),
    kind,
    itemId: id,
    name: trashName(kind, taken.data),
    deletedBy,
    data: taken.data,
    index: taken.index,
    places,
  });
  return trashEntryOf(item);
}

/**
 * A page just restored keeps the products that exist; those in the trash leave its ordering and
 * note their place in it with their own entry (`restoredOrdering`).
 */
async function settleRestoredPage(tx: TrashTransaction, pageId: string): Promise<void> {
  const ids = (await tx.pageProducts(pageId)) ?? [];
  if (ids.length === 0) return;
  const live = new Set(await tx.liveProducts(ids));
  const trashed = await tx.trashedProducts(ids);
  const ordering = restoredOrdering(
    ids,
    (id) => live.has(id),
    (id) => trashed.some((entry) => entry.itemId === id),
  );
  if (ordering.productIds.length !== ids.length) {
    await tx.setPageProducts(pageId, ordering.productIds);
  }
  for (const { productId, index } of ordering.pending) {
    for (const entry of trashed.filter((candidate) => candidate.itemId === productId)) {
      await tx.setPlaces(entry.id, withPlace({ places: entry.places }, { pageId, index }).places);
    }
  }
}

/**
 * Puts a trashed item's record back under its id: refused when its slug is taken now (slugs are
 * not reserved while trashed, a record that took it since wins); a page keeps the products that
 * exist, a product goes back to its places in the pages that still exist.
 */
async function restoreTrashed(
  tx: TrashTransaction,
  item: TrashedItem,
): Promise<NonNullable<RestoreResult>> {
  const slug = slugOf(item);
  if (slug !== null && (await tx.slugTaken(item.kind, slug, item.itemId))) {
    return { slugTaken: slug };
  }
  await tx.putBack(item);
  if (item.kind === 'page') await settleRestoredPage(tx, item.itemId);
  for (const place of item.places) {
    const productIds = await tx.pageProducts(place.pageId);
    if (productIds === null) continue;
    await tx.setPageProducts(place.pageId, withProductAt(productIds, item.itemId, place.index));
  }
  await tx.removeEntry(item.id);
  return { restored: trashEntryOf(item) };
}

const slugOf = (item: TrashedItem): string | null =>
  typeof item.data['slug'] === 'string' ? item.data['slug'] : null;

/** Removes the entries in scope for good, with their items' revisions. */
async function purgeTrash(tx: TrashTransaction, scope: PurgeScope): Promise<PurgedEntry[]> {
  const taken = await tx.takeEntries(scope);
  for (const item of taken) await tx.dropRevisions(item.kind, item.itemId);
  return taken.map(purgedOf);
}

/**
 * The trash's writes of {@link DomainStore} on a store's primitives: each one transaction. The
 * store adds its `listTrash`, a read.
 */
export function trashWrites(
  persistence: TrashPersistence,
): Pick<DomainStore, 'moveToTrash' | 'restoreFromTrash' | 'purgeTrashEntry' | 'purgeExpiredTrash'> {
  const { transaction, isUniqueViolation = () => false } = persistence;
  return {
    moveToTrash: (kind, id, deletedBy) => transaction((tx) => moveToTrash(tx, kind, id, deletedBy)),
    async restoreFromTrash(entryId) {
      let slug: string | null = null;
      try {
        return await transaction(async (tx) => {
          const item = await tx.findEntry(entryId);
          if (!item) return null;
          slug = slugOf(item);
          return restoreTrashed(tx, item);
        });
      } catch (error) {
        // Taken by a record written in between.
        if (slug !== null && isUniqueViolation(error)) return { slugTaken: slug };
        throw error;
      }
    },
    purgeTrashEntry: async (entryId) =>
      (await transaction((tx) => purgeTrash(tx, { entryId })))[0] ?? null,
    purgeExpiredTrash: (before) => transaction((tx) => purgeTrash(tx, { deletedBefore: before })),
  };
}
