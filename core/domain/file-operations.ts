import type { FileCreate, FileUpdate } from '../../src/api/generated/backend/model/index.ts';
import { audited, auditWrite, type AuditStore } from './audit.ts';
import type { ContentStore } from './content-store.ts';
import { CONTENT_KEYS, contentUser, fileUserErrors } from './file-users.ts';
import type { FileStore } from './files.ts';
import { storedId } from './ids.ts';
import { MESSAGES, fileInUseMessage } from './messages.ts';
import { done, fail, found, notFound, ok } from './replies.ts';
import { trashRecord, type TrashStore } from './trash.ts';
import type { Actor, FileUser } from './types.ts';

/** The ports the files' operations use. */
type FileOperationsStore = FileStore &
  Pick<ContentStore, 'getContent'> &
  Pick<AuditStore, 'recordAudit'> &
  Pick<TrashStore, 'moveToTrash'>;

/**
 * Who uses a file: the records the store finds, then the content pages that show it. One read
 * after another: this runs inside a store transaction (one connection), where node-postgres
 * only queues concurrent queries, a use it deprecates (pg 9 refuses it).
 */
async function fileUsersOf(
  store: Pick<FileOperationsStore, 'fileUsers' | 'getContent'>,
  file: { id: string; path: string },
): Promise<FileUser[]> {
  const users = [...(await store.fileUsers(file))];
  for (const key of CONTENT_KEYS) {
    const user = contentUser(key, await store.getContent(key), file.path);
    if (user) users.push(user);
  }
  return users;
}

/** The system files' records (openapi/backend.yaml, tag File); uploads are each side's own. */
export function fileOperations(store: FileOperationsStore) {
  return {
    listFiles: async () => ok(await store.listFiles()),
    createFile: async (body: FileCreate, actor: Actor) => {
      const file = await store.addFile({
        name: body.name,
        contentType: body.contentType,
        size: body.size,
        path: body.path,
        diskName: null,
      });
      return ok(await audited(store, actor, 'create', 'file', file), MESSAGES.fileRecordCreated);
    },
    updateFile: async (body: FileUpdate, actor: Actor) => {
      const changes = { name: body.name, altText: body.altText };
      const file = found(await store.updateFile(storedId(body.id), changes));
      return ok(await audited(store, actor, 'update', 'file', file));
    },
    /**
     * A visitor (`signedIn` false) reads only a file the site shows: one no record uses (the file
     * manager's own), or one a published product, a page, a content page or a public document
     * uses; a draft's or a hidden document's is 404 (issue 46), as its record is.
     */
    getFileById: async (id: string, signedIn = false) => {
      const file = found(await store.getFile(storedId(id)));
      if (!signedIn) {
        const users = await fileUsersOf(store, file);
        if (users.length > 0 && !users.some((user) => user.shown)) notFound();
      }
      return ok(file);
    },
    /**
     * Moves the record to the trash, its bytes kept until the purge, unless a record still uses
     * the file: then 409 naming them (core/domain/file-users.ts).
     */
    deleteFile: async (id: string, actor: Actor) => {
      const file = found(await store.getFile(storedId(id)));
      const users = await fileUsersOf(store, file);
      if (users.length > 0) {
        const errors = fileUserErrors(users);
        fail(409, fileInUseMessage(errors), errors);
      }
      await trashRecord(store, 'file', file.id, actor);
      await auditWrite(store, actor, 'delete', { kind: 'file', id: file.id, name: file.name });
      return done(MESSAGES.fileDeleted);
    },
  };
}

/** Which of the files' operations write: core/domain/backend.ts runs each in a transaction. */
export const FILE_WRITES = [
  'createFile',
  'updateFile',
  'deleteFile',
] as const satisfies readonly (keyof ReturnType<typeof fileOperations>)[];
