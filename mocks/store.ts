import {
  DOCUMENT_FILE_REFERENCES,
  PAGE_FILE_REFERENCES,
  PRODUCT_FILE_REFERENCES,
  usesFile,
} from '../core/domain/file-users';
import type { DomainStore, Lookup, StoredFile } from '../core/domain/store';
import { pageOfList } from '../core/domain/paging';
import { isPublished } from '../core/domain/publishing';
import { auditPage } from './audit';
import type { MockDb, StoredFile as MockFile } from './db';
import { mockTrash } from './trash';
import { mockRevisionStore } from './revisions';
import { mockPreviewStore } from './previews';
import { mockRedirectStore } from './redirects';

const lookupOf =
  (lookup: Lookup) =>
  (record: { id: string; slug: string; name: string }): boolean =>
    'id' in lookup
      ? record.id === lookup.id
      : 'slug' in lookup
        ? record.slug === lookup.slug
        : record.name === lookup.name;

/** A mock file record as the domain's stored file (the mocks keep bytes in memory: no disk name). */
const stored = (file: MockFile): StoredFile => ({
  id: file.id,
  name: file.name,
  path: file.path,
  contentType: file.contentType,
  size: file.size,
  createdAt: file.createdAt,
  altText: file.altText ?? '',
  width: file.width ?? null,
  height: file.height ?? null,
  placeholder: file.placeholder ?? null,
  variants: file.variants ?? null,
  diskName: null,
});

/**
 * The mocks' persistence behind the backend's rules (core/domain/): the in-memory state of
 * {@link MockDb}, which the browser keeps in localStorage. The server's twin is on SQL
 * (server/store/). Ids reach it already in their stored spelling.
 */
