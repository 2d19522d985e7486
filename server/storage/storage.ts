import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What is known of a stored object without reading it. */
export interface StoredObjectInfo {
  size: number;
  modified: Date;
  /** A quoted entity tag, as sent in an ETag header (weak `W/"…"` on the local disk). */
  etag: string;
}

/** A byte range, both ends included (as in a Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the server keeps the bytes of stored files (uploads, image masters and variants, the seed
 * files): the local disk (server/storage/local.ts) or an S3-compatible bucket
 * (server/storage/s3.ts). Keys are the names the server gives (server/services/disk-name.ts:
 * `<id>.<ext>`, `_v/<id>/<width>.<ext>`); checked by each driver, never taken from a request.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Where the bytes are, for start-up lines and error messages (no credentials). */
  readonly location: string;
  /**
   * A folder on this machine for temporary files: uploads are received there (size limit,
   * sniffing, image processing) before `putFile`. On the local disk it is the uploads folder
   * itself, so that `putFile` is a rename on one file system.
   */
  readonly tempDir: string;
  /**
   * Stores a checked temporary file (in `tempDir`) under `key`, replacing what was there; the
   * temporary file is gone afterwards. Durable when it returns (local: the file and its folder
   * are fsynced), so a record of it may be committed.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Stores bytes held in memory under `key` (the seed files), as durably as `putFile`. */
  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or a range of them; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size, modification time and entity tag; null when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes one object; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`, which ends with `/` (a "folder"). */
  removeAll(prefix: string): Promise<void>;
  /** Every stored key (below `prefix`, when given), in no set order; never a temporary file. */
  list(prefix?: string): AsyncIterable<string>;
  /** Resolves when the storage can be read and written now; throws with the reason when not. */
  ping(): Promise<void>;
  /**
   * The storage's own clock: the modification time an object written now gets (the disk's, or
   * the bucket's), found by writing one and reading it back. An object's age is measured against
   * it, never against this process's clock, which may differ from the bucket's server or the file
   * system's (a replica on another machine, a clock moved for a test).
   */
  clock(): Promise<Date>;
}

/** A stored object copied to a local file (for sharp, which reads files); false when missing. */
export async function copyToFile(storage: Storage, key: string, file: string): Promise<boolean> {
  const body = await storage.read(key);
  if (!body) return false;
  await pipeline(body, createWriteStream(file, { flags: 'wx' }));
  return true;
}

/**
 * A key the server could have made: `/`-separated names of letters, digits, `.`, `_` and `-`,
 * none starting with a dot (temporary files start with one, and `..` is never a name).
 */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export function checkedPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`Not a storage prefix: ${JSON.stringify(prefix)}`);
  checkedKey(prefix.slice(0, -1));
  return prefix;
}
