import type {
  Document,
  DocumentCreate,
  Page,
  PageCreate,
  Product,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type { Actor, ContentKey } from './types.ts';
import { CONTENT_KEYS } from './file-users.ts';

/**
 * History and undo (issue 14 section 2): every save of a product, a page, a document or a
 * content-service page keeps a revision with who saved it, when, and the whole record. What a
 * revision stores is the record in its create-input shape (ProductCreate, PageCreate,
 * DocumentCreate, the content page's value) as it was stored after the save, so a restore sends
 * it back through the same operation and the same rules as a save. The mocks and the server keep
 * revisions behind `RevisionStore.addRevision`, which trims to {@link REVISIONS_KEPT} in the same write.
 */

export type RevisionKind = 'product' | 'page' | 'document' | 'content';

/** The newest revisions kept per item; an older one is dropped by the write that makes the 51st. */
export const REVISIONS_KEPT = 50;

/** A record in its create-input shape: field name to value. */
export type RevisionData = Record<string, unknown>;

export interface RevisionSummary {
  id: string;
  kind: RevisionKind;
  /** A record's id, or a content page's key (`contact`, `asilnunx`, a service page's key). */
  itemId: string;
  /** ISO 8601. */
  savedAt: string;
  /** Who saved it; null for the state an item had before its first recorded save. */
  username: string | null;
}

export interface Revision extends RevisionSummary {
  data: RevisionData;
}

export interface NewRevision {
  kind: RevisionKind;
  itemId: string;
  username: string | null;
  data: RevisionData;
  /** When it was saved; now when left out. */
  savedAt?: Date;
}

/** Every field of a create input, so that a field added to the contract cannot be forgotten here. */
type FieldSet<T> = Record<keyof T, true>;

/** What pages and products share: names, text lists and the search and share fields. */
const COMMON_FIELDS = {
  name: true,
  slug: true,
  titles: true,
  subtitles: true,
  descriptions: true,
  listTitles: true,
  listItems: true,
  urls: true,
  videoUrls: true,
  videoTitles: true,
  videoDescriptions: true,
  metaTitle: true,
  metaDescription: true,
  shareImage: true,
} as const;

const PRODUCT_FIELDS = {
  ...COMMON_FIELDS,
  homePageSubtitle: true,
  bannerImageUrl: true,
  productMainImageId: true,
  productImageId: true,
  mainImageUrl: true,
  image: true,
  documentImageIds: true,
  productDetailImageIds: true,
  documentIds: true,
  fileIds: true,
  documentFileIds: true,
  productDetailFileIds: true,
  showContact: true,
  // `status` and its `publishAt` are not content: a restore keeps the product as published,
  // draft or scheduled as it is now.
} satisfies FieldSet<Required<Omit<ProductCreate, 'status' | 'publishAt'>>>;

/**
 * A page's `products` is ignored on write (the order comes from `productIds`): not kept; nor is
 * the `status` of a write (a page's pending changes are not a revision until published).
 */
const PAGE_FIELDS = {
  ...COMMON_FIELDS,
  pageType: true,
  backgroundImageUrl: true,
  bannerImageUrl: true,
  mainImageUrl: true,
  mainImageId: true,
  fileIds: true,
  productIds: true,
  documentIds: true,
  additionalFields: true,
} satisfies FieldSet<Required<Omit<PageCreate, 'products' | 'status' | 'publishAt'>>>;

const DOCUMENT_FIELDS = {
  name: true,
  slug: true,
  description: true,
  category: true,
  order: true,
  url: true,
  fileId: true,
  mimeType: true,
  fileSize: true,
  previewImageFileId: true,
  previewImageUrl: true,
  isActive: true,
  // As a product's, `status` and `publishAt` are not content.
} satisfies FieldSet<Required<Omit<DocumentCreate, 'status' | 'publishAt'>>>;

/** The fields of `record` named in `fields`; a field the record lacks is null (cleared). */
function picked<T>(record: object, fields: Record<string, true>): T {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, values[key] ?? null])) as T;
}

export const productRevisionData = (product: Product): ProductCreate =>
  picked(product, PRODUCT_FIELDS);
export const pageRevisionData = (page: Page): PageCreate => picked(page, PAGE_FIELDS);
export const documentRevisionData = (document: Document): DocumentCreate =>
  picked(document, DOCUMENT_FIELDS);
