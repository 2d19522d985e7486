import type {
  DocumentCreate,
  PageCreate,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
// Field names mirror the API contract (openapi/backend.yaml and openapi/content.yaml); keep them in sync.

export interface SeedFile {
  id: string;
  name: string;
  /** "/uploads/<unique-file-name>" */
  path: string;
  contentType: string;
  /** Always equal to bytes.length. */
  size: number;
  /** ISO-8601 UTC */
  createdAt: string;
  bytes: Uint8Array;
  /** An image's size in pixels (an SVG's from its viewBox); absent for documents. */
  width?: number;
  height?: number;
}

export interface SeedDocument {
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

/**
 * The optional search and share fields (openapi MetaTitle, MetaDescription, ShareImage); null
 * means "derived from the content" (core/lib/seo-fields.ts).
 */
interface SeedSeoFields {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
}

export interface SeedProduct extends SeedSeoFields {
  id: string;
  name: string;
  slug: string;
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  homePageSubtitle: string | null;
  listTitles: string[];
  listItems: string[];
  urls: string[];
  videoUrls: string[];
  videoTitles: string[];
  videoDescriptions: string[];
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

export interface SeedPage extends SeedSeoFields {
  id: string;
  pageType: number;
  name: string;
  slug: string;
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  listTitles: string[];
  listItems: string[];
  urls: string[];
  videoUrls: string[];
  videoTitles: string[];
  videoDescriptions: string[];
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

export interface SeedEnquiry {
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
}

export interface ContactContent {
  bannerTitle: string;
  bannerImage: string;
  phoneTitle: string;
  phoneNumber: string;
  emailTitle: string;
  emailAddress: string;
  locationTitle: string;
  locationAddress: string;
  instagramTitle: string;
  instagramUsername: string;
  messageFormTitle: string;
  messageFormDescription: string;
  mapTitle: string;
  mapIframeCode: string;
}

export interface DocumentLink {
  title: string;
  url: string;
}

export interface ServicePageContent extends SeedSeoFields {
  mainBannerImage: string;
  mainTitle: string;
  descriptionTitle: string;
  descriptionText: string;
  applicationAreasTitle: string;
  applicationAreas: string[];
  galleryTitle: string;
  galleryImages: string[];
  detailsTitle: string;
  detailsText: string;
  youtubeLink: string;
  bottomInfoTitle: string;
  bottomInfoText: string;
  documents: DocumentLink[];
  homepageTitle: string;
  homepageSubtitle: string;
  homepageImage: string;
}

export interface BrandedResinContent extends SeedSeoFields {
  title: string;
  description: string;
  details: string;
  info: string;
  documents: DocumentLink[];
  image: string;
  text: string;
  linkText: string;
  link: string;
}

export type ServicePageKey =
  'poliuretan-enjeksiyon' | 'kimyasal-ankraj' | 'halatli-tel-beton-kesme';

export interface SeedData {
  files: SeedFile[];
  documents: SeedDocument[];
  products: SeedProduct[];
  pages: SeedPage[];
  enquiries: SeedEnquiry[];
  contactContent: ContactContent;
  servicePages: Record<ServicePageKey, ServicePageContent>;
  asilnunx: BrandedResinContent;
}
