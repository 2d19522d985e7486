import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { diskNameFor, variantsPrefixFor } from './disk-name.ts';
import { imageFactsOf } from '../images/facts.ts';
import type { ImageLimiter } from '../images/limiter.ts';
import type { Storage } from '../storage/storage.ts';
import { temporaryPath } from '../storage/temporary.ts';
import type { ImageFacts } from '../../core/domain/types.ts';
import type { Store } from '../store/types.ts';
import { MESSAGES, tooLargeMessage } from '../../core/domain/messages.ts';
import { HttpError, invalid } from '../../core/domain/replies.ts';
import {
  FILE_LIMIT_BYTES,
  acceptedType,
  cleanFileName,
  publicPathFor,
  uploadLimit,
} from '../../core/domain/uploads.ts';
import { SNIFF_BYTES } from '../../core/lib/sniff-content-type.ts';

/** Busboy's own ceiling, one byte above ours, so that our check (with its message) fires first. */
export const MULTIPART_LIMITS = {
  fileSize: FILE_LIMIT_BYTES + 1,
  files: 20,
  fields: 20,
  fieldSize: 16_384,
  parts: 50,
  headerPairs: 100,
};

/** A file written to a temporary name on this machine (storage.tempDir), checked, not stored yet. */
export interface ReceivedFile {
  id: string;
  tempPath: string;
  name: string;
  contentType: string;
  size: number;
}

interface ReceiveOptions {
  /** Only images (the content service's uploads). */
  imagesOnly?: boolean;
}

/**
 * Streams one multipart file to a temporary file of this process in `tempDir`. The size limit (PDF 50 MB, others 100 MB) is checked while
 * the bytes arrive: one byte over and the upload stops with 413 and the partial file is removed.
 * Then the first bytes decide the type (415 when they are not of an accepted kind, or when a file
 * that says it is a PDF is not one); an empty file is a 400.
 */
async function receiveFile(
  part: MultipartFile,
  tempDir: string,
  options: ReceiveOptions = {},
): Promise<ReceivedFile> {
  const id = randomUUID();
  const tempPath = temporaryPath(tempDir);
  const name = cleanFileName(part.filename);
  const declared = part.mimetype ?? '';
  let limit = uploadLimit(name, declared);
  let head = Buffer.alloc(0);
  let size = 0;

  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        limit = uploadLimit(name, declared, head);
      }
      if (size > limit) callback(new HttpError(413, tooLargeMessage(limit)));
      else callback(null, chunk);
    },
  });

  try {
    await pipeline(part.file, meter, createWriteStream(tempPath, { flags: 'wx' }));
    if (part.file.truncated) throw new HttpError(413, tooLargeMessage(limit));
    if (size === 0) invalid({ file: [MESSAGES.emptyFile] });
    const contentType = acceptedType(head, name, declared, options);
    if (!contentType) throw new HttpError(415, MESSAGES.unsupportedType);
    return { id, tempPath, name, contentType, size };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** A received file whose bytes are stored under their final key, with its image facts; not recorded yet. */
export interface PreparedFile extends ReceivedFile {
  diskName: string;
  /** null: not an image (a document). */
  facts: ImageFacts | null;
}

/**
 * Stores a received file under its final key (server/storage/: durable before it is recorded). A
 * raster image is processed on the way (server/images/: the stored bytes are its stripped master,
 * `size` theirs, and its variants are stored too) in the limiter's turn, and may be refused (413
 * over the pixel limit, 415 when it cannot be decoded); an SVG is measured. On any failure
 * nothing of it is left, here or in storage.
 */
export async function prepareFile(
  storage: Storage,
  imageLimit: ImageLimiter,
  file: ReceivedFile,
): Promise<PreparedFile> {
  const diskName = diskNameFor(file.id, file.contentType);
  try {
    const facts = await imageFactsOf(
      { source: file.tempPath, contentType: file.contentType, id: file.id, key: diskName },
      storage,
      imageLimit,
    );
    // A processed raster image has its stripped master stored already (and a size of its own);
    // other bytes are stored as they came.
    if (facts?.size === undefined) await storage.putFile(diskName, file.tempPath, file.contentType);
    else await rm(file.tempPath, { force: true });
    if (!facts) return { ...file, diskName, facts: null };
    const { size = file.size, width, height, placeholder, variants } = facts;
    return { ...file, size, diskName, facts: { width, height, placeholder, variants } };
  } catch (error) {
    await rm(file.tempPath, { force: true });
    await removePrepared(storage, [file]);
    throw error;
  }
}

/** Removes the stored bytes (and variants) of prepared files that are not to be recorded. */
export async function removePrepared(
  storage: Storage,
  files: readonly ReceivedFile[],
): Promise<void> {
  await Promise.all(
    files.flatMap((file) => [
      storage.remove(diskNameFor(file.id, file.contentType)),
      storage.removeAll(variantsPrefixFor(file.id)),
    ]),
  );
}

/** Records a prepared file; its bytes are removed if that fails. */
export async function recordFile(
  store: Store,
  storage: Storage,
  file: PreparedFile,
): Promise<FileInfo> {
  try {
    return await store.addFile({
      id: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      diskName: file.diskName,
      path: publicPathFor(file.id, file.name),
      ...file.facts,
    });
  } catch (error) {
    await removePrepared(storage, [file]);
    throw error;
  }
}

export async function discard(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

/**
 * Errors of the multipart parser as clear 4xx replies: a malformed or cut-off form is the
 * client's fault (400), too many parts is 413. Disk errors stay what they are (500).
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, tooLargeMessage(FILE_LIMIT_BYTES));
  if (statusCode === 413) {
    return new HttpError(
      413,
      `Çok fazla dosya veya alan gönderildi (en fazla ${MULTIPART_LIMITS.files} dosya).`,
    );
  }
  return new HttpError(400, 'Gönderilen form okunamadı.', {
    file: ['İstek gövdesi geçerli bir multipart/form-data değil.'],
  });
}

interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart request: files of `fileField` go to temporary files in `tempDir` (at most
 * `maxFiles`), other files are skipped, text fields are collected. 400 when the request is not
 * multipart or has no such file.
 */
export async function receiveForm(
  request: FastifyRequest,
  tempDir: string,
  fileField: string,
  options: ReceiveOptions & { maxFiles?: number; missingMessage?: string } = {},
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, MESSAGES.notMultipart, {
      [fileField]: [MESSAGES.sendAFile],
    });
  }
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && files.length < (options.maxFiles ?? 1)) {
          files.push(await receiveFile(part, tempDir, options));
        } else {
          part.file.resume();
        }
      } else {
        const value = (part as MultipartValue<unknown>).value;
        fields[part.fieldname] ??= typeof value === 'string' ? value : String(value);
      }
    }
  } catch (error) {
    await discard(files);
    throw asUploadError(error);
  }
  if (files.length === 0) {
    throw new HttpError(400, MESSAGES.validation, {
      [fileField]: [options.missingMessage ?? MESSAGES.chooseAFile],
    });
  }
  return { files, fields };
}
