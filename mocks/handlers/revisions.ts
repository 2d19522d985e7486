import type { HttpHandler } from 'msw';
import {
  getGetRevisionMockHandler,
  getListRevisionsMockHandler,
  getRestoreRevisionMockHandler,
} from '../../src/api/generated/backend/endpoints/revision/revision.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { transactionalRevisionOperations } from '../../core/domain/revision-operations';
import type { RevisionKind } from '../../core/domain/revisions';
import type { DomainStore } from '../../core/domain/store';
import { actorOf } from '../auth';
import { queryValues, validate } from '../http';
import { guarded, idParam } from './common';

/** The Revision operations of openapi/backend.yaml (core/domain/revision-operations.ts). */
export function revisionHandlers(store: DomainStore): HttpHandler[] {
  const operations = transactionalRevisionOperations(store);
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
