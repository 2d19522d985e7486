import type { StoredPasskey } from '../core/domain/second-factor';
import type {
  Contact,
  Document,
  DocumentCreate,
  FileInfo,
  Page,
  PageCreate,
  Product,
  Redirect,
  ProductCreate,
} from '../src/api/generated/backend/model';
import type {
  BrandedResinContent,
  PrivacyNoticeContent,
  ContactContent,
  ServicePageContent,
} from '../src/api/generated/content/model';
import {
  matchesSearch,
  newestEnquiryFirst,
  type InboxPage,
  type InboxQuery,
} from '../core/domain/enquiries';
import type { NewAuditEntry } from '../core/domain/audit';
import type { MockTrashEntry } from './trash';
import type { Revision } from '../core/domain/revisions';
import type { StoredPreviewLink } from '../core/domain/previews';
import type { MockMissedAddress } from './redirects';
import { MESSAGES } from '../core/domain/messages';
import { DEFAULT_PRIVACY_NOTICE } from '../core/domain/privacy';
import { pageOfList } from '../core/domain/paging';
import { isPublished } from '../core/domain/publishing';
import {
  compareDocuments,
  documentValues,
  enquiryUpdateValues,
  enquiryValues,
  pageValues,
  productValues,
} from '../core/domain/records';
import { ConflictError } from '../core/domain/replies';
import type {
  ContentKey,
  ContentValues,
  DuePendingContent,
  PendingContent,
} from '../core/domain/store';
import { publicPathFor } from '../core/domain/uploads';
import { keptSeoFields } from '../core/lib/seo-fields';
import { createSeed } from '../core/seed';
import type {
  SeedData,
  SeedDocument,
  SeedEnquiry,
  SeedPage,
  SeedProduct,
  ServicePageKey,
} from '../core/seed/types';

/** A stored file record; its bytes live in {@link MockDb.bytes}. */
export type StoredFile = Omit<FileInfo, 'fileName' | 'url' | 'mimeType' | 'fileSize'>;

export interface MockUser {
  id: string;
  username: string;
  password: string;
  email: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never signed in. */
  lastSignInAt: string | null;
  /** Raised to end every session of the account (mocks/auth.ts compares it with the token's). */
  sessionGeneration: number;
  /** The second factor (core/domain/second-factor.ts); absent in states saved before it. */
  mustChangePassword?: boolean;
  totpSecret?: string | null;
  totpLastStep?: number | null;
  passkeys?: StoredPasskey[];
  /** SHA-256 hashes of the unused recovery codes. */
  recoveryCodeHashes?: string[];
}

/** Everything the mock backend and content service hold, as plain JSON (persisted in the browser). */
export interface MockState {
  files: StoredFile[];
  documents: SeedDocument[];
  products: SeedProduct[];
  pages: SeedPage[];
  enquiries: SeedEnquiry[];
  users: MockUser[];
  contactContent: ContactContent;
  servicePages: Record<ServicePageKey, ServicePageContent>;
  asilnunx: BrandedResinContent;
  /** The KVKK notice and the enquiries' retention (core/domain/privacy.ts). */
  privacyNotice?: PrivacyNoticeContent;
  /** Enquiries delivered to the e-mail service, newest last (for tests and the mock panel). */
  sentEmails: Record<string, string>[];
  /** The audit log (core/domain/audit.ts), oldest first. */
  audit: MockAuditEntry[];
  /** Deleted records (mocks/trash.ts), oldest first; a trashed file's bytes stay in `bytes`. */
  trash: MockTrashEntry[];
  /** Revisions of saved records (core/domain/revisions.ts, mocks/revisions.ts), oldest first. */
  revisions: Revision[];
  /** Redirects of old addresses (core/domain/redirects.ts, mocks/redirects.ts), oldest first. */
  redirects: Redirect[];
  /** Page addresses that found nothing (the server counts them; the mocks only keep them). */
  missedAddresses: MockMissedAddress[];
  /** Preview links (core/domain/previews.ts, mocks/previews.ts), oldest first. */
  previewLinks: StoredPreviewLink[];
  /** The content pages' pending changes (issue 21), by page; absent when none. */
  pendingContent: Partial<Record<ContentKey, PendingContent>>;
}

