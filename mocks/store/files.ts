import type { FileInfo } from '../../src/api/generated/backend/model';
import {
  DOCUMENT_FILE_REFERENCES,
  PAGE_FILE_REFERENCES,
  PRODUCT_FILE_REFERENCES,
  usesFile,
} from '../../core/domain/file-users';
import type { DomainStore } from '../../core/domain/store';
import type { StoredFile } from '../../core/domain/types';
import { isPublicDocument, isPublished } from '../../core/domain/publishing';
import { publicPathFor } from '../../core/domain/uploads';
import type { MockDb, StoredFile as MockFile } from '../db';
import { clone, removeRecord } from './records';

export function file(db: MockDb, id: string | null | undefined): FileInfo | null {
  const found = id ? db.state.files.find((candidate) => candidate.id === id) : undefined;
  return found ? clone(found) : null;
}

export function fileByPath(db: MockDb, path: string): MockFile | undefined {
  return db.state.files.find((candidate) => candidate.path === path);
}

export function files(db: MockDb, ids: readonly string[]): FileInfo[] {
  return ids.map((id) => file(db, id)).filter((found): found is FileInfo => found !== null);
}

export function addFile(
  db: MockDb,
  input: {
    name: string;
    contentType: string;
    bytes?: Uint8Array;
    size?: number;
    path?: string;
    width?: number | null;
    height?: number | null;
  },
): MockFile {
  const id = crypto.randomUUID();
  const added: MockFile = {
    id,
    name: input.name,
    path: input.path ?? publicPathFor(id, input.name),
    contentType: input.contentType,
    size: input.bytes?.length ?? input.size ?? 0,
    createdAt: db.now(),
    // The mocks keep only the original: no variants, no placeholder colour.
    width: input.width ?? null,
    height: input.height ?? null,
    placeholder: null,
    altText: '',
    variants: null,
  };
  db.state.files.push(added);
  if (input.bytes) db.bytes.set(id, input.bytes);
  db.changed();
  return added;
}

/** PUT /api/File: the name and the alt text, each when sent. */
function updateFile(
  db: MockDb,
  id: string,
  changes: { name?: string; altText?: string },
): FileInfo | null {
  const found = db.state.files.find((candidate) => candidate.id === id);
  if (!found) return null;
  if (changes.name !== undefined) found.name = changes.name;
  if (changes.altText !== undefined) found.altText = changes.altText.trim();
  db.changed();
  return clone(found);
}

function deleteFile(db: MockDb, id: string): boolean {
  db.bytes.delete(id);
  return removeRecord(db, 'files', id);
}

/** A mock file record as the domain's stored file (the mocks keep bytes in memory: no disk name). */
const stored = (record: MockFile): StoredFile => ({
  id: record.id,
  name: record.name,
  path: record.path,
  contentType: record.contentType,
  size: record.size,
  createdAt: record.createdAt,
  altText: record.altText ?? '',
  width: record.width ?? null,
  height: record.height ?? null,
  placeholder: record.placeholder ?? null,
  variants: record.variants ?? null,
  diskName: null,
});

export function createFileStore(db: MockDb) {
  return {
    listFiles: async () => structuredClone(db.state.files),
    getFile: async (id) => file(db, id),
    getFileByPath: async (path) => {
      const found = fileByPath(db, path);
      return found ? stored(found) : null;
    },
    getFilesByPaths: async (paths) =>
      paths.map((path) => fileByPath(db, path)).filter((found) => found !== undefined),
    addFile: async (input) => structuredClone(addFile(db, input)),
    updateFile: async (id, changes) => updateFile(db, id, changes),
    deleteFile: async (id) => {
      const found = db.state.files.find((candidate) => candidate.id === id);
      return found && deleteFile(db, id) ? stored(found) : null;
    },
    fileUsers: async (used) => [
      ...db.state.products
        .filter((product) => usesFile(product, PRODUCT_FILE_REFERENCES, used))
        .map(({ id, name, status }) => ({
          kind: 'product' as const,
          id,
          name,
          shown: isPublished(status),
        })),
      ...db.state.pages
        .filter((page) => usesFile(page, PAGE_FILE_REFERENCES, used))
        .map(({ id, name }) => ({ kind: 'page' as const, id, name, shown: true })),
      ...db.state.documents
        .filter((document) => usesFile(document, DOCUMENT_FILE_REFERENCES, used))
        .map((document) => ({
          kind: 'document' as const,
          id: document.id,
          name: document.name,
          shown: isPublicDocument(document),
        })),
    ],
  } satisfies Partial<DomainStore>;
}
