import type { FileCreate, FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { uploadedFileOf } from '../../core/lib/image-variants.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { Storage } from '../storage/storage.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import type { StoredFile } from '../../core/domain/types.ts';
import { auditUploads } from '../../core/domain/audit.ts';
import { MESSAGES, filesUploadedMessage } from '../../core/domain/messages.ts';
import { found, ok } from '../../core/domain/replies.ts';
import {
  discard,
  prepareFile,
  receiveForm,
  recordFile,
  removePrepared,
  type PreparedFile,
  type ReceivedFile,
} from '../services/uploads.ts';
import { actorOf, bodyOf, created, param, type Handler, type HandlerContext } from './common.ts';
import { bearerToken } from '../plugins/auth.ts';

/**
 * Stores every received file in order: all are prepared first (images processed, and refused
 * as a whole when one is refused: nothing of the request stays stored), then recorded; on a
 * failure the ones not yet recorded are removed.
 */
export async function commitAll(
  { store, storage, imageLimit }: HandlerContext,
  files: readonly ReceivedFile[],
): Promise<FileInfo[]> {
  const prepared: PreparedFile[] = [];
  try {
    for (const file of files) prepared.push(await prepareFile(storage, imageLimit, file));
  } catch (error) {
    await discard(files.slice(prepared.length));
    await removePrepared(storage, prepared);
    throw error;
  }
  const stored: FileInfo[] = [];
  try {
    for (const file of prepared) stored.push(await recordFile(store, storage, file));
  } catch (error) {
    await removePrepared(storage, prepared.slice(stored.length));
    throw error;
  }
  return stored;
}

/** Removes what the server stored of a file: its bytes and its image variants. */
export async function removeStoredBytes(
  storage: Storage,
  file: Pick<StoredFile, 'id' | 'diskName'>,
): Promise<void> {
  if (file.diskName) await storage.remove(file.diskName);
  await storage.removeAll(variantsPrefixFor(file.id));
}

/** System files: records (core/domain/backend.ts), uploads (server/services/uploads.ts), bytes. */
export function fileHandlers(context: HandlerContext, operations: BackendOperations) {
  const { storage } = context;

  const listFiles: Handler = async () => operations.listFiles();
  const createFile: Handler = async (request, reply) =>
    created(reply, await operations.createFile(bodyOf<FileCreate>(request), actorOf(request)));
  // A token that checks out is the panel's read; none (or a bad one), a visitor's.
  const getFileById: Handler = async (request) =>
    operations.getFileById(
      param(request, 'id'),
      (await request.server.tokens.verify(bearerToken(request))) !== null,
    );

  // To the trash: the bytes stay stored until the purge (server/handlers/trash.ts).
  const deleteFile: Handler = async (request) =>
    operations.deleteFile(param(request, 'id'), actorOf(request));

  const uploadFile: Handler = async (request, reply) => {
    const { files } = await receiveForm(request, storage.tempDir, 'file');
    const [file] = await commitAll(context, files);
    await auditUploads(context.store, actorOf(request), [found(file)]);
    return created(reply, ok(uploadedFileOf(found(file)), MESSAGES.fileUploaded));
  };

  const uploadMultipleFiles: Handler = async (request, reply) => {
    const { files } = await receiveForm(request, storage.tempDir, 'files', {
      maxFiles: 20,
      missingMessage: MESSAGES.chooseFiles,
    });
    const committed = await commitAll(context, files);
    await auditUploads(context.store, actorOf(request), committed);
    const stored = committed.map(uploadedFileOf);
    return created(reply, ok(stored, filesUploadedMessage(stored.length)));
  };

  return {
    listFiles,
    createFile,
    getFileById,
    deleteFile,
    uploadFile,
    uploadMultipleFiles,
  };
}
