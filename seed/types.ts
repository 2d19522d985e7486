import type { StoredSeoFields } from '../core/lib/seo-fields.ts';
import type {
  DocumentRecord,
  EnquiryRecord,
  PageRecord,
  ProductRecord,
} from '../core/domain/records.ts';
import type { ServicePageKey, StoredFile } from '../core/domain/types.ts';
// Field names mirror the API contract (openapi/backend.yaml and openapi/content.yaml); keep them in sync.
// The records' types are the domain's (core/domain/records.ts); these are the seed's own.

/**
 * A seed file: a stored file's own fields (`path` is "/uploads/<unique-file-name>", `size` always
 * bytes.length, `createdAt` ISO-8601 UTC) with its bytes.
 */
export interface SeedFile extends Pick<
  StoredFile,
  'id' | 'name' | 'path' | 'contentType' | 'size' | 'createdAt'
> {
  bytes: Uint8Array;
  /** An image's size in pixels (an SVG's from its viewBox); absent for documents. */
  width?: number;
  height?: number;
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

export interface ServicePageContent extends StoredSeoFields {
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

export interface BrandedResinContent extends StoredSeoFields {
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

export interface SeedData {
  files: SeedFile[];
  documents: DocumentRecord[];
  products: ProductRecord[];
  pages: PageRecord[];
  enquiries: EnquiryRecord[];
  contactContent: ContactContent;
  servicePages: Record<ServicePageKey, ServicePageContent>;
  asilnunx: BrandedResinContent;
}
