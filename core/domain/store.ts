import type { Transactions } from './transactions.ts';
import type {
  ImageFacts,
  StoredFile,
  FileUser,
  Paging,
  Paged,
  Lookup,
  ProductOrder,
} from './types.ts';
import type {
  Document,
  DocumentCreate,
  FileInfo,
  Page,
  PageCreate,
  Product,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type { AuditStore } from './audit.ts';
import type { ContentStore } from './content-store.ts';
import type { EnquiryStore } from './enquiries.ts';
import type { TrashStore } from './trash.ts';
import type { RevisionStore } from './revisions.ts';
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

export interface DomainStore
  extends
    RedirectStore,
    PreviewStore,
    ScheduleStore,
    AuditStore,
    RevisionStore,
    EnquiryStore,
    ContentStore,
    TrashStore,
    Transactions<DomainStore> {
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
}