/** An audit entry as the mocks keep it: the domain's, stamped and numbered. */
export interface MockAuditEntry extends NewAuditEntry {
  id: string;
  /** ISO 8601. */
  at: string;
}

/** Demo administrator of mock mode (docs/DESIGN.md section 4). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

/** When the seed's administrator was created. */
const SEED_USERS_CREATED = '2026-01-05T09:00:00.000Z';

const clone = <T>(value: T): T => structuredClone(value);

/** An enquiry as the contract shows it: a copy, with `isSpam` always there. */
const contactOf = (enquiry: SeedEnquiry): Contact => ({
  ...clone(enquiry),
  isSpam: enquiry.isSpam ?? false,
});

function stateFromSeed(seed: SeedData): MockState {
  return {
    files: seed.files.map(({ bytes: _bytes, ...file }) => ({
      width: null,
      height: null,
      placeholder: null,
      altText: '',
      variants: null,
      ...file,
    })),
    documents: seed.documents,
    products: seed.products,
    pages: seed.pages,
    enquiries: seed.enquiries,
    users: [
      {
        id: '0f0e0d0c-0b0a-4909-8807-060504030201',
        ...DEMO_ADMIN,
        email: 'admin@asilyapi.com.tr',
        createdAt: SEED_USERS_CREATED,
        lastSignInAt: null,
        sessionGeneration: 0,
      },
    ],
    contactContent: seed.contactContent,
    servicePages: seed.servicePages,
    asilnunx: seed.asilnunx,
    sentEmails: [],
    audit: [],
    trash: [],
    revisions: [],
    redirects: [],
    missedAddresses: [],
    previewLinks: [],
    pendingContent: {},
  };
}

/**
 * The in-memory database behind the mocks. Records are stored flat, as a backend would; reads
 * resolve the embedded objects (files, documents, products) the contract returns.
 */
export class MockDb {
  state: MockState;
  /** File bytes by file id: the seed's files, and every upload. */
  readonly bytes = new Map<string, Uint8Array>();
  private readonly seedBytes = new Map<string, Uint8Array>();
  private listeners = new Set<() => void>();

  constructor(state?: MockState) {
    const seed = createSeed();
    for (const file of seed.files) this.seedBytes.set(file.id, file.bytes);
    this.state = state ?? stateFromSeed(seed);
    // A state saved before the trash existed.
    this.state.trash ??= [];
    // Users saved before accounts kept their creation, last sign-in and session generation.
    for (const user of this.state.users) {
      user.createdAt ??= SEED_USERS_CREATED;
      user.lastSignInAt ??= null;
      user.sessionGeneration ??= 0;
    }
    for (const [id, bytes] of this.seedBytes) this.bytes.set(id, bytes);
  }

  /** Restores the seed (the mock panel's reset, and `resetMocks()` between tests). */
  reset(): void {
    this.state = stateFromSeed(createSeed());
    this.bytes.clear();
    for (const [id, bytes] of this.seedBytes) this.bytes.set(id, bytes);
    this.changed();
  }

  isSeedFile(id: string): boolean {
    return this.seedBytes.has(id);
  }

  /** Called after every write, so that the browser can persist the state. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  now(): string {
    return new Date().toISOString();
  }

  // Files --------------------------------------------------------------------------------------

  file(id: string | null | undefined): FileInfo | null {
    const file = id ? this.state.files.find((candidate) => candidate.id === id) : undefined;
    return file ? clone(file) : null;
  }

  fileByPath(path: string): StoredFile | undefined {
    return this.state.files.find((file) => file.path === path);
  }

  files(ids: readonly string[]): FileInfo[] {
    return ids.map((id) => this.file(id)).filter((file): file is FileInfo => file !== null);
  }

  addFile(input: {
    name: string;
    contentType: string;
    bytes?: Uint8Array;
    size?: number;
    path?: string;
    width?: number | null;
    height?: number | null;
  }): StoredFile {
    const id = crypto.randomUUID();
    const file: StoredFile = {
      id,
      name: input.name,
      path: input.path ?? publicPathFor(id, input.name),
      contentType: input.contentType,
      size: input.bytes?.length ?? input.size ?? 0,
      createdAt: this.now(),
      // The mocks keep only the original: no variants, no placeholder colour.
      width: input.width ?? null,
      height: input.height ?? null,
      placeholder: null,
      altText: '',
      variants: null,
    };
    this.state.files.push(file);
    if (input.bytes) this.bytes.set(id, input.bytes);
    this.changed();
    return file;
  }

  /** PUT /api/File: the name and the alt text, each when sent. */
  updateFile(id: string, changes: { name?: string; altText?: string }): FileInfo | null {
    const file = this.state.files.find((candidate) => candidate.id === id);
    if (!file) return null;
    if (changes.name !== undefined) file.name = changes.name;
    if (changes.altText !== undefined) file.altText = changes.altText.trim();
    this.changed();
    return clone(file);
  }

