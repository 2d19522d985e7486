import type { DomainStore } from './store.ts';
import {
  REVISIONS_KEPT,
  revisionsPastKept,
  type NewRevision,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
} from './revisions.ts';

/**
 * Keeping a revision (core/domain/revisions.ts), once for the mocks and the server: the revision
 * the store writes (its id, its time) and the trim to the newest {@link REVISIONS_KEPT} of its
 * item, in one transaction of a {@link RevisionTransaction}, the primitives a store implements
 * (server/store/revisions.ts in SQL, mocks/store/revisions.ts on the in-memory state). ADR 0051.
 */

/** The primitive reads and writes of the revisions, inside one transaction. */
export interface RevisionTransaction {
  /** Appends one, its data stored as the store can keep it (the server strips NUL characters). */
  insert(revision: Revision): Promise<void>;
  /** The ids of an item's revisions, newest (last written) first. */
  idsOf(kind: RevisionKind, itemId: string): Promise<string[]>;
  remove(ids: readonly string[]): Promise<void>;
}

/** Appends a revision, then drops its item's revisions past the newest `keep`. */
async function addRevision(
  tx: RevisionTransaction,
  input: NewRevision,
  keep = REVISIONS_KEPT,
): Promise<RevisionSummary> {
  const { data, ...summary }: Revision = {
    id: crypto.randomUUID(),
    kind: input.kind,
    itemId: input.itemId,
    savedAt: (input.savedAt ?? new Date()).toISOString(),
    username: input.username,
    data: input.data,
  };
  await tx.insert({ ...summary, data });
  const past = revisionsPastKept(await tx.idsOf(input.kind, input.itemId), keep);
  if (past.length > 0) await tx.remove(past);
  return summary;
}

/** `DomainStore.addRevision` on a store's primitives, in one transaction. */
export const revisionWrites = (persistence: {
  transaction<T>(work: (tx: RevisionTransaction) => Promise<T>): Promise<T>;
}): Pick<DomainStore, 'addRevision'> => ({
  addRevision: (input, keep) => persistence.transaction((tx) => addRevision(tx, input, keep)),
});
