import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { pages, products, revisions, trash } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import type { Store } from './types.ts';
import {
  placesOf,
  productPlaces,
  restoredOrdering,
  trashExpiresAt,
  trashName,
  trashedSlug,
  withPlace,
  withProductAt,
  type PurgedEntry,
  type TrashEntry,
  type TrashKind,
} from '../../core/domain/trash.ts';
import { isUniqueViolation } from './queries.ts';

type TrashStore = Pick<
  Store,
  'moveToTrash' | 'listTrash' | 'restoreFromTrash' | 'purgeTrashEntry' | 'purgeExpiredTrash'
>;

type Executor = Pick<Db, 'execute'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type TrashRow = typeof trash.$inferSelect;

/** The table each kind of record lives in. */
const TABLES: Record<TrashKind, string> = {
  product: 'products',
  page: 'pages',
  document: 'documents',
  file: 'files',
  enquiry: 'enquiries',
};
const tableOf = (kind: TrashKind) => sql.identifier(TABLES[kind]);

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

const entryOf = (row: TrashRow): TrashEntry => ({
  id: row.id,
  kind: row.kind as TrashKind,
  itemId: row.itemId,
  name: row.name,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedBy,
  expiresAt: trashExpiresAt(row.deletedAt),
});

const purgedOf = (row: TrashRow): PurgedEntry => ({
  entry: entryOf(row),
  bytes: row.kind === 'file' ? { id: row.itemId, diskName: row.diskName } : null,
  slug: trashedSlug(row.kind as TrashKind, row.data),
});

/**
 * A page just restored keeps the products that exist; those in the trash leave its ordering and
 * note their place in it with their own entry (core/domain/trash.ts `restoredOrdering`).
 */
async function settleRestoredPage(tx: Transaction, pageId: string): Promise<void> {
  const [page] = await tx
    .select({ productIds: pages.productIds })
    .from(pages)
    .where(eq(pages.id, pageId));
  const ids = page?.productIds ?? [];
  if (ids.length === 0) return;
  const live = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const trashed = await tx
    .select()
    .from(trash)
    .where(and(eq(trash.kind, 'product'), inArray(trash.itemId, ids)))
    .for('update');
  const liveIds = new Set(live.map((product) => product.id));
  const trashedIds = new Set(trashed.map((entry) => entry.itemId));
  const ordering = restoredOrdering(
    ids,
    (id) => liveIds.has(id),
    (id) => trashedIds.has(id),
  );
  if (ordering.productIds.length !== ids.length) {
    await tx.update(pages).set({ productIds: ordering.productIds }).where(eq(pages.id, pageId));
  }
  for (const { productId, index } of ordering.pending) {
    for (const entry of trashed.filter((candidate) => candidate.itemId === productId)) {
      await tx
        .update(trash)
        .set({ extra: withPlace(entry.extra, { pageId, index }) })
        .where(eq(trash.id, entry.id));
    }
  }
}

/**
 * The trash on SQL (core/domain/trash.ts). A trashed record's row is kept as the database has it
 * (`to_jsonb`, column names as keys) and put back with `jsonb_populate_record` under its old id
 * and `seq` (OVERRIDING SYSTEM VALUE), so it returns to its place in every list, with PostgreSQL's
 * own conversions for every type, as the backup does (server/ops/tables.ts). Moves and restores
 * are one transaction each; a purge is one DELETE ... RETURNING, so of several replicas purging
 * at once exactly one gets each entry (and removes a file's bytes).
 */