  deleteFile(id: string): boolean {
    this.bytes.delete(id);
    return this.removeRecord('files', id);
  }

  // Documents ----------------------------------------------------------------------------------

  document(record: SeedDocument): Document {
    const file = this.file(record.fileId);
    const { pending: _pending, pendingPublishAt: _time, ...stored } = record;
    return {
      ...clone(stored),
      status: record.status ?? 'published',
      publishAt: record.publishAt ?? null,
      file,
      contentType: record.mimeType ?? file?.contentType ?? null,
      previewImageFile: this.file(record.previewImageFileId),
      fileUrl: file?.path ?? record.fileUrl,
      path: file?.path ?? record.path,
    };
  }

  documentById(id: string): Document | null {
    const record = this.state.documents.find((document) => document.id === id);
    return record ? this.document(record) : null;
  }

  /** Ordered by `order` (unset last), then name with Turkish collation. */
  documents(filter?: (document: SeedDocument) => boolean): Document[] {
    return this.state.documents
      .filter(filter ?? (() => true))
      .sort(compareDocuments)
      .map((record) => this.document(record));
  }

  private assertUniqueSlug(collection: { id: string; slug: string }[], slug: string, id?: string) {
    if (collection.some((item) => item.slug === slug && item.id !== id)) {
      throw new ConflictError(MESSAGES.slugTaken);
    }
  }

  /** Inserts a new record built from a fresh id and creation time; slugs stay unique. */
  private insertRecord<R extends { id: string; slug: string }>(
    collection: R[],
    slug: string,
    build: (base: R) => R,
  ): R {
    this.assertUniqueSlug(collection, slug);
    const record = build({ id: crypto.randomUUID(), createdAt: this.now() } as unknown as R);
    collection.push(record);
    this.changed();
    return record;
  }

  /** Replaces a record as a whole (PUT semantics); null when there is none with that id. */
  private replaceRecord<R extends { id: string; slug: string }>(
    collection: R[],
    id: string,
    slug: string,
    build: (existing: R) => R,
  ): R | null {
    const index = collection.findIndex((record) => record.id === id);
    const existing = collection[index];
    if (!existing) return null;
    this.assertUniqueSlug(collection, slug, id);
    const record = build(existing);
    collection[index] = record;
    this.changed();
    return record;
  }

  private removeRecord(
    key: 'files' | 'documents' | 'products' | 'pages' | 'enquiries',
    id: string,
  ): boolean {
    const collection: { id: string }[] = this.state[key];
    const index = collection.findIndex((record) => record.id === id);
    if (index < 0) return false;
    collection.splice(index, 1);
    this.changed();
    return true;
  }

  /** The stored record of a write: core/domain/records.ts, over the stored one. */
  private documentRecord(input: DocumentCreate, base: SeedDocument): SeedDocument {
    return { ...base, ...documentValues(input, (id) => this.file(id)), updatedAt: this.now() };
  }

  createDocument(input: DocumentCreate): Document {
    return this.document(
      this.insertRecord(this.state.documents, input.slug, (base) =>
        this.documentRecord(input, base),
      ),
    );
  }

  updateDocument(id: string, input: DocumentCreate): Document | null {
    const record = this.replaceRecord(this.state.documents, id, input.slug, (existing) =>
      this.documentRecord(input, existing),
    );
    return record && this.document(record);
  }

  deleteDocument(id: string): boolean {
    return this.removeRecord('documents', id);
  }

  /** A published document's pending changes (core/domain/store.ts savePendingDocument). */
  savePendingDocument(id: string, input: DocumentCreate, publishAt: string | null): boolean {
    return this.pendingIn(this.state.documents).save(id, input, publishAt);
  }

