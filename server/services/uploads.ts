import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { diskNameFor, variantsDirFor } from './disk-name.ts';
import { imageFactsOf } from '../images/facts.ts';
import type { ImageLimiter } from '../images/limiter.ts';
import type { ImageFacts, Store } from '../../core/domain/store.ts';
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

/** A file written to a temporary name in the uploads folder, checked, not yet recorded. */
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
 * Streams one multipart file to disk. The size limit (PDF 50 MB, others 100 MB) is checked while
 * the bytes arrive: one byte over and the upload stops with 413 and the partial file is removed.
 * Then the first bytes decide the type (415 when they are not of an accepted kind, or when a file
 * that says it is a PDF is not one); an empty file is a 400.
 */
async function receiveFile(
  part: MultipartFile,
  uploadsDir: string,
  options: ReceiveOptions = {},
): Promise<ReceivedFile> {
  const id = randomUUID();
  const tempPath = path.join(uploadsDir, `.tmp-${id}`);
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

/** A received file whose bytes are at their final name, with its image facts; not recorded yet. */
export interface PreparedFile extends ReceivedFile {
  diskName: string;
  /** null: not an image (a document). */
  facts: ImageFacts | null;
}

/** Where a prepared file left bytes: its final name and, for a raster image, its variants. */
const leftoversOf = (uploadsDir: string, file: ReceivedFile) => [
  path.join(uploadsDir, diskNameFor(file.id, file.contentType)),
  variantsDirFor(uploadsDir, file.id),
];

/**
 * Gives a received file its final name. A raster image is processed on the way (server/images/:
 * the stored bytes are its stripped master, `size` theirs, and its variants are made) in the
 * limiter's turn, and may be refused (413 over the pixel limit, 415 when it cannot be decoded); an
 * SVG is measured. On any failure nothing of it is left on disk.
 */
export async function prepareFile(
  uploadsDir: string,
  imageLimit: ImageLimiter,
  file: ReceivedFile,
): Promise<PreparedFile> {
  const diskName = diskNameFor(file.id, file.contentType);
  const finalPath = path.join(uploadsDir, diskName);
  try {
    const facts = await imageFactsOf(
      {
        source: file.tempPath,
        target: finalPath,
        variantsDir: variantsDirFor(uploadsDir, file.id),
        contentType: file.contentType,
      },
      imageLimit,
    );
    // A processed raster image has its stripped master at the final name already (and a size of
    // its own); other bytes move there as they came.
    if (facts?.size === undefined) await rename(file.tempPath, finalPath);
    else await rm(file.tempPath, { force: true });
    if (!facts) return { ...file, diskName, facts: null };
    const { size = file.size, width, height, placeholder, variants } = facts;
    return { ...file, size, diskName, facts: { width, height, placeholder, variants } };
  } catch (error) {
    await rm(file.tempPath, { force: true });
    await removePrepared(uploadsDir, [file]);
    throw error;
  }
}

/** Removes the bytes (and variants) of prepared files that are not to be recorded. */
export async function removePrepared(
  uploadsDir: string,
  files: readonly ReceivedFile[],
): Promise<void> {
  await Promise.all(
    files
      .flatMap((file) => leftoversOf(uploadsDir, file))
      .map((target) => rm(target, { recursive: true, force: true })),
  );
}

/** Records a prepared file; its bytes are removed if that fails. */
export async function recordFile(
  store: Store,
  uploadsDir: string,
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
    await removePrepared(uploadsDir, [file]);
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
 * Reads a multipart request: files of `fileField` go to disk (at most `maxFiles`), other files are
 * skipped, text fields are collected. 400 when the request is not multipart or has no such file.
 */
export async function receiveForm(
  request: FastifyRequest,
  uploadsDir: string,
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
          files.push(await receiveFile(part, uploadsDir, options));
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
