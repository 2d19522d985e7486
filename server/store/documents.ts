import { asc, eq } from 'drizzle-orm';
import type { Document, DocumentCreate } from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { documents } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { normalizePaging, paged } from '../../core/domain/paging.ts';
import { compareDocuments, documentFileIds, documentValues } from '../../core/domain/records.ts';
import type { Store } from '../../core/domain/store.ts';
import type { DocumentRow } from './mappers.ts';
import { uniqueOr } from './queries.ts';
import { fileLookup, resolveDocuments } from './resolve.ts';

type DocumentStore = Pick<
  Store,
  | 'listDocuments'
  | 'listActiveDocuments'
  | 'getDocument'
  | 'createDocument'
  | 'updateDocument'
  | 'deleteDocument'
>;

/** Ordered by `order` (unset last), then name with Turkish collation; ties keep insertion order. */
const sortDocuments = (rows: DocumentRow[]): DocumentRow[] => rows.sort(compareDocuments);

export function createDocumentStore(db: Db): DocumentStore {
  /** The stored columns for a document: core/domain/records.ts, plus the time. */
  async function valuesOf(input: DocumentCreate) {
    const values = documentValues(input, await fileLookup(db, documentFileIds(input)));
    return { ...values, updatedAt: new Date() };
  }

  return {
    async listDocuments(paging) {
      const { pageIndex, pageSize } = normalizePaging(paging);
      // The Turkish collation is applied here, not by the database (PGlite has no ICU).
      const rows = sortDocuments(await db.select().from(documents).orderBy(asc(documents.seq)));
      const slice = rows.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize);
      return paged(await resolveDocuments(db, slice), { pageIndex, pageSize }, rows.length);
    },

    async listActiveDocuments() {
      const rows = await db
        .select()
        .from(documents)
        .where(eq(documents.isActive, true))
        .orderBy(asc(documents.seq));
      return resolveDocuments(db, sortDocuments(rows));
    },

    async getDocument(id) {
      if (!isUuid(id)) return null;
      const rows = await db.select().from(documents).where(eq(documents.id, id));
      const [document] = await resolveDocuments(db, rows);
      return document ?? null;
    },

    async createDocument(input) {
      const values = await valuesOf(input);
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db
          .insert(documents)
          .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
          .returning(),
      );
      return (await resolveDocuments(db, rows))[0] as Document;
    },

    async updateDocument(id, input) {
      if (!isUuid(id)) return null;
      const values = await valuesOf(input);
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db.update(documents).set(values).where(eq(documents.id, id)).returning(),
      );
      return (await resolveDocuments(db, rows))[0] ?? null;
    },

    async deleteDocument(id) {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(documents)
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      return rows.length > 0;
    },
  };
}