  /** The document as its pending changes make it; null when it has none. */
  findPendingDocument(id: string): Document | null {
    const record = this.state.documents.find((document) => document.id === id);
    if (!record?.pending) return null;
    return {
      ...this.document(this.documentRecord(record.pending, record)),
      updatedAt: record.updatedAt,
      hasPendingChanges: true,
      pendingPublishAt: record.pendingPublishAt ?? null,
    };
  }

  discardPendingDocument(id: string): boolean {
    return this.pendingIn(this.state.documents).discard(id);
  }

  claimDuePendingDocuments(now: Date): { id: string; input: DocumentCreate; publishAt: string }[] {
    return this.pendingIn(this.state.documents).claimDue(now);
  }

  /** The scheduled documents due at `now`, published (core/domain/store.ts). */
  publishDueDocuments(now: Date): { document: Document; publishAt: string }[] {
    return this.publishScheduled(this.state.documents, now).map(({ record, publishAt }) => ({
      document: this.document(record),
      publishAt,
    }));
  }

  /** Publishes the records whose schedule is due at `now` (server/store/pending.ts's twin). */
  private publishScheduled<R extends { status?: string; publishAt?: string | null }>(
    records: R[],
    now: Date,
  ): { record: R; publishAt: string }[] {
    const due = records.filter(
      (record) =>
        record.status === 'scheduled' &&
        record.publishAt &&
        Date.parse(record.publishAt) <= now.getTime(),
    );
    const published = due.map((record) => {
      const publishAt = record.publishAt ?? '';
      Object.assign(record, { status: 'published', publishAt: null, updatedAt: this.now() });
      return { record, publishAt };
    });
    if (published.length > 0) this.changed();
    return published;
  }

  // Products -----------------------------------------------------------------------------------

  product(record: SeedProduct): Product {
    const { pending: _pending, pendingPublishAt: _time, ...stored } = record;
    return {
      ...clone(stored),
      status: record.status ?? 'published',
      publishAt: record.publishAt ?? null,
      productMainImage: this.file(record.productMainImageId),
      productImage: this.file(record.productImageId),
      files: this.files(record.fileIds),
      documentFiles: this.files(record.documentFileIds),
      documentImages: this.files(record.documentImageIds),
      productImages: this.files(record.productDetailImageIds),
      // Its published documents only (issue 21: a draft is nowhere public).
      documents: record.documentIds
        .map((id) => this.documentById(id))
        .filter(
          (document): document is Document => document !== null && isPublished(document.status),
        ),
    };
  }

  products(): Product[] {
    return this.state.products.map((record) => this.product(record));
  }

  findProduct(predicate: (product: SeedProduct) => boolean): Product | null {
    const record = this.state.products.find(predicate);
    return record ? this.product(record) : null;
  }

  private productRecord(input: ProductCreate, base: SeedProduct): SeedProduct {
    const values = productValues(input, (id) => this.file(id));
    return { ...base, ...values, ...keptSeoFields(values, base), updatedAt: this.now() };
  }

  createProduct(input: ProductCreate): Product {
    return this.product(
      this.insertRecord(this.state.products, input.slug, (base) => this.productRecord(input, base)),
    );
  }

  /** Drops the pending changes too, unless `keepPending` (core/domain/store.ts). */
  updateProduct(id: string, input: ProductCreate, keepPending = false): Product | null {
    const record = this.replaceRecord(this.state.products, id, input.slug, (existing) => ({
      ...this.productRecord(input, existing),
      ...(keepPending ? {} : { pending: null, pendingPublishAt: null }),
    }));
    return record && this.product(record);
  }

  /** A published product's pending changes (core/domain/store.ts savePendingProduct). */
  savePendingProduct(id: string, input: ProductCreate, publishAt: string | null = null): boolean {
    return this.pendingIn(this.state.products).save(id, input, publishAt);
  }

  /** The product as its pending changes make it; null when it has none. */
  findPendingProduct(id: string): Product | null {
    const record = this.state.products.find((product) => product.id === id);
    if (!record?.pending) return null;
    const values = productValues(record.pending, (fileId) => this.file(fileId));
    return {
      ...this.product({ ...record, ...values, ...keptSeoFields(values, record) }),
      hasPendingChanges: true,
      pendingPublishAt: record.pendingPublishAt ?? null,
    };
  }