export function createTrashStore(db: Db): TrashStore {
  /** Deletes entries for good, with their items' revisions (core/domain/revisions.ts). */
  const purgeWhere = (condition: SQL) =>
    db.transaction(async (tx) => {
      const rows = await tx.delete(trash).where(condition).returning();
      for (const row of rows) {
        await tx
          .delete(revisions)
          .where(and(eq(revisions.kind, row.kind), eq(revisions.itemId, row.itemId)));
      }
      return rows;
    });

  return {
    async moveToTrash(kind, id, deletedBy) {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        let extra: { places: ReturnType<typeof productPlaces> } | null = null;
        if (kind === 'product') {
          // Off every page in the same transaction, its places kept for the restore.
          const listing = await tx
            .select({ id: pages.id, productIds: pages.productIds })
            .from(pages)
            .where(sql`${id}::uuid = any(${pages.productIds})`)
            .orderBy(asc(pages.seq))
            .for('update');
          const places = productPlaces(listing, id);
          if (places.length > 0) {
            extra = { places };
            await tx
              .update(pages)
              .set({ productIds: sql`array_remove(${pages.productIds}, ${id}::uuid)` })
              .where(
                inArray(
                  pages.id,
                  places.map((place) => place.pageId),
                ),
              );
          }
        }
        const table = tableOf(kind);
        const [moved] = await rowsOf<{ data: Record<string, unknown> }>(
          tx,
          sql`delete from ${table} where id = ${id}::uuid returning to_jsonb(${table}.*) as data`,
        );
        if (!moved) return null;
        const [row] = await tx
          .insert(trash)
          .values({
            id: crypto.randomUUID(),
            kind,
            itemId: id,
            name: trashName(kind, moved.data),
            deletedAt: new Date(),
            deletedBy,
            data: moved.data,
            extra,
            // The bytes stay in storage until the purge (storage:check and the backup own them).
            diskName: kind === 'file' ? ((moved.data['disk_name'] as string | null) ?? null) : null,
          })
          .returning();
        return entryOf(row as TrashRow);
      });
    },

    async listTrash(paging) {
      const normalized = normalizePaging(paging);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(trash)
          .orderBy(desc(trash.deletedAt), desc(trash.seq))
          .limit(normalized.pageSize)
          .offset(offsetOf(normalized)),
        db.select({ count: count() }).from(trash),
      ]);
      return paged(rows.map(entryOf), normalized, Number(total?.count ?? 0));
    },

    async restoreFromTrash(entryId) {
      if (!isUuid(entryId)) return null;
      let slug: string | null = null;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.select().from(trash).where(eq(trash.id, entryId)).for('update');
          if (!row) return null;
          const kind = row.kind as TrashKind;
          const table = tableOf(kind);
          const data = row.data as Record<string, unknown>;
          // Slugs are not reserved while trashed: a record that took it since wins.
          slug = typeof data['slug'] === 'string' ? data['slug'] : null;
          if (slug !== null) {
            const taken = await rowsOf(
              tx,
              sql`select 1 from ${table} where slug = ${slug} and id <> ${row.itemId}::uuid limit 1`,
            );
            if (taken.length > 0) return { slugTaken: slug };
          }
          // Only the columns the row had: one added since (products.status) takes its default.
          const columns = sql.join(
            Object.keys(data).map((column) => sql.identifier(column)),
            sql`, `,
          );
          await tx.execute(
            sql`insert into ${table} (${columns}) overriding system value
                select ${columns} from jsonb_populate_record(null::${table}, ${JSON.stringify(data)}::jsonb)`,
          );
          if (kind === 'page') await settleRestoredPage(tx, row.itemId);
          for (const place of placesOf(row.extra)) {
            // Back at its place in each page that still exists.
            const [page] = await tx
              .select({ productIds: pages.productIds })
              .from(pages)
              .where(eq(pages.id, place.pageId))
              .for('update');
            if (!page) continue;
            await tx
              .update(pages)
              .set({ productIds: withProductAt(page.productIds, row.itemId, place.index) })
              .where(eq(pages.id, place.pageId));
          }
          await tx.delete(trash).where(eq(trash.id, entryId));
          return { restored: entryOf(row) };
        });
      } catch (error) {
        // Taken by a record written in between.
        if (slug !== null && isUniqueViolation(error)) return { slugTaken: slug };
        throw error;
      }
    },

    async purgeTrashEntry(entryId) {
      if (!isUuid(entryId)) return null;
      const [row] = await purgeWhere(eq(trash.id, entryId));
      return row ? purgedOf(row) : null;
    },

    async purgeExpiredTrash(before) {
      return (await purgeWhere(lt(trash.deletedAt, before))).map(purgedOf);
    },
  };
}
