import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { documents, pages, products } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';

/** A table whose rows keep pending changes beside them (issue 21): products, pages, documents. */
type PendingTable = typeof products | typeof pages | typeof documents;
/** A table whose rows have a status and a schedule: products and documents. */
type ScheduledTable = typeof products | typeof documents;

/**
 * Publishes the rows whose schedule is due at `now`, each for exactly one caller however many
 * replicas ask at once; returns the rows this call published, with their time.
 */
export async function publishScheduled<R extends { id: string }>(
  db: Db,
  table: ScheduledTable,
  now: Date,
): Promise<{ rows: R[]; times: Map<string, string> }> {
  const t = table as typeof products;
  const scheduledAndDue = and(eq(t.status, 'scheduled'), lte(t.publishAt, now));
  const due = await db.select({ id: t.id, publishAt: t.publishAt }).from(t).where(scheduledAndDue);
  const times = new Map(due.map((row) => [row.id, row.publishAt?.toISOString() ?? '']));
  if (due.length === 0) return { rows: [], times };
  // One UPDATE that still requires the schedule: when replicas race, PostgreSQL makes the later
  // one re-check a row the earlier one changed, so each row is published once.
  const rows = await db
    .update(t)
    .set({ status: 'published', publishAt: null, updatedAt: new Date() })
    .where(
      and(
        scheduledAndDue,
        inArray(
          t.id,
          due.map((row) => row.id),
        ),
      ),
    )
    .returning();
  return { rows: rows as unknown as R[], times };
}

/**
 * The bookkeeping of pending changes, once for products and pages: a write (`I`, the record's
 * create body) kept in `pending` with its time in `pending_publish_at`, dropped, or claimed when
 * due. The live columns never change here; the domain publishes what it claims.
 */
export function pendingChanges<I>(db: Db, table: PendingTable) {
  const t = table as typeof products;
  const pendingAndDue = (now: Date) => and(isNotNull(t.pending), lte(t.pendingPublishAt, now));
  return {
    async save(id: string, input: I, publishAt: string | null): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(t)
        .set({
          pending: input as never,
          pendingPublishAt: publishAt ? new Date(publishAt) : null,
        })
        .where(eq(t.id, id))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    async discard(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(t)
        .set({ pending: null, pendingPublishAt: null })
        .where(and(eq(t.id, id), isNotNull(t.pending)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /**
     * Takes the due ones off their schedule: the UPDATE re-checks the time, so when replicas race
     * PostgreSQL makes the later one re-check a row the earlier one changed, and each is claimed
     * once.
     */
    async claimDue(now: Date): Promise<{ id: string; input: I; publishAt: string }[]> {
      const due = await db
        .select({ id: t.id, publishAt: t.pendingPublishAt })
        .from(t)
        .where(pendingAndDue(now));
      if (due.length === 0) return [];
      const rows = await db
        .update(t)
        .set({ pendingPublishAt: null })
        .where(
          and(
            pendingAndDue(now),
            inArray(
              t.id,
              due.map((row) => row.id),
            ),
          ),
        )
        .returning({ id: t.id, pending: t.pending });
      const times = new Map(due.map((row) => [row.id, row.publishAt?.toISOString() ?? '']));
      return rows.flatMap((row) =>
        row.pending
          ? [{ id: row.id, input: row.pending as I, publishAt: times.get(row.id) ?? '' }]
          : [],
      );
    },
  };
}
