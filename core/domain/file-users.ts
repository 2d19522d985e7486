import { uploadPathsIn } from '../lib/image-variants.ts';
import type { DocumentRecord, PageRecord, ProductRecord } from './records.ts';
import type { FieldErrors } from './replies.ts';
import type { ContentKey, ContentValues, FileUser, FileUserKind } from './types.ts';
import { PRIVACY_NOTICE_PATH } from './privacy.ts';

/**
 * Which fields of a record make it a user of a stored file (DELETE /api/File/{id} answers 409
 * while there is one). A record uses a file when it names the file by id, or shows it by its
 * `/uploads/...` path. The mocks test records with {@link usesFile}; the server asks the same
 * columns in SQL (server/store/file-users.ts). A product or page that lists a document
 * (`documentIds`) uses the document, not its file: the document is named as the user.
 */
interface References<T> {
  /** Fields holding one file id. */
  ids: readonly (keyof T & string)[];
  /** Fields holding a list of file ids. */
  idLists: readonly (keyof T & string)[];
  /** Fields holding a file's public path. */
  paths: readonly (keyof T & string)[];
  /** Fields holding a list of links, any of which may be a file's path (the about page's logos). */
  pathLists: readonly (keyof T & string)[];
}

export const PRODUCT_FILE_REFERENCES = {
  ids: ['productMainImageId', 'productImageId'],
  idLists: [
    'documentImageIds',
    'productDetailImageIds',
    'fileIds',
    'documentFileIds',
    'productDetailFileIds',
  ],
  paths: ['bannerImageUrl', 'mainImageUrl', 'image', 'shareImage'],
  pathLists: ['urls'],
} as const satisfies References<ProductRecord>;

export const PAGE_FILE_REFERENCES = {
  ids: ['mainImageId'],
  idLists: ['fileIds'],
  paths: ['backgroundImageUrl', 'bannerImageUrl', 'mainImageUrl', 'shareImage'],
  pathLists: ['urls'],
} as const satisfies References<PageRecord>;

export const DOCUMENT_FILE_REFERENCES = {
  ids: ['fileId', 'previewImageFileId'],
  idLists: [],
  paths: ['previewImageUrl', 'fileUrl', 'path'],
  pathLists: [],
} as const satisfies References<DocumentRecord>;

/** Whether a stored record uses the file through one of `references`' fields. */
export function usesFile<T extends object>(
  record: T,
  references: References<T>,
  file: { id: string; path: string },
): boolean {
  const value = (field: keyof T) => record[field] as unknown;
  const listHas = (field: keyof T, wanted: string) => {
    const list = value(field);
    return Array.isArray(list) && list.includes(wanted);
  };
  return (
    references.ids.some((field) => value(field) === file.id) ||
    references.idLists.some((field) => listHas(field, file.id)) ||
    references.paths.some((field) => value(field) === file.path) ||
    references.pathLists.some((field) => listHas(field, file.path))
  );
}

/** The content service's pages, in the order they are named, with the titles they are named by. */
const CONTENT_PAGE_TITLES: Readonly<Record<ContentKey, string>> = {
  contact: 'İletişim',
  asilnunx: 'AsilNunX',
  'aydinlatma-metni': 'Aydınlatma Metni',
  menuler: 'Menüler',
  'poliuretan-enjeksiyon': 'Poliüretan Enjeksiyon',
  'kimyasal-ankraj': 'Kimyasal Ankraj',
  'halatli-tel-beton-kesme': 'Halatlı Tel Beton Kesme',
};

export const CONTENT_KEYS = Object.keys(CONTENT_PAGE_TITLES) as ContentKey[];

/** A content-service page's title, as the panel names it. */
export const contentPageTitle = (key: ContentKey) => CONTENT_PAGE_TITLES[key];

/** The public address of each content-service page. */
const CONTENT_PAGE_PATHS: Readonly<Record<ContentKey, string>> = {
  contact: '/contact',
  asilnunx: '/AsilNunX',
  'aydinlatma-metni': PRIVACY_NOTICE_PATH,
  // The menus show on every page; their preview opens the home page.
  menuler: '/',
  'poliuretan-enjeksiyon': '/PoliuretanEnjeksiyon',
  'kimyasal-ankraj': '/KimyasalAnkraj',
  'halatli-tel-beton-kesme': '/HalatliTelBetonKesme',
};

/** A content-service page's address on the site. */
export const contentPagePath = (key: ContentKey) => CONTENT_PAGE_PATHS[key];

/** A content page uses a file whose path appears anywhere in its content. */
export const contentUser = <K extends ContentKey>(
  key: K,
  value: ContentValues[K],
  path: string,
): FileUser | null =>
  uploadPathsIn(value).has(path)
    ? { kind: 'contentPage', id: key, name: CONTENT_PAGE_TITLES[key], shown: true }
    : null;

/** The reply's `errors` key of each kind (FileUsers in openapi/backend.yaml), in reply order. */
const ERROR_KEYS: Record<FileUserKind, string> = {
  product: 'products',
  page: 'pages',
  document: 'documents',
  contentPage: 'contentPages',
};

/** The 409's `errors`: the users' names by kind, only the kinds that have any. */
export function fileUserErrors(users: readonly FileUser[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const kind of Object.keys(ERROR_KEYS) as FileUserKind[]) {
    const names = users.filter((user) => user.kind === kind).map((user) => user.name);
    if (names.length > 0) errors[ERROR_KEYS[kind]] = names;
  }
  return errors;
}
