import { rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  FileCreate,
  FileInfo,
  FileUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import { uploadedFileOf } from '../../core/lib/image-variants.ts';
import { variantsDirFor } from '../services/disk-name.ts';
import { notFound } from '../http/errors.ts';
import {
  discard,
  prepareFile,
  receiveForm,
  recordFile,
  removePrepared,
  type PreparedFile,
  type ReceivedFile,
} from '../services/uploads.ts';
import {
  bodyOf,
  created,
  done,
  found,
  idParam,
  ok,
  type Handler,
  type HandlerContext,
} from './common.ts';

/**
 * Stores every received file in order: all are prepared first (images processed, and refused
 * as a whole when one is refused: nothing of the request stays on disk), then recorded; on a
 * failure the ones not yet recorded are removed.
 */
export async function commitAll(
  { store, uploadsDir, imageLimit }: HandlerContext,
  files: readonly ReceivedFile[],
): Promise<FileInfo[]> {
  const prepared: PreparedFile[] = [];
  try {
    for (const file of files) prepared.push(await prepareFile(uploadsDir, imageLimit, file));
  } catch (error) {
    await discard(files.slice(prepared.length));
    await removePrepared(uploadsDir, prepared);
    throw error;
  }
  const stored: FileInfo[] = [];
  try {
    for (const file of prepared) stored.push(await recordFile(store, uploadsDir, file));
  } catch (error) {
    await removePrepared(uploadsDir, prepared.slice(stored.length));
    throw error;
  }
  return stored;
}

/** System files: records, uploads (streamed to disk) and deletion with the stored bytes. */
export function fileHandlers(context: HandlerContext) {
  const { store, uploadsDir } = context;

  const listFiles: Handler = async () => ok(await store.listFiles());

  const createFile: Handler = async (request, reply) => {
    const body = bodyOf<FileCreate>(request);
    const file = await store.addFile({
      name: body.name,
      contentType: body.contentType,
      size: body.size,
      path: body.path,
      diskName: null,
    });
    return created(reply, ok(file, 'Dosya kaydı oluşturuldu.'));
  };

  const updateFile: Handler = async (request) => {
    const body = bodyOf<FileUpdate>(request);
    return ok(
      found(
        await store.updateFile(body.id.toLowerCase(), { name: body.name, altText: body.altText }),
      ),
    );
  };

  const getFileById: Handler = async (request) => ok(found(await store.getFile(idParam(request))));

  const deleteFile: Handler = async (request) => {
    const removed = await store.deleteFile(idParam(request));
    if (!removed) notFound();
    if (removed?.diskName) await rm(path.join(uploadsDir, removed.diskName), { force: true });
    if (removed) await rm(variantsDirFor(uploadsDir, removed.id), { recursive: true, force: true });
    return done('Dosya silindi.');
  };

  const uploadFile: Handler = async (request, reply) => {
    const { files } = await receiveForm(request, uploadsDir, 'file');
    const [file] = await commitAll(context, files);
    return created(reply, ok(uploadedFileOf(found(file)), 'Dosya yüklendi.'));
  };

  const uploadMultipleFiles: Handler = async (request, reply) => {
    const { files } = await receiveForm(request, uploadsDir, 'files', {
      maxFiles: 20,
      missingMessage: 'En az bir dosya seçin.',
    });
    const stored = (await commitAll(context, files)).map(uploadedFileOf);
    return created(reply, ok(stored, `${stored.length} dosya yüklendi.`));
  };

  return {
    listFiles,
    createFile,
    updateFile,
    getFileById,
    deleteFile,
    uploadFile,
    uploadMultipleFiles,
  };
}