  discardPendingProduct(id: string): boolean {
    return this.pendingIn(this.state.products).discard(id);
  }

  /** The pending changes due at `now`, taken off their schedule (core/domain/store.ts). */
  claimDuePendingProducts(now: Date): { id: string; input: ProductCreate; publishAt: string }[] {
    return this.pendingIn(this.state.products).claimDue(now);
  }

  /** The scheduled products due at `now`, published (one browser: nothing to race). */
  publishDueProducts(now: Date): { product: Product; publishAt: string }[] {
    return this.publishScheduled(this.state.products, now).map(({ record, publishAt }) => ({
      product: this.product(record),
      publishAt,
    }));
  }

  /** Deletes the product and takes it off every page. */
  deleteProduct(id: string): boolean {
    for (const page of this.state.pages) {
      page.productIds = page.productIds.filter((productId) => productId !== id);
    }
    return this.removeRecord('products', id);
  }

  // Pages --------------------------------------------------------------------------------------

  page(record: SeedPage): Page {
    const { pending: _pending, pendingPublishAt: _time, ...stored } = record;
    return {
      ...clone(stored),
      pageType: record.pageType as Page['pageType'],
      mainImage: this.file(record.mainImageId),
      products: record.productIds
        .map((id) => this.findProduct((product) => product.id === id))
        .filter((product): product is Product => product !== null),
      files: this.files(record.fileIds),
    };
  }

  pages(filter?: (page: SeedPage) => boolean): Page[] {
    return this.state.pages.filter(filter ?? (() => true)).map((record) => this.page(record));
  }

  findPage(predicate: (page: SeedPage) => boolean): Page | null {
    const record = this.state.pages.find(predicate);
    return record ? this.page(record) : null;
  }

  private pageRecord(input: PageCreate, base: SeedPage): SeedPage {
    const values = pageValues(input, (id) => this.file(id));
    return { ...base, ...values, ...keptSeoFields(values, base), updatedAt: this.now() };
  }

  createPage(input: PageCreate): Page {
    return this.page(
      this.insertRecord(this.state.pages, input.slug, (base) => this.pageRecord(input, base)),
    );
  }

  updatePage(id: string, input: PageCreate): Page | null {
    const record = this.replaceRecord(this.state.pages, id, input.slug, (existing) =>
      this.pageRecord(input, existing),
    );
    return record && this.page(record);
  }

  /** A page's pending changes (core/domain/store.ts savePendingPage). */
  savePendingPage(id: string, input: PageCreate, publishAt: string | null): boolean {
    return this.pendingIn(this.state.pages).save(id, input, publishAt);
  }

  /** The page as its pending changes make it; null when it has none. */
  findPendingPage(id: string): Page | null {
    const record = this.state.pages.find((page) => page.id === id);
    if (!record?.pending) return null;
    const values = pageValues(record.pending, (fileId) => this.file(fileId));
    return {
      ...this.page({ ...record, ...values, ...keptSeoFields(values, record) }),
      hasPendingChanges: true,
      pendingPublishAt: record.pendingPublishAt ?? null,
    };
  }

  discardPendingPage(id: string): boolean {
    return this.pendingIn(this.state.pages).discard(id);
  }

  /** The pages' pending changes due at `now`, taken off their schedule (core/domain/store.ts). */
  claimDuePendingPages(now: Date): { id: string; input: PageCreate; publishAt: string }[] {
    return this.pendingIn(this.state.pages).claimDue(now);
  }

  /**
   * The bookkeeping of pending changes, once for products and pages (server/store/pending.ts is
   * the server's): kept on the record, dropped, or taken off their schedule when due.
   */
  private pendingIn<I>(
    records: { id: string; pending?: I | null; pendingPublishAt?: string | null }[],
  ) {
    const find = (id: string) => records.find((record) => record.id === id);
    return {
      save: (id: string, input: I, publishAt: string | null) => {
        const record = find(id);
        if (!record) return false;
        record.pending = clone(input);
        record.pendingPublishAt = publishAt;
        this.changed();
        return true;
      },
      discard: (id: string) => {
        const record = find(id);
        if (!record?.pending) return false;
        record.pending = null;
        record.pendingPublishAt = null;
        this.changed();
        return true;
      },
      claimDue: (now: Date) => {
        const claimed = records.flatMap((record) => {
          const publishAt = record.pendingPublishAt;
          if (!record.pending || !publishAt || Date.parse(publishAt) > now.getTime()) return [];
          record.pendingPublishAt = null;
          return [{ id: record.id, input: clone(record.pending), publishAt }];
        });
        if (claimed.length > 0) this.changed();
        return claimed;
      },
    };
  }

