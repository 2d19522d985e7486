import type { BackendOperations } from '../../core/domain/backend.ts';
import { removeStoredBytes } from './files.ts';
import { callerOf, pagingOf, param, type Handler, type HandlerContext } from './common.ts';

/** The trash (core/domain/trash.ts): the list, a restore, and the purge of one entry. */
export function trashHandlers({ storage }: HandlerContext, operations: BackendOperations) {
  const listTrash: Handler = async (request) =>
    operations.listTrash(pagingOf(request), callerOf(request));
  const restoreTrashEntry: Handler = async (request) =>
    operations.restoreTrashEntry(param(request, 'id'), callerOf(request));
  // A purged file's bytes and variants go after its entry is gone.
  const purgeTrashEntry: Handler = async (request) =>
    operations.purgeTrashEntry(
      param(request, 'id'),
      (bytes) => removeStoredBytes(storage, bytes),
      callerOf(request),
    );
  return { listTrash, restoreTrashEntry, purgeTrashEntry };
}
