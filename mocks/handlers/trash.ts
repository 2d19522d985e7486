import type { HttpHandler } from 'msw';
import {
  getListTrashMockHandler,
  getPurgeTrashEntryMockHandler,
  getRestoreTrashEntryMockHandler,
} from '../../src/api/generated/backend/endpoints/trash/trash.msw';
import type { DomainStore } from '../../core/domain/store';
import { transactionalTrashOperations } from '../../core/domain/trash-operations';
import { callerOf } from '../auth';
import { readPaging } from '../http';
import { guarded, idParam } from './common';

/**
 * The trash (core/domain/trash.ts) over the mocks' state. The mocks have no background job: what
 * has expired is purged whenever the trash is listed. A file's bytes live in the mocks' memory,
 * which the purge empties itself.
 */
export function trashHandlers(store: DomainStore): HttpHandler[] {
  const operations = transactionalTrashOperations(store);
  const keepBytes = () => undefined;
  return [
    getListTrashMockHandler(
      guarded('listTrash', async ({ request }) => {
        await operations.purgeExpiredTrash(new Date(), keepBytes);
        return operations.listTrash(readPaging(request.url), callerOf(request));
      }),
    ),
    // The path's id is the trash entry's (not the record's).
    getRestoreTrashEntryMockHandler(
      guarded('restoreTrashEntry', ({ params, request }) =>
        operations.restoreTrashEntry(idParam(params), callerOf(request)),
      ),
    ),
    getPurgeTrashEntryMockHandler(
      guarded('purgeTrashEntry', ({ params, request }) =>
        operations.purgeTrashEntry(idParam(params), keepBytes, callerOf(request)),
      ),
    ),
  ];
}
