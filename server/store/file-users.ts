import { arrayContains, asc, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { documents, pages, products } from '../db/schema.ts';
import {
  DOCUMENT_FILE_REFERENCES,
  PAGE_FILE_REFERENCES,
  PRODUCT_FILE_REFERENCES,
} from '../../core/domain/file-users.ts';
import type { FileUser, FileUserKind } from '../../core/domain/types.ts';
import type { Store } from './types.ts';

type FileUserStore = Pick<Store, 'fileUsers'>;

/** core/domain/file-users.ts's fields, which are the tables' column names too. */
interface References<T> {
  ids: readonly (keyof T)[];
  idLists: readonly (keyof T)[];
  paths: readonly (keyof T)[];
  pathLists: readonly (keyof T)[];
}

/** The condition "this row uses the file". */
function usesFile<T extends object>(
  table: T,
  references: References<T>,
  file: { id: string; path: string },
): SQL {
  const column = (field: keyof T) => table[field] as unknown as Column;
  const conditions = [
    ...references.ids.map((field) => eq(column(field), file.id)),
    ...references.idLists.map((field) => arrayContains(column(field), [file.id])),
    ...references.paths.map((field) => eq(column(field), file.path)),
    ...references.pathLists.map((field) => arrayContains(column(field), [file.path])),
  ];
  return or(...conditions) as SQL;
}

/**
 * Whether a user of this kind shows the file to visitors (core/domain/publishing.ts): a published
 * product, any page, a published and active document.
 */
function shownBy(kind: FileUserKind): SQL<boolean> {
  if (kind === 'product') return sql<boolean>`${products.status} = 'published'`;
  if (kind === 'document') {
    return sql<boolean>`(${documents.status} = 'published' and ${documents.isActive})`;
  }
  return sql<boolean>`true`;
}

/** Who uses a file: one query over products, pages and documents (core/domain/file-users.ts). */
export function createFileUserStore(db: Db): FileUserStore {
  const users = <T extends typeof products | typeof pages | typeof documents>(
    kind: FileUserKind,
    rank: number,
    table: T,
    references: References<T>,
    file: { id: string; path: string },
  ) =>
    db
      .select({
        kind: sql<FileUserKind>`${kind}::text`.as('kind'),
        rank: sql<number>`${rank}::int`.as('rank'),
        seq: table.seq,
        id: table.id,
        name: table.name,
        shown: shownBy(kind).as('shown'),
      })
      .from(table as typeof products)
      .where(usesFile(table, references, file));

  return {
    async fileUsers(file): Promise<FileUser[]> {
      const rows = await unionAll(
        users('product', 0, products, PRODUCT_FILE_REFERENCES, file),
        users('page', 1, pages, PAGE_FILE_REFERENCES, file),
        users('document', 2, documents, DOCUMENT_FILE_REFERENCES, file),
      ).orderBy(asc(sql`rank`), asc(sql`seq`));
      return rows.map(({ kind, id, name, shown }) => ({ kind, id, name, shown }));
    },
  };
}
