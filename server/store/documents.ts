import { and, asc, eq, or } from 'drizzle-orm';
import type {
  Document,
  DocumentCreate,
  PublishStatus,
} from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { documents } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { normalizePaging, paged } from '../../core/domain/paging.ts';
import { compareDocuments, documentFileIds, documentValues } from '../../core/domain/records.ts';
import type { Store } from './types.ts';
import type { DocumentRow } from './mappers.ts';
import { pendingChanges, publishScheduled } from './pending.ts';
import { uniqueOr } from './queries.ts';
import { fileLookup, resolveDocuments } from './resolve.ts';

type DocumentStore = Pick<
  Store,
  | 'listDocuments'
  | 'listActiveDocuments'
  | 'documentsUsingFile'
  | 'getDocument'
  | 'createDocument'
  | 'updateDocument'
  | 'deleteDocument'
  | 'savePendingDocument'
  | 'findPendingDocument'
  | 'discardPendingDocument'
  | 'claimDuePendingDocuments'
  | 'publishDueDocuments'
>;

/** Ordered by `order` (unset last), then name with Turkish collation; ties keep insertion order. */
const sortDocuments = (rows: DocumentRow[]): DocumentRow[] => rows.sort(compareDocuments);

export function createDocumentStore(db: Db): DocumentStore {
  const pending = pendingChanges<DocumentCreate>(db, documents);
  /** The stored columns for a document: core/domain/records.ts, plus the time. */
  async function valuesOf(input: DocumentCreate) {
    const values = documentValues(input, await fileLookup(db, documentFileIds(input)));
    return {
      ...values,
      publishAt: values.publishAt ? new Date(values.publishAt) : null,
      updatedAt: new Date(),
    };
  }

  return {
    async listDocuments(paging) {
      const { pageIndex, pageSize } = normalizePaging(paging);
      // The Turkish collation is applied here, not by the database (PGlite has no ICU).
      const rows = sortDocuments(await db.select().from(documents).orderBy(asc(documents.seq)));
      const slice = rows.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize);
      // The panel's list: each marked with whether it has pending changes.
      const items = (await resolveDocuments(db, slice)).map((document, index) => ({
        ...document,
        hasPendingChanges: slice[index]?.pending != null,
        pendingPublishAt: slice[index]?.pendingPublishAt?.toISOString() ?? null,
      }));
      return paged(items, { pageIndex, pageSize }, rows.length);
    },

    async listActiveDocuments() {
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.isActive, true), eq(documents.status, 'published')))
        .orderBy(asc(documents.seq));
      return resolveDocuments(db, sortDocuments(rows));
    },

    async documentsUsingFile(file) {
      const uses = eq(documents.path, file.path);
      const rows = await db
        .select({ status: documents.status, isActive: documents.isActive })
        .from(documents)
        .where(
          isUuid(file.id)
            ? or(eq(documents.fileId, file.id), eq(documents.previewImageFileId, file.id), uses)
            : uses,
        );
      return rows.map((row) => ({ ...row, status: row.status as PublishStatus }));
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

    savePendingDocument: (id, input, publishAt) => pending.save(id, input, publishAt),

    async findPendingDocument(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      if (!row?.pending) return null;
      const { updatedAt: _now, ...values } = await valuesOf(row.pending);
      const [document] = await resolveDocuments(db, [{ ...row, ...values }]);
      return document
        ? {
            ...document,
            hasPendingChanges: true,
            pendingPublishAt: row.pendingPublishAt?.toISOString() ?? null,
          }
        : null;
    },

    discardPendingDocument: (id) => pending.discard(id),
    claimDuePendingDocuments: (now) => pending.claimDue(now),

    async publishDueDocuments(now) {
      const { rows, times } = await publishScheduled<DocumentRow>(db, documents, now);
      const published = await resolveDocuments(db, rows);
      return published.map((document) => ({ document, publishAt: times.get(document.id) ?? '' }));
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