  setPageProductOrder(id: string, productIds: string[]): Page | null {
    const page = this.state.pages.find((candidate) => candidate.id === id);
    if (!page) return null;
    page.productIds = [...productIds];
    page.updatedAt = this.now();
    this.changed();
    return this.page(page);
  }

  deletePage(id: string): boolean {
    return this.removeRecord('pages', id);
  }

  // Enquiries ----------------------------------------------------------------------------------

  /** Newest first (spam included, flagged). */
  enquiries(): Contact[] {
    return this.state.enquiries.map(contactOf).reverse().sort(newestEnquiryFirst);
  }

  /** One page of the inbox, as the server's SQL does it (core/domain/enquiries.ts). */
  enquiryInbox(query: InboxQuery): InboxPage {
    const all = this.enquiries();
    const shown = all.filter(
      (enquiry) =>
        enquiry.isSpam === (query.filter === 'spam') && matchesSearch(enquiry, query.search),
    );
    return {
      ...pageOfList(shown, query),
      unreadCount: all.filter((enquiry) => !enquiry.isSpam && !enquiry.isRead).length,
      spamCount: all.filter((enquiry) => enquiry.isSpam).length,
    };
  }

  enquiry(id: string): Contact | null {
    const enquiry = this.state.enquiries.find((candidate) => candidate.id === id);
    return enquiry ? contactOf(enquiry) : null;
  }

  createEnquiry(input: Omit<Contact, 'id' | 'createdAt' | 'isRead'>, isSpam: boolean): Contact {
    const enquiry: SeedEnquiry = {
      id: crypto.randomUUID(),
      ...enquiryValues(input),
      createdAt: this.now(),
      isRead: false,
      isSpam,
    };
    this.state.enquiries.push(enquiry);
    this.changed();
    return contactOf(enquiry);
  }

  updateEnquiry(input: Omit<Contact, 'createdAt'>): Contact | null {
    const enquiry = this.state.enquiries.find((candidate) => candidate.id === input.id);
    if (!enquiry) return null;
    Object.assign(enquiry, enquiryUpdateValues(input));
    this.changed();
    return contactOf(enquiry);
  }

  deleteEnquiry(id: string): boolean {
    return this.removeRecord('enquiries', id);
  }

  /** KVKK retention (core/domain/store.ts deleteEnquiriesBefore): the inbox's and the trash's. */
  deleteEnquiriesBefore(before: Date): string[] {
    const expired = (createdAt: unknown) =>
      typeof createdAt === 'string' && Date.parse(createdAt) < before.getTime();
    const live = this.state.enquiries.filter((enquiry) => expired(enquiry.createdAt));
    const trashed = this.state.trash.filter(
      (entry) => entry.kind === 'enquiry' && expired(entry.record['createdAt']),
    );
    if (live.length === 0 && trashed.length === 0) return [];
    this.state.enquiries = this.state.enquiries.filter((enquiry) => !live.includes(enquiry));
    this.state.trash = this.state.trash.filter((entry) => !trashed.includes(entry));
    this.changed();
    return [...live.map((enquiry) => enquiry.id), ...trashed.map((entry) => entry.itemId)];
  }

  // Content service --------------------------------------------------------------------------

  content<K extends ContentKey>(key: K): ContentValues[K] {
    const values: ContentValues = {
      contact: this.state.contactContent,
      asilnunx: this.state.asilnunx,
      // A state saved before the notice existed has none: the default then.
      'aydinlatma-metni': (this.state.privacyNotice ??= clone(DEFAULT_PRIVACY_NOTICE)),
      ...this.state.servicePages,
    };
    return values[key];
  }

