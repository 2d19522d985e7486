import { asc, eq, inArray } from 'drizzle-orm';
import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { files } from '../db/schema.ts';
import { isUuid, normalizeId } from '../../core/domain/ids.ts';
import { hasNul, withoutNul as sanitize } from '../../core/domain/records.ts';
import type { StoredFile } from '../../core/domain/types.ts';
import type { Store } from './types.ts';
import { fileInfo, storedFile, type FileRow } from './mappers.ts';

type FileStore = Pick<
  Store,
  | 'listFiles'
  | 'getFile'
  | 'getFileByPath'
  | 'getFilesByPaths'
  | 'listStoredFiles'
  | 'addFile'
  | 'updateFile'
  | 'setImageFacts'
  | 'deleteFile'
>;

/** The file records (system files), with where their bytes are. */
export function createFileStore(db: Db): FileStore {
  async function getFile(id: string): Promise<FileInfo | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row ? fileInfo(row) : null;
  }

  return {
    async listFiles() {
      const rows = await db.select().from(files).orderBy(asc(files.seq));
      return rows.map(fileInfo);
    },

    getFile,

    async getFileByPath(path) {
      if (hasNul(path)) return null;
      const [row] = await db
        .select()
        .from(files)
        .where(eq(files.path, path))
        .orderBy(asc(files.seq))
        .limit(1);
      return row ? storedFile(row) : null;
    },

    async getFilesByPaths(paths) {
      const wanted = [...new Set(paths)].filter((path) => !hasNul(path));
      if (wanted.length === 0) return [];
      const rows = await db
        .select()
        .from(files)
        .where(inArray(files.path, wanted))
        .orderBy(asc(files.seq));
      // The first record of a path, as getFileByPath (and so the uploads route) takes it.
      const byPath = new Map<string, FileRow>();
      for (const row of rows) if (!byPath.has(row.path)) byPath.set(row.path, row);
      return [...byPath.values()].map(fileInfo);
    },

    async listStoredFiles(): Promise<StoredFile[]> {
      const rows = await db.select().from(files).orderBy(asc(files.seq));
      return rows.map(storedFile);
    },

    async addFile(file) {
      const input = sanitize(file);
      const id = input.id === undefined ? crypto.randomUUID() : normalizeId(input.id);
      if (!id) throw new Error(`Not a file id: ${input.id}`);
      const safeName = input.name.replace(/[^\w.-]+/g, '-').replace(/-+/g, '-') || 'dosya';
      const [row] = await db
        .insert(files)
        .values({
          id,
          name: input.name,
          path: input.path ?? `/uploads/${id}-${safeName}`,
          contentType: input.contentType,
          size: input.size,
          createdAt: new Date(),
          diskName: input.diskName ?? null,
          width: input.width ?? null,
          height: input.height ?? null,
          placeholder: input.placeholder ?? null,
          variants: input.variants ?? null,
        })
        .returning();
      return fileInfo(row as FileRow);
    },

    async updateFile(id, changes) {
      if (!isUuid(id)) return null;
      const { name, altText } = sanitize(changes);
      if (name === undefined && altText === undefined) return getFile(id);
      const [row] = await db
        .update(files)
        .set({ name, altText: altText?.trim() })
        .where(eq(files.id, id))
        .returning();
      return row ? fileInfo(row) : null;
    },

    async setImageFacts(id, facts) {
      if (!isUuid(id)) return null;
      const { width, height, placeholder, variants, size } = facts;
      const [row] = await db
        .update(files)
        .set({ width, height, placeholder, variants, size })
        .where(eq(files.id, id))
        .returning();
      return row ? fileInfo(row) : null;
    },

    async deleteFile(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      return row ? storedFile(row) : null;
    },
  };
}
