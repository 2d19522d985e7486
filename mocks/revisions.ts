import type { HttpHandler } from 'msw';
import {
  getGetRevisionMockHandler,
  getListRevisionsMockHandler,
  getRestoreRevisionMockHandler,
} from '../src/api/generated/backend/endpoints/revision/revision.msw';
import * as schemas from '../src/api/generated/backend-zod/backend.zod';
import { backendOperations as operationIndex } from '../src/api/generated/backend-operations/operations';
import { invalidIdMessage } from '../core/domain/messages';
import { invalid } from '../core/domain/replies';
import { transactionalRevisionOperations } from '../core/domain/revision-operations';
import {
  REVISIONS_KEPT,
  revisionsPastKept,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
} from '../core/domain/revisions';
import type { DomainStore } from '../core/domain/store';
import { actorOf } from './auth';
import type { MockDb } from './db';
import { createGuard, queryValues, validate } from './http';
import { mockStore } from './store';

type RevisionStore = Pick<DomainStore, 'addRevision' | 'listRevisions' | 'getRevision'>;

const summaryOf = ({ data: _data, ...summary }: Revision): RevisionSummary =>
  structuredClone(summary);

/**
 * The mocks' revisions (core/domain/revisions.ts) in {@link MockDb}'s state, oldest first; the
 * server's twin is server/store/revisions.ts.
 */
export function mockRevisionStore(db: MockDb): RevisionStore {
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

const guarded = createGuard('envelope', operationIndex, schemas);

/** A path id, checked against the contract's schema (400 when it is no UUID). */
function idParam(params: Record<string, string | readonly string[] | undefined>): string {
  const id = String(params.id ?? '');
  if (!schemas.GetRevisionParams.safeParse({ id }).success) invalid({ id: [invalidIdMessage(id)] });
  return id;
}

/** The Revision operations of openapi/backend.yaml (core/domain/revision-operations.ts). */
export function revisionHandlers(db: MockDb): HttpHandler[] {
  const operations = transactionalRevisionOperations(mockStore(db));
  return [
    getListRevisionsMockHandler(
      guarded('listRevisions', ({ request }) => {
        const query = validate<{ Kind: RevisionKind; ItemId: string }>(
          schemas.ListRevisionsQueryParams,
          queryValues(request, ['Kind', 'ItemId']),
        );
        return operations.listRevisions(query.Kind, query.ItemId);
      }),
    ),
    getGetRevisionMockHandler(
      guarded('getRevision', ({ params }) => operations.getRevision(idParam(params))),
    ),
    getRestoreRevisionMockHandler(
      guarded('restoreRevision', ({ params, request }) =>
        operations.restoreRevision(idParam(params), actorOf(request)),
      ),
    ),
  ];
}
