import type { ImageVariants } from '../../src/api/generated/backend/model/index.ts';
import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';

/**
 * The domain's ground (issue 47): the small types and values every entity's rules and ports share
 * (who acts, paging, lookups, stored files and their users, the content pages' keys). It imports
 * only the generated contract, so any module of core/domain may import it without a cycle; the
 * ports themselves are in the entities' modules and core/domain/store.ts composes them.
 */

/**
 * What the server measured of a stored image (server/images/): its upright size, its dominant
 * colour and the variants made of it. All null for documents and for images not processed yet.
 */
export interface ImageFacts {
  width: number | null;
  height: number | null;
  /** `#rrggbb`, lower case. */
  placeholder: string | null;
  variants: ImageVariants | null;
}

export const NO_IMAGE_FACTS: ImageFacts = {
  width: null,
  height: null,
  placeholder: null,
  variants: null,
};

/** A file record as the server keeps it: the contract's fields plus where its bytes are on disk. */
export interface StoredFile extends ImageFacts {
  id: string;
  name: string;
  /** The public path it is served at, "/uploads/<id>-<safe-name>". */
  path: string;
  contentType: string;
  size: number;
  createdAt: string;
  /** '' when none was written. */
  altText: string;
  /** The file's name inside the uploads folder (see server/services/disk-name.ts); null: no bytes. */
  diskName: string | null;
}

/** The kinds of record that can use a stored file (core/domain/file-users.ts says how). */
export type FileUserKind = 'product' | 'page' | 'document' | 'contentPage';

/** A record that uses a file: a content-service page by its key (`contact`, ...) and its title. */
export interface FileUser {
  kind: FileUserKind;
  id: string;
  name: string;
  /**
   * Whether this user shows the file to visitors: a published product, a page, a content page, a
   * public document (core/domain/publishing.ts); not a draft or a hidden document (issue 46).
   */
  shown: boolean;
}

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

export interface Paged<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export type Lookup = { id: string } | { slug: string } | { name: string };

/** Who makes a request: the signed-in administrator (null for a visitor) and their address. */
export interface Actor {
  username: string | null;
  address: string | null;
}

/** A write made by no one in particular (the seed, the server's own jobs, tests). */
export const NO_ACTOR: Actor = { username: null, address: null };

export type ServicePageKey =
  'poliuretan-enjeksiyon' | 'kimyasal-ankraj' | 'halatli-tel-beton-kesme';

export interface ContentValues {
  contact: ContactContent;
  asilnunx: BrandedResinContent;
  'aydinlatma-metni': PrivacyNoticeContent;
  menuler: MenusContent;
  'poliuretan-enjeksiyon': ServicePageContent;
  'kimyasal-ankraj': ServicePageContent;
  'halatli-tel-beton-kesme': ServicePageContent;
}
export type ContentKey = keyof ContentValues;

/** A content page's pending changes, as the store keeps them. */
export interface PendingContent<K extends ContentKey = ContentKey> {
  value: ContentValues[K];
  /** ISO 8601: when the server publishes them by itself; null: they wait for 'Yayınla'. */
  publishAt: string | null;
}

/** Pending changes whose time has come, claimed by one caller. */
export interface DuePendingContent {
  key: ContentKey;
  value: ContentValues[ContentKey];
  /** ISO 8601. */
  publishAt: string;
}

/** The product list's order (listProducts' `Order`). */
export type ProductOrder = 'created' | 'newest';
