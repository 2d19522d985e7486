import type { HttpHandler } from 'msw';
import {
  getListTrashMockHandler,
  getPurgeTrashEntryMockHandler,
  getRestoreTrashEntryMockHandler,
} from '../../src/api/generated/backend/endpoints/trash/trash.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { invalidIdMessage } from '../../core/domain/messages';
import { invalid } from '../../core/domain/replies';
import { transactionalTrashOperations } from '../../core/domain/trash';
import { backendOperations as operationIndex } from '../../src/api/generated/backend-operations/operations';
import { actorOf } from '../auth';
import type { MockDb } from '../db';
import { createGuard, readPaging } from '../http';
import { mockStore } from '../store';

const guarded = createGuard('envelope', operationIndex, schemas);

/** The trash entry's id from the path (400 when it is no UUID). */
function entryId(params: Record<string, string | readonly string[] | undefined>): string {
  const id = String(params['id'] ?? '');
  if (!schemas.RestoreTrashEntryParams.safeParse({ id }).success) {
    invalid({ id: [invalidIdMessage(id)] });
  }
  return id;
}

/**
 * The trash (core/domain/trash.ts) over the mocks' state. The mocks have no background job: what
 * has expired is purged whenever the trash is listed. A file's bytes live in the mocks' memory,
 * which the purge empties itself.
 */
export function trashHandlers(db: MockDb): HttpHandler[] {
  const operations = transactionalTrashOperations(mockStore(db));
  const keepBytes = () => undefined;
  return [
    getListTrashMockHandler(
      guarded('listTrash', async ({ request }) => {
        await operations.purgeExpiredTrash(new Date(), keepBytes);
        return operations.listTrash(readPaging(request.url));
      }),
    ),
    getRestoreTrashEntryMockHandler(
      guarded('restoreTrashEntry', ({ params, request }) =>
        operations.restoreTrashEntry(entryId(params), actorOf(request)),
      ),
    ),
    getPurgeTrashEntryMockHandler(
      guarded('purgeTrashEntry', ({ params, request }) =>
        operations.purgeTrashEntry(entryId(params), keepBytes, actorOf(request)),
      ),
    ),
  ];
}