  setContent<K extends ContentKey>(key: K, value: ContentValues[K]): void {
    if (key === 'contact') this.state.contactContent = value as ContactContent;
    else if (key === 'asilnunx') this.state.asilnunx = value as BrandedResinContent;
    else if (key === 'aydinlatma-metni') this.state.privacyNotice = value as PrivacyNoticeContent;
    else this.state.servicePages[key as ServicePageKey] = value as ServicePageContent;
    this.changed();
  }

  /** A page's pending changes (core/domain/store.ts getPendingContent). */
  pendingContent<K extends ContentKey>(key: K): PendingContent<K> | null {
    // A state saved before content drafts existed has none.
    const pending = (this.state.pendingContent ??= {})[key];
    return pending ? (clone(pending) as PendingContent<K>) : null;
  }

  setPendingContent<K extends ContentKey>(key: K, pending: PendingContent<K> | null): boolean {
    const all = (this.state.pendingContent ??= {});
    const had = Boolean(all[key]);
    all[key] = pending ? (clone(pending) as PendingContent) : undefined;
    if (had || pending) this.changed();
    return had;
  }

  /** Takes the due pending changes off their schedule (core/domain/store.ts claimDuePendingContent). */
  claimDuePendingContent(now: Date): DuePendingContent[] {
    const all = (this.state.pendingContent ??= {});
    const claimed = (Object.keys(all) as ContentKey[]).flatMap((key) => {
      const pending = all[key];
      const publishAt = pending?.publishAt;
      if (!pending || !publishAt || Date.parse(publishAt) > now.getTime()) return [];
      pending.publishAt = null;
      return [{ key, value: clone(pending.value), publishAt }];
    });
    if (claimed.length > 0) this.changed();
    return claimed;
  }

  // Audit log ----------------------------------------------------------------------------------

  recordAudit(entry: NewAuditEntry): void {
    this.state.audit.push({
      ...clone(entry),
      target: entry.target ?? null,
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
    });
    this.changed();
  }

  /** The entries about these records keep no name (core/domain/store.ts forgetAuditNames). */
  forgetAuditNames(kind: string, ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const entry of this.state.audit) {
      if (entry.target?.kind === kind && gone.has(entry.target.id)) entry.target.name = null;
    }
    this.changed();
  }

  // Users --------------------------------------------------------------------------------------

  findUser(username: string, password: string): MockUser | undefined {
    return this.state.users.find(
      (user) => user.username === username && user.password === password,
    );
  }

  userById(id: string): MockUser | undefined {
    return this.state.users.find((user) => user.id === id);
  }

  /** Oldest account first, then by name (as the server lists them). */
  listUsers(): MockUser[] {
    return [...this.state.users].sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) ||
        (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
    );
  }

  createUser(input: { username: string; password: string; email?: string | null }): MockUser {
    if (this.state.users.some((user) => user.username === input.username)) {
      throw new ConflictError(MESSAGES.usernameTaken);
    }
    const user: MockUser = {
      id: crypto.randomUUID(),
      username: input.username,
      password: input.password,
      email: input.email ?? null,
      createdAt: new Date().toISOString(),
      lastSignInAt: null,
      sessionGeneration: 0,
    };
    this.state.users.push(user);
    this.changed();
    return user;
  }

  /**
   * A new password (`password` unchanged: only its sessions end); every session ends. A
   * `generated` one must be changed at the next sign-in.
   */
  endSessions(id: string, password?: string, generated = false): MockUser | null {
    const user = this.userById(id);
    if (!user) return null;
    if (password !== undefined) {
      user.password = password;
      user.mustChangePassword = generated;
    }
    user.sessionGeneration += 1;
    this.changed();
    return user;
  }

  /** Never the last administrator. */
  removeUser(id: string): 'removed' | 'missing' | 'last' {
    const index = this.state.users.findIndex((user) => user.id === id);
    if (index < 0) return 'missing';
    if (this.state.users.length <= 1) return 'last';
    this.state.users.splice(index, 1);
    this.changed();
    return 'removed';
  }

  recordSignIn(id: string): void {
    const user = this.userById(id);
    if (!user) return;
    user.lastSignInAt = new Date().toISOString();
    this.changed();
  }

  /** Changes an account (its second factors); false when there is no such account. */
  changeUser<T>(id: string, change: (user: MockUser) => T): T | undefined {
    const user = this.userById(id);
    if (!user) return undefined;
    const result = change(user);
    this.changed();
    return result;
  }
}
