import type {
  ContactCreate,
  ContactNote,
  EnquirySource,
  EnquiryStatus,
  Province,
  DocumentCreate,
  FileInfo,
  PageCreate,
  ProductCreate,
  PublishStatus,
} from '../../src/api/generated/backend/model/index.ts';
import type { StoredSeoFields } from '../lib/seo-fields.ts';
import { normalizeId, normalizeIds } from './ids.ts';

// The stored records. Field names mirror the API contract (openapi/backend.yaml); keep them in
// sync. The search and share fields are null when derived from the content (core/lib/seo-fields.ts).

/** A document as stored: the seed's and the mocks' records; {@link documentValues} builds its fields. */
export interface DocumentRecord {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  category: string | null;
  order: number | null;
  url: string | null;
  fileId: string | null;
  mimeType: string | null;
  fileSize: number | null;
  previewImageFileId: string | null;
  previewImageUrl: string | null;
  fileUrl: string | null;
  path: string | null;
  isActive: boolean;
  /** As a product's (issue 21); left out: published (the seed, states saved before drafts). */
  status?: 'draft' | 'published' | 'scheduled';
  publishAt?: string | null;
  /** A published document's changes saved as a draft (the mocks keep them here). */
  pending?: DocumentCreate | null;
  pendingPublishAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The text lists products and pages share (left out of a write: empty, see textLists). */
interface TextLists {
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  listTitles: string[];
  listItems: string[];
  urls: string[];
  videoUrls: string[];
  videoTitles: string[];
  videoDescriptions: string[];
}

/** A product as stored. */
export interface ProductRecord extends StoredSeoFields, TextLists {
  id: string;
  name: string;
  slug: string;
  homePageSubtitle: string | null;
  bannerImageUrl: string | null;
  productMainImageId: string | null;
  productImageId: string | null;
  mainImageUrl: string | null;
  image: string | null;
  documentImageIds: string[];
  productDetailImageIds: string[];
  documentIds: string[];
  fileIds: string[];
  documentFileIds: string[];
  productDetailFileIds: string[];
  showContact: boolean;
  /** Left out: published (the seed's products, and states saved before drafts). */
  status?: 'draft' | 'published' | 'scheduled';
  /** When a scheduled product is published (ISO 8601); null or left out otherwise. */
  publishAt?: string | null;
  /** A published product's changes saved as a draft (the mocks keep them here); none: left out. */
  pending?: ProductCreate | null;
  /** When the pending changes are published by themselves; null: at 'Yayınla'. */
  pendingPublishAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page as stored. */
export interface PageRecord extends StoredSeoFields, TextLists {
  id: string;
  pageType: number;
  name: string;
  slug: string;
  backgroundImageUrl: string | null;
  bannerImageUrl: string | null;
  mainImageUrl: string | null;
  mainImageId: string | null;
  fileIds: string[];
  productIds: string[];
  documentIds: string[];
  additionalFields: string[];
  /** Changes saved as a draft (the mocks keep them here); none: left out. */
  pending?: PageCreate | null;
  /** When the pending changes are published by themselves; null: at 'Yayınla'. */
  pendingPublishAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An enquiry (the backend's Contact) as stored. */
export interface EnquiryRecord {
  id: string;
  isim: string;
  soyisim: string;
  telefon: string;
  sektor: string;
  mesaj: string;
  createdAt: string;
  isRead: boolean;
  /** Left out: not spam. */
  isSpam?: boolean;
  // Issue 48; each left out (the seed's, enquiries stored before): null, `{}`, 'new', no notes.
  email?: string | null;
  province?: Province | null;
  topic?: string | null;
  source?: EnquirySource;
  status?: EnquiryStatus;
  assigneeId?: string | null;
  /** A day (`2026-12-06`). */
  callbackAt?: string | null;
  /** Oldest first. */
  notes?: ContactNote[];
}

/**
 * What a write stores, built from the request in one place for the mocks and the server: the
 * defaults of left-out fields, ids in their stored spelling, and the values taken from a linked
 * file. The stores add the id and the times.
 */

type Stamps = 'id' | 'createdAt' | 'updatedAt';
type DocumentValues = Omit<DocumentRecord, Stamps | 'pending' | 'pendingPublishAt'>;
/** The search and share fields are `undefined` when the writer left them out: the stored value is kept. */
type ProductValues = Omit<ProductRecord, Stamps | SeoKey | 'pendingPublishAt'> & SeoValues;
type PageValues = Omit<PageRecord, Stamps | SeoKey | 'pending' | 'pendingPublishAt'> & SeoValues;
type EnquiryValues = ContactCreate;

type SeoKey = 'metaTitle' | 'metaDescription' | 'shareImage';
type SeoValues = { [K in SeoKey]: string | null | undefined };

/** Looks up a stored file by its (normalised) id. */
export type FileLookup = (id: string) => FileInfo | null | undefined;

// PostgreSQL text cannot hold U+0000: writes drop it rather than fail, in the mocks as well.
const NUL = String.fromCharCode(0);
export const hasNul = (value: string) => value.includes(NUL);

/** The value with every U+0000 removed from its strings (keys included). */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll(NUL, '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)]),
    ) as T;
  }
  return value;
}

/** The ids of the files a document write links, for one lookup before {@link documentValues}. */
export const documentFileIds = (input: DocumentCreate) =>
  [normalizeId(input.fileId), normalizeId(input.previewImageFileId)].filter(
    (id): id is string => id !== null,
  );

/** A record's status and schedule as stored: left out, published, as before drafts existed. */
const statusValues = (input: { status?: PublishStatus; publishAt?: string | null }) => ({
  status: input.status ?? 'published',
  // Only a schedule has a time (core/domain/publishing.ts).
  publishAt: input.status === 'scheduled' ? (input.publishAt ?? null) : null,
});

/** A document's columns; its type, size and paths come from its file when not sent. */
export function documentValues(document: DocumentCreate, fileOf: FileLookup): DocumentValues {
  const input = withoutNul(document);
  const fileId = normalizeId(input.fileId);
  const previewImageFileId = normalizeId(input.previewImageFileId);
  const file = fileId ? fileOf(fileId) : null;
  const preview = previewImageFileId ? fileOf(previewImageFileId) : null;
  return {
    name: input.name,
    slug: input.slug,
    description: input.description ?? null,
    category: input.category ?? null,
    order: input.order ?? null,
    url: input.url ?? null,
    fileId,
    mimeType: input.mimeType ?? file?.contentType ?? null,
    fileSize: input.fileSize ?? file?.size ?? null,
    previewImageFileId,
    previewImageUrl: input.previewImageUrl ?? preview?.path ?? null,
    ...statusValues(input),
    fileUrl: file?.path ?? null,
    path: file?.path ?? null,
    isActive: input.isActive ?? true,
  };
}

/** The text lists pages and products share; left out is empty. */
const textLists = (input: ProductCreate | PageCreate): TextLists => ({
  titles: input.titles ?? [],
  subtitles: input.subtitles ?? [],
  descriptions: input.descriptions ?? [],
  listTitles: input.listTitles ?? [],
  listItems: input.listItems ?? [],
  urls: input.urls ?? [],
  videoUrls: input.videoUrls ?? [],
  videoTitles: input.videoTitles ?? [],
  videoDescriptions: input.videoDescriptions ?? [],
});

const seoValues = ({ metaTitle, metaDescription, shareImage }: SeoValues | ProductCreate) => ({
  metaTitle,
  metaDescription,
  shareImage,
});

/** A product's columns; its main image path comes from the main image file when not sent. */
export function productValues(product: ProductCreate, fileOf: FileLookup): ProductValues {
  const input = withoutNul(product);
  const mainImageId = normalizeId(input.productMainImageId);
  const mainImage = mainImageId ? fileOf(mainImageId) : null;
  return {
    name: input.name,
    slug: input.slug,
    ...textLists(input),
    homePageSubtitle: input.homePageSubtitle ?? null,
    bannerImageUrl: input.bannerImageUrl ?? null,
    productMainImageId: mainImageId,
    productImageId: normalizeId(input.productImageId) ?? mainImageId,
    mainImageUrl: input.mainImageUrl ?? mainImage?.path ?? null,
    image: input.image ?? null,
    documentImageIds: normalizeIds(input.documentImageIds),
    productDetailImageIds: normalizeIds(input.productDetailImageIds),
    documentIds: normalizeIds(input.documentIds),
    fileIds: normalizeIds(input.fileIds),
    documentFileIds: normalizeIds(input.documentFileIds),
    productDetailFileIds: normalizeIds(input.productDetailFileIds),
    showContact: input.showContact ?? true,
    ...statusValues(input),
    ...seoValues(input),
  };
}

/** A page's columns; its main image path comes from the main image file when not sent. */
export function pageValues(page: PageCreate, fileOf: FileLookup): PageValues {
  const input = withoutNul(page);
  const mainImageId = normalizeId(input.mainImageId);
  const mainImage = mainImageId ? fileOf(mainImageId) : null;
  return {
    pageType: input.pageType,
    name: input.name,
    slug: input.slug,
    ...textLists(input),
    backgroundImageUrl: input.backgroundImageUrl ?? null,
    bannerImageUrl: input.bannerImageUrl ?? null,
    mainImageUrl: input.mainImageUrl ?? mainImage?.path ?? null,
    mainImageId,
    fileIds: normalizeIds(input.fileIds),
    productIds: normalizeIds(input.productIds),
    documentIds: normalizeIds(input.documentIds),
    additionalFields: input.additionalFields ?? [],
    ...seoValues(input),
  };
}

/** An enquiry as sent: its five texts (the store adds id, time and `isRead: false`). */
export const enquiryValues = (enquiry: ContactCreate): EnquiryValues => {
  const { isim, soyisim, telefon, sektor, mesaj } = withoutNul(enquiry);
  return { isim, soyisim, telefon, sektor, mesaj };
};

const SOURCE_KEYS = [
  'page',
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const satisfies readonly (keyof EnquirySource)[];

/** A source as kept: only the facts given; the referring host lower-cased (hosts know no case). */
export function enquirySourceValues(source: EnquirySource | null | undefined): EnquirySource {
  const kept: EnquirySource = {};
  for (const key of SOURCE_KEYS) {
    const value = source?.[key];
    if (typeof value === 'string' && value !== '') kept[key] = withoutNul(value);
  }
  if (kept.referrerHost) kept.referrerHost = kept.referrerHost.toLowerCase();
  return kept;
}

/** A new enquiry: its five texts, and what issue 48 added, null (or `{}`) when not given. */
export const enquiryCreateValues = (enquiry: ContactCreate) => ({
  ...enquiryValues(enquiry),
  email: enquiry.email ? withoutNul(enquiry.email) : null,
  province: enquiry.province ?? null,
  topic: enquiry.topic ? withoutNul(enquiry.topic) : null,
  source: enquirySourceValues(enquiry.source),
});

/** An enquiry's update: its five texts, whether it was read and, when given, whether it is spam. */
export const enquiryUpdateValues = (
  enquiry: ContactCreate & { isRead: boolean; isSpam?: boolean },
) => ({
  ...enquiryValues(enquiry),
  isRead: enquiry.isRead,
  ...(typeof enquiry.isSpam === 'boolean' && { isSpam: enquiry.isSpam }),
});

const turkish = new Intl.Collator('tr');

/** Documents: by `order` (unset last), then name with Turkish collation; ties keep their order. */
export const compareDocuments = (
  a: { order: number | null; name: string },
  b: { order: number | null; name: string },
) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
  turkish.compare(a.name, b.name);
