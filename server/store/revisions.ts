import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { revisions } from '../db/schema.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { Revision, RevisionKind, RevisionSummary } from '../../core/domain/revisions.ts';
import {
  revisionWrites,
  type RevisionTransaction,
} from '../../core/domain/revision-transaction.ts';
import type { DomainStore } from '../../core/domain/store.ts';

type RevisionStore = Pick<DomainStore, 'addRevision' | 'listRevisions' | 'getRevision'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

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

const ofItem = (kind: string, itemId: string) =>
  and(eq(revisions.kind, kind), eq(revisions.itemId, itemId));

/** The revisions' primitives on SQL (core/domain/revision-transaction.ts holds the algorithm). */
const revisionTransaction = (tx: Transaction): RevisionTransaction => ({
  async insert(revision) {
    await tx.insert(revisions).values({
      ...revision,
      savedAt: new Date(revision.savedAt),
      data: sanitize(revision.data),
    });
  },
  async idsOf(kind, itemId) {
    const rows = await tx
      .select({ id: revisions.id })
      .from(revisions)
      .where(ofItem(kind, itemId))
      .orderBy(desc(revisions.seq));
    return rows.map((row) => row.id);
  },
  async remove(ids) {
    await tx.delete(revisions).where(inArray(revisions.id, [...ids]));
  },
});

/** Revisions (core/domain/revisions.ts): the newest of each item first, by insertion order. */
export function createRevisionStore(db: Db): RevisionStore {
  return {
    ...revisionWrites({
      transaction: (work) => db.transaction((tx) => work(revisionTransaction(tx))),
    }),

    async listRevisions(kind, itemId) {
      const rows = await db
        .select(summaryColumns)
        .from(revisions)
        .where(ofItem(kind, itemId))
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