export function mockStore(db: MockDb): DomainStore {
  return {
    /** One step (issue 22 section 3): when `work` throws, the state is put back as it was. */
    async transaction(work) {
      const before = structuredClone(db.state);
      try {
        return await work(this);
      } catch (error) {
        db.state = before;
        db.changed();
        throw error;
      }
    },
    // One browser tab, one state: nothing to wait for.
    lockRecord: async () => undefined,
    // Files
    listFiles: async () => structuredClone(db.state.files),
    getFile: async (id) => db.file(id),
    getFileByPath: async (path) => {
      const file = db.fileByPath(path);
      return file ? stored(file) : null;
    },
    getFilesByPaths: async (paths) =>
      paths.map((path) => db.fileByPath(path)).filter((file) => file !== undefined),
    addFile: async (input) => structuredClone(db.addFile(input)),
    updateFile: async (id, changes) => db.updateFile(id, changes),
    deleteFile: async (id) => {
      const file = db.state.files.find((candidate) => candidate.id === id);
      return file && db.deleteFile(id) ? stored(file) : null;
    },
    fileUsers: async (file) => [
      ...db.state.products
        .filter((product) => usesFile(product, PRODUCT_FILE_REFERENCES, file))
        .map(({ id, name }) => ({ kind: 'product' as const, id, name })),
      ...db.state.pages
        .filter((page) => usesFile(page, PAGE_FILE_REFERENCES, file))
        .map(({ id, name }) => ({ kind: 'page' as const, id, name })),
      ...db.state.documents
        .filter((document) => usesFile(document, DOCUMENT_FILE_REFERENCES, file))
        .map(({ id, name }) => ({ kind: 'document' as const, id, name })),
    ],

    // Documents
    // The panel's list marks the documents with pending changes.
    listDocuments: async (paging) =>
      pageOfList(
        db.documents().map((document) => {
          const pending = db.findPendingDocument(document.id);
          return {
            ...document,
            hasPendingChanges: pending !== null,
            pendingPublishAt: pending?.pendingPublishAt ?? null,
          };
        }),
        paging,
      ),
    listActiveDocuments: async () =>
      db.documents((document) => document.isActive && isPublished(document.status)),
    getDocument: async (id) => db.documentById(id),
    createDocument: async (input) => db.createDocument(input),
    updateDocument: async (id, input) => db.updateDocument(id, input),
    deleteDocument: async (id) => db.deleteDocument(id),
    savePendingDocument: async (id, input, publishAt) =>
      db.savePendingDocument(id, input, publishAt),
    findPendingDocument: async (id) => db.findPendingDocument(id),
    discardPendingDocument: async (id) => db.discardPendingDocument(id),
    claimDuePendingDocuments: async (now) => db.claimDuePendingDocuments(now),
    publishDueDocuments: async (now) => db.publishDueDocuments(now),

    // Products
    listProducts: async (paging, order, drafts = false) => {
      const listed = drafts
        ? // The panel's list marks the products with pending changes; the public one says nothing.
          db.state.products.map((record) => ({
            ...db.product(record),
            hasPendingChanges: Boolean(record.pending),
          }))
        : db.products().filter((product) => isPublished(product.status));
      return pageOfList(order === 'newest' ? listed.reverse() : listed, paging);
    },
    findProduct: async (lookup) => db.findProduct(lookupOf(lookup)),
    unknownProductIds: async (ids) =>
      ids.filter((id) => !db.state.products.some((product) => product.id === id)),
    draftProductIds: async (ids) =>
      db.state.products
        .filter((product) => !isPublished(product.status) && ids.includes(product.id))
        .map((product) => product.id),
    createProduct: async (input) => db.createProduct(input),
    updateProduct: async (id, input, options) => db.updateProduct(id, input, options?.keepPending),
    deleteProduct: async (id) => db.deleteProduct(id),
    publishDueProducts: async (now) => db.publishDueProducts(now),
    savePendingProduct: async (id, input, publishAt) => db.savePendingProduct(id, input, publishAt),
    findPendingProduct: async (id) => db.findPendingProduct(id),
    discardPendingProduct: async (id) => db.discardPendingProduct(id),
    claimDuePendingProducts: async (now) => db.claimDuePendingProducts(now),

    // Pages
    listPages: async (paging, pageType) =>
      pageOfList(
        db.pages((page) => pageType === undefined || page.pageType === pageType),
        paging,
      ),
    findPage: async (lookup) => db.findPage(lookupOf(lookup)),
    createPage: async (input) => db.createPage(input),
    updatePage: async (id, input) => db.updatePage(id, input),
    setPageProductOrder: async (id, productIds) => db.setPageProductOrder(id, productIds),
    deletePage: async (id) => db.deletePage(id),
    savePendingPage: async (id, input, publishAt) => db.savePendingPage(id, input, publishAt),
    findPendingPage: async (id) => db.findPendingPage(id),
    discardPendingPage: async (id) => db.discardPendingPage(id),
    claimDuePendingPages: async (now) => db.claimDuePendingPages(now),

    // Enquiries
    listEnquiries: async () => db.enquiries(),
    listEnquiryInbox: async (query) => db.enquiryInbox(query),
    getEnquiry: async (id) => db.enquiry(id),
    createEnquiry: async (input, isSpam) => db.createEnquiry(input, isSpam),
    updateEnquiry: async (input) => db.updateEnquiry(input),
    deleteEnquiry: async (id) => db.deleteEnquiry(id),
    deleteEnquiriesBefore: async (before) => db.deleteEnquiriesBefore(before),

    // Content service
    getContent: async (key) => structuredClone(db.content(key)),
    setContent: async (key, value) => {
      db.setContent(key, value);
      return structuredClone(db.content(key));
    },
    getPendingContent: async (key) => db.pendingContent(key),
    savePendingContent: async (key, value, publishAt) => {
      db.setPendingContent(key, { value, publishAt });
    },
    discardPendingContent: async (key) => db.setPendingContent(key, null),
    claimDuePendingContent: async (now) => db.claimDuePendingContent(now),

    // Audit log
    recordAudit: async (entry) => db.recordAudit(entry),
    forgetAuditNames: async (kind, ids) => db.forgetAuditNames(kind, ids),

    // Trash (mocks/trash.ts)
    ...mockTrash(db),

    // Revisions (mocks/revisions.ts)
    ...mockRevisionStore(db),
    ...mockRedirectStore(db),
    ...mockPreviewStore(db),
    listAudit: async (query) => auditPage(db.state.audit, query),
  };
}
