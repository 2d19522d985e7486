import type { Document, DocumentCreate } from '../../src/api/generated/backend/model';
import { pageOfList } from '../../core/domain/paging';
import { isPublished } from '../../core/domain/publishing';
import { compareDocuments, documentValues, type DocumentRecord } from '../../core/domain/records';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';
import { file } from './files';
import { pendingIn, publishScheduled } from './pending';
import { clone, insertRecord, removeRecord, replaceRecord } from './records';

/** A stored document as the contract shows it, its files resolved. */
function documentOf(db: MockDb, record: DocumentRecord): Document {
  const stored = file(db, record.fileId);
  const { pending: _pending, pendingPublishAt: _time, ...kept } = record;
  return {
    ...clone(kept),
    status: record.status ?? 'published',
    publishAt: record.publishAt ?? null,
    file: stored,
    contentType: record.mimeType ?? stored?.contentType ?? null,
    previewImageFile: file(db, record.previewImageFileId),
    fileUrl: stored?.path ?? record.fileUrl,
    path: stored?.path ?? record.path,
  };
}

export function documentById(db: MockDb, id: string): Document | null {
  const record = db.state.documents.find((document) => document.id === id);
  return record ? documentOf(db, record) : null;
}

/** Ordered by `order` (unset last), then name with Turkish collation. */
export function documents(db: MockDb, filter?: (document: DocumentRecord) => boolean): Document[] {
  return db.state.documents
    .filter(filter ?? (() => true))
    .sort(compareDocuments)
    .map((record) => documentOf(db, record));
}

/** The stored record of a write: core/domain/records.ts, over the stored one. */
const documentRecord = (
  db: MockDb,
  input: DocumentCreate,
  base: DocumentRecord,
): DocumentRecord => ({
  ...base,
  ...documentValues(input, (id) => file(db, id)),
  updatedAt: db.now(),
});

export function createDocument(db: MockDb, input: DocumentCreate): Document {
  return documentOf(
    db,
    insertRecord(db, db.state.documents, input.slug, (base) => documentRecord(db, input, base)),
  );
}

function updateDocument(db: MockDb, id: string, input: DocumentCreate): Document | null {
  const record = replaceRecord(db, db.state.documents, id, input.slug, (existing) =>
    documentRecord(db, input, existing),
  );
  return record && documentOf(db, record);
}

/** The document as its pending changes make it; null when it has none. */
function findPendingDocument(db: MockDb, id: string): Document | null {
  const record = db.state.documents.find((document) => document.id === id);
  if (!record?.pending) return null;
  return {
    ...documentOf(db, documentRecord(db, record.pending, record)),
    updatedAt: record.updatedAt,
    hasPendingChanges: true,
    pendingPublishAt: record.pendingPublishAt ?? null,
  };
}

/** The documents in {@link MockDb}'s state; the server's twin is server/store/documents.ts. */
export function createDocumentStore(db: MockDb) {
  const pending = () => pendingIn<DocumentCreate>(db, db.state.documents);
  return {
    // The panel's list marks the documents with pending changes.
    listDocuments: async (paging) =>
      pageOfList(
        documents(db).map((document) => {
          const changes = findPendingDocument(db, document.id);
          return {
            ...document,
            hasPendingChanges: changes !== null,
            pendingPublishAt: changes?.pendingPublishAt ?? null,
          };
        }),
        paging,
      ),
    listActiveDocuments: async () =>
      documents(db, (document) => document.isActive && isPublished(document.status)),
    getDocument: async (id) => documentById(db, id),
    createDocument: async (input) => createDocument(db, input),
    updateDocument: async (id, input) => updateDocument(db, id, input),
    deleteDocument: async (id) => removeRecord(db, 'documents', id),
    savePendingDocument: async (id, input, publishAt) => pending().save(id, input, publishAt),
    findPendingDocument: async (id) => findPendingDocument(db, id),
    discardPendingDocument: async (id) => pending().discard(id),
    claimDuePendingDocuments: async (now) => pending().claimDue(now),
    publishDueDocuments: async (now) =>
      publishScheduled(db, db.state.documents, now).map(({ record, publishAt }) => ({
        document: documentOf(db, record),
        publishAt,
      })),
  } satisfies Partial<DomainStore>;
}
