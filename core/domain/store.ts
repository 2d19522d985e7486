import type { Transactions } from './transactions.ts';
import type {
  ImageFacts,
  StoredFile,
  FileUser,
  Paging,
  Paged,
  Lookup,
  ContentValues,
  ContentKey,
  PendingContent,
  DuePendingContent,
  ProductOrder,
} from './types.ts';
import type {
  AuditEntry,
  Contact,
  ContactCreate,
  ContactUpdate,
  Document,
  DocumentCreate,
  FileInfo,
  Page,
  PageCreate,
  Product,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type { AuditQuery, AuditTargetKind, NewAuditEntry } from './audit.ts';
import type { InboxPage, InboxQuery } from './enquiries.ts';
import type { PurgedEntry, RestoreResult, TrashEntry, TrashKind } from './trash.ts';
import type { NewRevision, Revision, RevisionKind, RevisionSummary } from './revisions.ts';
import type { PreviewStore } from './previews.ts';
import type { ScheduleStore } from './publishing.ts';
import type { RedirectStore } from './redirects.ts';

/**
 * DomainStore: the data access the backend's rules (core/domain/backend.ts) need: the only thing the mocks and
 * the server implement each in their own way. The server's on drizzle (PGlite or PostgreSQL,
 * server/store/), the mocks' on their in-memory state (mocks/store/). Ids given to it are in
 * their stored spelling (core/domain/ids.ts); writes are built with core/domain/records.ts.
 * A unique slug or user name already taken throws ConflictError (core/domain/replies.ts).
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

export interface DomainStore extends RedirectStore, PreviewStore, ScheduleStore, Transactions {
  // Files (system files) ------------------------------------------------------------------------
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

  // Documents -----------------------------------------------------------------------------------
  /**
   * Ordered by `order` (unset last), then name with Turkish collation; embedded file resolved.
   * Drafts included (the panel's list), each with `hasPendingChanges`.
   */
  listDocuments(paging: Paging): Promise<Paged<Document>>;
  /** The published documents that are active: visitors' list. */
  listActiveDocuments(): Promise<Document[]>;
  /** Drafts or published alike; the domain decides who may see a draft. */
  getDocument(id: string): Promise<Document | null>;
  createDocument(input: DocumentCreate): Promise<Document>;
  updateDocument(id: string, input: DocumentCreate): Promise<Document | null>;
  deleteDocument(id: string): Promise<boolean>;
  /** As savePendingProduct, for documents. */
  savePendingDocument(
    id: string,
    input: DocumentCreate,
    publishAt: string | null,
  ): Promise<boolean>;
  /** As findPendingProduct, for documents (with `hasPendingChanges` and `pendingPublishAt`). */
  findPendingDocument(id: string): Promise<Document | null>;
  discardPendingDocument(id: string): Promise<boolean>;
  claimDuePendingDocuments(
    now: Date,
  ): Promise<{ id: string; input: DocumentCreate; publishAt: string }[]>;
  /** As publishDueProducts (core/domain/publishing.ts), for scheduled documents. */
  publishDueDocuments(now: Date): Promise<{ document: Document; publishAt: string }[]>;

  // Products ------------------------------------------------------------------------------------
  /**
   * Insertion order; embedded files and documents resolved as mocks/store/products.ts does: a product's
   * `documents` are its published ones only (a draft document is nowhere public).
   * `created` (default): creation order, the public lists; `newest`: the admin grid's. Drafts
   * only with `drafts` (the panel's lists).
   */
  listProducts(paging: Paging, order?: ProductOrder, drafts?: boolean): Promise<Paged<Product>>;
  /** Drafts or published alike; the domain decides who may see a draft. */
  findProduct(lookup: Lookup): Promise<Product | null>;
  /** The ids among these that are not products (for the 400 on pages' productIds). */
  unknownProductIds(ids: readonly string[]): Promise<string[]>;
  /** The ids among these that are drafts (stored spelling), which no page may show. */
  draftProductIds(ids: readonly string[]): Promise<string[]>;
  createProduct(input: ProductCreate): Promise<Product>;
  /**
   * A published product's pending changes (issue 21 section 2): kept beside the live record,
   * which stays as it is (its `updatedAt` too); replaced by the next one, with the time the
   * server is to publish them (null: at 'Yayınla'). False when there is no such product.
   */
  savePendingProduct(id: string, input: ProductCreate, publishAt?: string | null): Promise<boolean>;
  /**
   * The product as its pending changes make it (resolved like a read), with `pendingPublishAt`;
   * null when it has none.
   */
  findPendingProduct(id: string): Promise<Product | null>;
  /** Drops the pending changes and their time; false when there were none. */
  discardPendingProduct(id: string): Promise<boolean>;
  /**
   * Takes the pending changes whose time is `now` or earlier off their schedule, each for exactly
   * one caller however many replicas ask at once, and returns them (the domain publishes them).
   */
  claimDuePendingProducts(
    now: Date,
  ): Promise<{ id: string; input: ProductCreate; publishAt: string }[]>;
  /**
   * Replaces the live product and, in the same write, drops its pending changes (and their time),
   * unless `keepPending` (a restore from the history).
   */
  updateProduct(
    id: string,
    input: ProductCreate,
    options?: { keepPending?: boolean },
  ): Promise<Product | null>;
  /** Also takes the product off every page. */
  deleteProduct(id: string): Promise<boolean>;

  // Pages ---------------------------------------------------------------------------------------
  listPages(paging: Paging, pageType?: number): Promise<Paged<Page>>;
  findPage(lookup: Lookup): Promise<Page | null>;
  createPage(input: PageCreate): Promise<Page>;
  updatePage(id: string, input: PageCreate): Promise<Page | null>;
  setPageProductOrder(id: string, productIds: string[]): Promise<Page | null>;
  deletePage(id: string): Promise<boolean>;
  /** Keeps a page's changes pending beside it (issue 21), with their time or none; false: no page. */
  savePendingPage(id: string, input: PageCreate, publishAt: string | null): Promise<boolean>;
  /**
   * The page as its pending changes make it (resolved like a read), with `hasPendingChanges` and
   * `pendingPublishAt`; null when it has none.
   */
  findPendingPage(id: string): Promise<Page | null>;
  /** Drops a page's pending changes and their time; false when there were none. */
  discardPendingPage(id: string): Promise<boolean>;
  /** As claimDuePendingProducts, for pages. */
  claimDuePendingPages(now: Date): Promise<{ id: string; input: PageCreate; publishAt: string }[]>;

  // Enquiries (the backend's Contact) -----------------------------------------------------------
  /** Newest first. */
  listEnquiries(): Promise<Contact[]>;
  /** One page of the inbox, newest first, and its counts (core/domain/enquiries.ts). */
  listEnquiryInbox(query: InboxQuery): Promise<InboxPage>;
  getEnquiry(id: string): Promise<Contact | null>;
  /** `isSpam`: the public form's rule (isSpamEnquiry) tripped; stored all the same. */
  createEnquiry(input: ContactCreate, isSpam: boolean): Promise<Contact>;
  /** `isSpam` left out keeps it. */
  updateEnquiry(input: ContactUpdate): Promise<Contact | null>;
  deleteEnquiry(id: string): Promise<boolean>;
  /**
   * KVKK retention (core/domain/privacy.ts): deletes for good every enquiry created before
   * `before`, in the inbox or the trash, with its pending notification; each id is returned to
   * exactly one caller.
   */
  deleteEnquiriesBefore(before: Date): Promise<string[]>;

  // Content service (singletons) ----------------------------------------------------------------
  getContent<K extends ContentKey>(key: K): Promise<ContentValues[K]>;
  setContent<K extends ContentKey>(key: K, value: ContentValues[K]): Promise<ContentValues[K]>;
  /** A page's pending changes (issue 21) and when they are to be published; null when none. */
  getPendingContent<K extends ContentKey>(key: K): Promise<PendingContent<K> | null>;
  /** Keeps `value` as the page's pending changes, replacing any, with their time (or none). */
  savePendingContent<K extends ContentKey>(
    key: K,
    value: ContentValues[K],
    publishAt: string | null,
  ): Promise<void>;
  /** Drops a page's pending changes and their time; false when there were none. */
  discardPendingContent(key: ContentKey): Promise<boolean>;
  /**
   * Takes the pending changes whose time is `now` or earlier off their schedule, each for exactly
   * one caller however many replicas ask at once, and returns them (the domain publishes them).
   */
  claimDuePendingContent(now: Date): Promise<DuePendingContent[]>;

  // Audit log (core/domain/audit.ts) ------------------------------------------------------------
  /** Appends one entry, stamped with the current time. */
  recordAudit(entry: NewAuditEntry): Promise<void>;
  /** The only change to the log: the entries about these records keep no name (KVKK, ADR 0038). */
  forgetAuditNames(kind: AuditTargetKind, ids: readonly string[]): Promise<void>;

  // Trash (core/domain/trash.ts) -----------------------------------------------------------------
  // The writes are core/domain/trash-transaction.ts's `trashWrites` on a store's primitives.
  /**
   * Takes the record out of its table into the trash, in one write: a product leaves every
   * page's ordering (its places kept for the restore); a file's bytes stay stored. Null when
   * there is no such record.
   */
  moveToTrash(kind: TrashKind, id: string, deletedBy: string | null): Promise<TrashEntry | null>;
  /** Newest first, of the `kinds` given (a role sees those of what it may change). */
  listTrash(paging: Paging, kinds: readonly TrashKind[]): Promise<Paged<TrashEntry>>;
  /** The entry, or null when there is none. */
  findTrashEntry(entryId: string): Promise<TrashEntry | null>;
  /**
   * Puts the record back under its id, in one write (a product at its places in the pages that
   * still exist); refused when its unique slug is taken now; null when there is no such entry.
   */
  restoreFromTrash(entryId: string): Promise<RestoreResult>;
  /** Removes the entry for good; null when there is none. The caller removes a file's bytes. */
  purgeTrashEntry(entryId: string): Promise<PurgedEntry | null>;
  /** Removes every entry deleted before `before`; each is returned to exactly one caller. */
  purgeExpiredTrash(before: Date): Promise<PurgedEntry[]>;
  /** One page of the log, newest first (of one instant, the last written first), filtered. */
  listAudit(query: AuditQuery): Promise<Paged<AuditEntry>>;

  // Revisions (core/domain/revisions.ts) ---------------------------------------------------------
  // `addRevision` is core/domain/revision-transaction.ts's `revisionWrites` on a store's primitives.
  /** Appends one, then drops the item's revisions past the newest `keep`, in the same write. */
  addRevision(revision: NewRevision, keep?: number): Promise<RevisionSummary>;
  /** An item's revisions, newest first. */
  listRevisions(kind: RevisionKind, itemId: string): Promise<RevisionSummary[]>;
  getRevision(id: string): Promise<Revision | null>;
}
