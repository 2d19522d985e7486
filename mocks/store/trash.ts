import { pageOfList } from '../../core/domain/paging';
import { newestTrashFirst, placesOf, type TrashKind } from '../../core/domain/trash';
import {
  TRASH_COLLECTIONS,
  trashEntryOf,
  trashWrites,
  type TrashedItem,
  type TrashStore,
  type TrashTransaction,
} from '../../core/domain/trash-transaction';
import type { MockDb, MockState, MockTrashEntry } from '../db';

/** Each kind's collection in the state (core/domain/trash-transaction.ts). */
const COLLECTIONS = TRASH_COLLECTIONS satisfies Record<TrashKind, keyof MockState>;

const itemOf = ({ record, index, places, ...entry }: MockTrashEntry): TrashedItem => ({
  ...entry,
  data: record,
  index,
  places: placesOf({ places }),
});

/**
 * The trash's primitives on the mocks' in-memory state (core/domain/trash-transaction.ts holds the
 * algorithm), as server/store/trash.ts keeps it on SQL: the record leaves its collection whole and
 * comes back at its index. `written` is told of every write.
 */
function trashTransaction(db: MockDb, written: () => void): TrashTransaction {
  const collection = (kind: TrashKind) =>
    db.state[COLLECTIONS[kind]] as unknown as Record<string, unknown>[];
  const page = (pageId: string) => db.state.pages.find((candidate) => candidate.id === pageId);
  const entry = (entryId: string) => db.state.trash.find((candidate) => candidate.id === entryId);
  const removeRevisions = (gone: (revision: { kind: string; itemId: string }) => boolean) => {
    db.state.revisions = (db.state.revisions ?? []).filter((revision) => !gone(revision));
  };

  return {
    async takeRecord(kind, id) {
      const records = collection(kind);
      const index = records.findIndex((record) => record['id'] === id);
      const record = records[index];
      if (!record) return null;
      records.splice(index, 1);
      written();
      return { data: record, index };
    },
    slugTaken: async (kind, slug) => collection(kind).some((record) => record['slug'] === slug),
    async putBack({ kind, data, index }) {
      const records = collection(kind);
      records.splice(Math.min(index ?? records.length, records.length), 0, structuredClone(data));
      written();
    },

    pagesListing: async (productId) =>
      db.state.pages.filter((candidate) => candidate.productIds.includes(productId)),
    pageProducts: async (pageId) => page(pageId)?.productIds ?? null,
    async setPageProducts(pageId, productIds) {
      const found = page(pageId);
      if (found) found.productIds = [...productIds];
      written();
    },
    liveProducts: async (ids) =>
      ids.filter((id) => db.state.products.some((product) => product.id === id)),

    async addEntry({ data, index, places, ...item }) {
      const added: MockTrashEntry = {
        ...item,
        deletedAt: db.now(),
        record: data,
        index: index ?? 0,
        places: places.length > 0 ? [...places] : null,
      };
      db.state.trash.push(added);
      written();
      return itemOf(added);
    },
    findEntry: async (entryId) => {
      const found = entry(entryId);
      return found ? itemOf(found) : null;
    },
    trashedProducts: async (ids) =>
      db.state.trash
        .filter((candidate) => candidate.kind === 'product' && ids.includes(candidate.itemId))
        .map(itemOf),
    async setPlaces(entryId, places) {
      const found = entry(entryId);
      if (found) found.places = [...places];
      written();
    },
    async removeEntry(entryId) {
      db.state.trash = db.state.trash.filter((candidate) => candidate.id !== entryId);
      written();
    },
    async takeEntries(scope) {
      const taken = db.state.trash.filter((candidate) =>
        'entryId' in scope
          ? candidate.id === scope.entryId
          : new Date(candidate.deletedAt) < scope.deletedBefore,
      );
      if (taken.length === 0) return [];
      db.state.trash = db.state.trash.filter((candidate) => !taken.includes(candidate));
      // A file's bytes stay in `db.bytes` while it is trashed; the mocks have no stored name.
      for (const item of taken) if (item.kind === 'file') db.bytes.delete(item.itemId);
      written();
      return taken.map((item) => ({ ...itemOf(item), bytes: null }));
    },
    async dropRevisions(kind, itemId) {
      removeRevisions((revision) => revision.kind === kind && revision.itemId === itemId);
      written();
    },
  };
}

/** The trash on the mocks' state (core/domain/trash.ts): the domain's writes, and the list. */
export function createTrashStore(db: MockDb): TrashStore {
  return {
    ...trashWrites({
      /** The state is told of a change once, after the writes, as before. */
      async transaction(work) {
        let dirty = false;
        const result = await work(
          trashTransaction(db, () => {
            dirty = true;
          }),
        );
        if (dirty) db.changed();
        return result;
      },
    }),

    async findTrashEntry(entryId) {
      const entry = db.state.trash.find((candidate) => candidate.id === entryId);
      return entry ? trashEntryOf(itemOf(entry)) : null;
    },
    async listTrash(paging, kinds) {
      return pageOfList(
        db.state.trash
          .filter((entry) => kinds.includes(entry.kind))
          .map((entry) => trashEntryOf(itemOf(entry)))
          .reverse()
          .sort(newestTrashFirst),
        paging,
      );
    },
  };
}