/** A product's, a page's or a document's record in its create-input shape. */
export function recordRevisionData(
  kind: Exclude<RevisionKind, 'content'>,
  record: Product | Page | Document,
): RevisionData {
  switch (kind) {
    case 'product':
      return { ...productRevisionData(record as Product) };
    case 'page':
      return { ...pageRevisionData(record as Page) };
    case 'document':
      return { ...documentRevisionData(record as Document) };
  }
}

/** A content page as stored, without the read-only `images` a read adds. */
export function contentRevisionData(value: object): RevisionData {
  const { images: _images, ...rest } = value as Record<string, unknown>;
  return rest;
}

export const isContentKey = (key: string): key is ContentKey =>
  (CONTENT_KEYS as readonly string[]).includes(key);

/** A value as compared: a missing field and null are the same (nothing stored). */
const comparable = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The fields whose values differ between two versions of a record, in the order of `a` then the
 * fields only `b` has. Lists and nested values (a content page's document links) compare whole.
 */
export function changedFields(a: RevisionData, b: RevisionData): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => comparable(a[key]) !== comparable(b[key]));
}

/**
 * Which of an item's revisions a new one pushes out: given newest first, those past the newest
 * `keep` (the mocks trim with it; the server does the same in SQL).
 */
export const revisionsPastKept = <T>(newestFirst: readonly T[], keep = REVISIONS_KEPT): T[] =>
  newestFirst.slice(keep);

/**
 * Keeps the revision of a save, after it was stored. `before`, the item's state before the save,
 * is given when the item had no revision yet: its first recorded save then keeps the earlier
 * state first (by no one), so the first undo works on seeded content too.
 */
export async function keepRevision(
  store: Pick<RevisionStore, 'addRevision'>,
  revision: { kind: RevisionKind; itemId: string; data: RevisionData },
  actor: Actor,
  before?: { data: RevisionData; savedAt?: Date } | null,
): Promise<void> {
  if (before) {
    await store.addRevision({
      ...revision,
      data: before.data,
      savedAt: before.savedAt,
      username: null,
    });
  }
  await store.addRevision({ ...revision, username: actor.username });
}

/** Whether the item has no revision yet: its save should keep the state before it as well. */
export const hasNoRevision = async (
  store: Pick<RevisionStore, 'listRevisions'>,
  kind: RevisionKind,
  itemId: string,
) => (await store.listRevisions(kind, itemId)).length === 0;

interface Saving<T> {
  /** The record as stored now; left out for a create. */
  read?: () => Promise<T | null>;
  /** The write; null when there is no such record. */
  save: () => Promise<T | null>;
  /** The record in its create-input shape ({@link productRevisionData}, ...). */
  dataOf: (record: T) => object;
}

/**
 * A product's, page's or document's save with its revision (see {@link keepRevision}): the
 * saved record, or null when `save` found none (nothing is kept then, nor when it throws).
 */
export async function savedWithRevision<T extends { id: string; updatedAt: string }>(
  store: Pick<RevisionStore, 'addRevision' | 'listRevisions'>,
  kind: RevisionKind,
  itemId: string | null,
  { read, save, dataOf }: Saving<T>,
  actor: Actor,
): Promise<T | null> {
  const earlier =
    itemId && read && (await hasNoRevision(store, kind, itemId)) ? await read() : null;
  const saved = await save();
  if (!saved) return null;
  const dataOfRecord = (record: T) => dataOf(record) as RevisionData;
  const before = earlier && {
    data: dataOfRecord(earlier),
    savedAt: new Date(earlier.updatedAt),
  };
  await keepRevision(store, { kind, itemId: saved.id, data: dataOfRecord(saved) }, actor, before);
  return saved;
}

/** What the store keeps of the history (part of core/domain/store.ts's DomainStore). */
export interface RevisionStore {
  // `addRevision` is core/domain/revision-transaction.ts's `revisionWrites` on a store's primitives.
  /** Appends one, then drops the item's revisions past the newest `keep`, in the same write. */
  addRevision(revision: NewRevision, keep?: number): Promise<RevisionSummary>;
  /** An item's revisions, newest first. */
  listRevisions(kind: RevisionKind, itemId: string): Promise<RevisionSummary[]>;
  getRevision(id: string): Promise<Revision | null>;
}
