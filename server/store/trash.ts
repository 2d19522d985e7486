import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { pages, products, revisions, trash } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { placesOf, type TrashKind } from '../../core/domain/trash.ts';
import {
  TRASH_COLLECTIONS,
  trashEntryOf,
  trashWrites,
  type TakenEntry,
  type TrashedItem,
  type TrashStore,
  type TrashTransaction,
} from '../../core/domain/trash-transaction.ts';
import { isUniqueViolation } from './queries.ts';

type Executor = Pick<Db, 'execute'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type TrashRow = typeof trash.$inferSelect;

/** The table each kind of record lives in. */
const tableOf = (kind: TrashKind) => sql.identifier(TRASH_COLLECTIONS[kind]);

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A row as the domain reads it; the order of a record put back is its own `seq`. */
const itemOf = (row: TrashRow): TrashedItem => ({
  id: row.id,
  kind: row.kind as TrashKind,
  itemId: row.itemId,
  name: row.name,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedBy,
  data: row.data as Record<string, unknown>,
  index: null,
  places: placesOf(row.extra),
});

const takenOf = (row: TrashRow): TakenEntry => ({
  ...itemOf(row),
  bytes: row.kind === 'file' ? { id: row.itemId, diskName: row.diskName } : null,
});

/**
 * The trash's primitives on SQL, in one transaction (core/domain/trash-transaction.ts holds the
 * algorithm). A trashed record's row is kept as the database has it (`to_jsonb`, column names as
 * keys) and put back with `jsonb_populate_record` under its old id and `seq` (OVERRIDING SYSTEM
 * VALUE), so it returns to its place in every list, with PostgreSQL's own conversions for every
 * type, as the backup does (server/ops/tables.ts). A purge is one DELETE ... RETURNING, so of
 * several replicas purging at once exactly one gets each entry (and removes a file's bytes).
 */
function trashTransaction(tx: Transaction): TrashTransaction {
  return {
    async takeRecord(kind, id) {
      if (!isUuid(id)) return null;
      const table = tableOf(kind);
      const [moved] = await rowsOf<{ data: Record<string, unknown> }>(
        tx,
        sql`delete from ${table} where id = ${id}::uuid returning to_jsonb(${table}.*) as data`,
      );
      return moved ? { data: moved.data, index: null } : null;
    },
    async slugTaken(kind, slug, itemId) {
      const taken = await rowsOf(
        tx,
        sql`select 1 from ${tableOf(kind)} where slug = ${slug} and id <> ${itemId}::uuid limit 1`,
      );
      return taken.length > 0;
    },
    async putBack({ kind, data }) {
      const table = tableOf(kind);
      // Only the columns the row had: one added since (products.status) takes its default; a
      // generated one (enquiries.search_text) is computed again.
      const generated = await rowsOf<{ column_name: string }>(
        tx,
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${TRASH_COLLECTIONS[kind]}
              and is_generated <> 'NEVER'`,
      );
      const skipped = new Set(generated.map((column) => column.column_name));
      const columns = sql.join(
        Object.keys(data)
          .filter((column) => !skipped.has(column))
          .map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${table} (${columns}) overriding system value
            select ${columns} from jsonb_populate_record(null::${table}, ${JSON.stringify(data)}::jsonb)`,
      );
    },

    pagesListing: (productId) =>
      tx
        .select({ id: pages.id, productIds: pages.productIds })
        .from(pages)
        .where(sql`${productId}::uuid = any(${pages.productIds})`)
        .orderBy(asc(pages.seq))
        .for('update'),
    async pageProducts(pageId) {
      const [page] = await tx
        .select({ productIds: pages.productIds })
        .from(pages)
        .where(eq(pages.id, pageId))
        .for('update');
      return page?.productIds ?? null;
    },
    async setPageProducts(pageId, productIds) {
      await tx
        .update(pages)
        .set({ productIds: [...productIds] })
        .where(eq(pages.id, pageId));
    },
    async liveProducts(ids) {
      const live = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      return live.map((product) => product.id);
    },

    async addEntry(item) {
      const [row] = await tx
        .insert(trash)
        .values({
          id: item.id,
          kind: item.kind,
          itemId: item.itemId,
          name: item.name,
          deletedAt: new Date(),
          deletedBy: item.deletedBy,
          data: item.data,
          extra: item.places.length > 0 ? { places: item.places } : null,
          // The bytes stay in storage until the purge (storage:check and the backup own them).
          diskName:
            item.kind === 'file' ? ((item.data['disk_name'] as string | null) ?? null) : null,
        })
        .returning();
      return itemOf(row as TrashRow);
    },
    async findEntry(entryId) {
      if (!isUuid(entryId)) return null;
      const [row] = await tx.select().from(trash).where(eq(trash.id, entryId)).for('update');
      return row ? itemOf(row) : null;
    },
    async trashedProducts(ids) {
      const rows = await tx
        .select()
        .from(trash)
        .where(and(eq(trash.kind, 'product'), inArray(trash.itemId, [...ids])))
        .for('update');
      return rows.map(itemOf);
    },
    async setPlaces(entryId, places) {
      await tx.update(trash).set({ extra: { places } }).where(eq(trash.id, entryId));
    },
    async removeEntry(entryId) {
      await tx.delete(trash).where(eq(trash.id, entryId));
    },
    async takeEntries(scope) {
      if ('entryId' in scope && !isUuid(scope.entryId)) return [];
      const condition =
        'entryId' in scope ? eq(trash.id, scope.entryId) : lt(trash.deletedAt, scope.deletedBefore);
      return (await tx.delete(trash).where(condition).returning()).map(takenOf);
    },
    async dropRevisions(kind, itemId) {
      await tx.delete(revisions).where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)));
    },
  };
}

/** The trash on SQL (core/domain/trash.ts): the domain's writes on these primitives, and the list. */
export function createTrashStore(db: Db): TrashStore {
  return {
    ...trashWrites({
      transaction: (work) => db.transaction((tx) => work(trashTransaction(tx))),
      isUniqueViolation,
    }),

    async findTrashEntry(entryId) {
      if (!isUuid(entryId)) return null;
      const [row] = await db.select().from(trash).where(eq(trash.id, entryId));
      return row ? trashEntryOf(itemOf(row)) : null;
    },

    async listTrash(paging, kinds) {
      const normalized = normalizePaging(paging);
      if (kinds.length === 0) return paged([], normalized, 0);
      const shown = inArray(trash.kind, [...kinds]);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(trash)
          .where(shown)
          .orderBy(desc(trash.deletedAt), desc(trash.seq))
          .limit(normalized.pageSize)
          .offset(offsetOf(normalized)),
        db.select({ count: count() }).from(trash).where(shown),
      ]);
      return paged(
        rows.map((row) => trashEntryOf(itemOf(row))),
        normalized,
        Number(total?.count ?? 0),
      );
    },
  };
}
