import type { Revision, RevisionSummary } from '../../core/domain/revisions';
import { revisionWrites } from '../../core/domain/revision-transaction';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';

type RevisionStore = Pick<DomainStore, 'addRevision' | 'listRevisions' | 'getRevision'>;

const summaryOf = ({ data: _data, ...summary }: Revision): RevisionSummary =>
  structuredClone(summary);

/**
 * The mocks' revisions (core/domain/revisions.ts) in {@link MockDb}'s state, oldest first: the
 * primitives of core/domain/revision-transaction.ts, and the reads; the server's twin is
 * server/store/revisions.ts.
 */
export function createRevisionStore(db: MockDb): RevisionStore {
  // A state saved before revisions existed has none yet.
  const all = () => (db.state.revisions ??= []);
  const newestFirst = (kind: string, itemId: string) =>
    all()
      .filter((revision) => revision.kind === kind && revision.itemId === itemId)
      .reverse();

  return {
    ...revisionWrites({
      /** The state is told of the change once, after the writes. */
      async transaction(work) {
        const result = await work({
          insert: async (revision) => {
            all().push(structuredClone(revision));
          },
          idsOf: async (kind, itemId) => newestFirst(kind, itemId).map((revision) => revision.id),
          async remove(ids) {
            db.state.revisions = all().filter((revision) => !ids.includes(revision.id));
          },
        });
        db.changed();
        return result;
      },
    }),
    listRevisions: async (kind, itemId) => newestFirst(kind, itemId).map(summaryOf),
    async getRevision(id) {
      const revision = all().find((item) => item.id === id);
      return revision ? structuredClone(revision) : null;
    },
  };
}
