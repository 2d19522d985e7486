import {
  REVISIONS_KEPT,
  revisionsPastKept,
  type Revision,
  type RevisionSummary,
} from '../../core/domain/revisions';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';

type RevisionStore = Pick<DomainStore, 'addRevision' | 'listRevisions' | 'getRevision'>;

const summaryOf = ({ data: _data, ...summary }: Revision): RevisionSummary =>
  structuredClone(summary);

/**
 * The mocks' revisions (core/domain/revisions.ts) in {@link MockDb}'s state, oldest first; the
 * server's twin is server/store/revisions.ts.
 */
export function createRevisionStore(db: MockDb): RevisionStore {
  // A state saved before revisions existed has none yet.
  const all = () => (db.state.revisions ??= []);
  const newestFirst = (kind: string, itemId: string) =>
    all()
      .filter((revision) => revision.kind === kind && revision.itemId === itemId)
      .reverse();

  return {
    async addRevision(input, keep = REVISIONS_KEPT) {
      const revision: Revision = {
        id: crypto.randomUUID(),
        kind: input.kind,
        itemId: input.itemId,
        savedAt: (input.savedAt ?? new Date()).toISOString(),
        username: input.username,
        data: structuredClone(input.data),
      };
      all().push(revision);
      const dropped = new Set(revisionsPastKept(newestFirst(input.kind, input.itemId), keep));
      if (dropped.size > 0) db.state.revisions = all().filter((item) => !dropped.has(item));
      db.changed();
      return summaryOf(revision);
    },
    listRevisions: async (kind, itemId) => newestFirst(kind, itemId).map(summaryOf),
    async getRevision(id) {
      const revision = all().find((item) => item.id === id);
      return revision ? structuredClone(revision) : null;
    },
  };
}
