import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { withImages } from '../lib/image-variants.ts';
import type { FileUser, ImageFacts, StoredFile } from './types.ts';

/**
 * System files (the file manager's records), once for the mocks and the server: their port and
 * the `images` of a public read. Their operations are core/domain/file-operations.ts; who uses a
 * file is core/domain/file-users.ts.
 */

interface NewFile extends Partial<ImageFacts> {
  /** Given when the bytes were already written under this id (uploads); otherwise generated. */
  id?: string;
  name: string;
  contentType: string;
  size: number;
  path?: string;
  diskName?: string | null;
}

/** PUT /api/File: a field left out keeps its stored value. */
interface FileChanges {
  name?: string;
  altText?: string;
}

/** What the store keeps of the system files (part of core/domain/store.ts's DomainStore). */
export interface FileStore {
  /** Every file in insertion order, in the contract's FileInfo shape. */
  listFiles(): Promise<FileInfo[]>;
  getFile(id: string): Promise<FileInfo | null>;
  /** For serving /uploads/...: the record whose `path` is exactly this. */
  getFileByPath(path: string): Promise<StoredFile | null>;
  /** The records whose `path` is one of these, in one query (the `images` of a read record). */
  getFilesByPaths(paths: readonly string[]): Promise<FileInfo[]>;
  addFile(input: NewFile): Promise<FileInfo>;
  /** The name and/or the alt text (trimmed); null when there is no such file. */
  updateFile(id: string, changes: FileChanges): Promise<FileInfo | null>;
  /** Removes the record; returns it (so its bytes can be deleted), or null when there was none. */
  deleteFile(id: string): Promise<StoredFile | null>;
  /**
   * The records that use this file, by its id or its path, as core/domain/file-users.ts counts
   * them: products, pages, documents, then content-service pages, each kind in insertion order.
   */
  fileUsers(file: { id: string; path: string }): Promise<FileUser[]>;
}

/** A public single read: the record with the stored images its `/uploads/...` paths name. */
export const withStoredImages = <T extends object>(
  store: Pick<FileStore, 'getFilesByPaths'>,
  record: T,
) => withImages(record, (paths) => store.getFilesByPaths(paths));
