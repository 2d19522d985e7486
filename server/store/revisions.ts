import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { revisions } from '../db/schema.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import {
  REVISIONS_KEPT,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
} from '../../core/domain/revisions.ts';
import type { DomainStore } from '../../core/domain/store.ts';

type RevisionStore = Pick<DomainStore, 'addRevision' | 'listRevisions' | 'getRevision'>;

const summaryColumns = {
  id: revisions.id,
  kind: revisions.kind,
  itemId: revisions.itemId,
  savedAt: revisions.savedAt,
  username: revisions.username,
};

type SummaryRow = {
  id: string;
  kind: string;
  itemId: string;
  savedAt: Date;
  username: string | null;
};

const summaryOf = (row: SummaryRow): RevisionSummary => ({
  id: row.id,
  kind: row.kind as RevisionKind,
  itemId: row.itemId,
  savedAt: row.savedAt.toISOString(),
  username: row.username,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Revisions (core/domain/revisions.ts): the newest of each item first, by insertion order. */
export function createRevisionStore(db: Db): RevisionStore {
  return {
    addRevision: (input, keep = REVISIONS_KEPT) =>
      // The insert and the trim in one transaction: an item never holds more than `keep`.
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(revisions)
          .values({
            id: crypto.randomUUID(),
            kind: input.kind,
            itemId: input.itemId,
            savedAt: input.savedAt ?? new Date(),
            username: input.username,
            data: sanitize(input.data),
          })
          .returning(summaryColumns);
        const ofItem = and(eq(revisions.kind, input.kind), eq(revisions.itemId, input.itemId));
        const kept = tx
          .select({ seq: revisions.seq })
          .from(revisions)
          .where(ofItem)
          .orderBy(desc(revisions.seq))
          .limit(keep);
        await tx.delete(revisions).where(and(ofItem, notInArray(revisions.seq, kept)));
        return summaryOf(rows[0] as SummaryRow);
      }),

    async listRevisions(kind, itemId) {
      const rows = await db
        .select(summaryColumns)
        .from(revisions)
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)))
        .orderBy(desc(revisions.seq));
      return rows.map(summaryOf);
    },

    async getRevision(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
      if (!row) return null;
      return { ...summaryOf(row), data: row.data as Revision['data'] };
    },
  };
}
