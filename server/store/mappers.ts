import type {
  Contact,
  Document,
  EnquirySource,
  EnquiryStatus,
  FileInfo,
  Page,
  Product,
  Province,
  PublishStatus,
} from '../../src/api/generated/backend/model/index.ts';
import { contactOf } from '../../core/domain/enquiries.ts';
import type { documents, enquiries, files, pages, products } from '../db/schema.ts';
import type { StoredFile } from '../../core/domain/types.ts';

/** Rows as drizzle reads them -> the contract's shapes (no queries here: see resolve.ts). */

export type FileRow = typeof files.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;

const iso = (value: Date) => value.toISOString();

export function fileInfo(row: FileRow): FileInfo & Omit<StoredFile, 'diskName'> {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    contentType: row.contentType,
    size: row.size,
    createdAt: iso(row.createdAt),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    altText: row.altText,
    variants: row.variants,
  };
}

export function storedFile(row: FileRow): StoredFile {
  return { ...fileInfo(row), diskName: row.diskName };
}

export type FileMap = ReadonlyMap<string, FileInfo>;
type DocumentMap = ReadonlyMap<string, Document>;
type ProductMap = ReadonlyMap<string, Product>;

const fileFrom = (map: FileMap, id: string | null): FileInfo | null =>
  (id ? map.get(id) : undefined) ?? null;
const filesFrom = (map: FileMap, ids: readonly string[]): FileInfo[] =>
  ids.map((id) => map.get(id)).filter((file): file is FileInfo => file !== undefined);

export function documentFrom(row: DocumentRow, fileMap: FileMap): Document {
  const file = fileFrom(fileMap, row.fileId);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    order: row.order,
    url: row.url,
    fileId: row.fileId,
    file,
    mimeType: row.mimeType,
    contentType: row.mimeType ?? file?.contentType ?? null,
    fileSize: row.fileSize,
    previewImageFileId: row.previewImageFileId,
    previewImageUrl: row.previewImageUrl,
    previewImageFile: fileFrom(fileMap, row.previewImageFileId),
    fileUrl: file?.path ?? row.fileUrl,
    path: file?.path ?? row.path,
    isActive: row.isActive,
    status: row.status as PublishStatus,
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The text lists products and pages share, in their order. */
const textListsFrom = (row: ProductRow | PageRow) => ({
  listTitles: row.listTitles,
  listItems: row.listItems,
  urls: row.urls,
  videoUrls: row.videoUrls,
  videoTitles: row.videoTitles,
  videoDescriptions: row.videoDescriptions,
});

export function productFrom(row: ProductRow, fileMap: FileMap, documentMap: DocumentMap): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    titles: row.titles,
    subtitles: row.subtitles,
    descriptions: row.descriptions,
    homePageSubtitle: row.homePageSubtitle,
    ...textListsFrom(row),
    bannerImageUrl: row.bannerImageUrl,
    productMainImageId: row.productMainImageId,
    productImageId: row.productImageId,
    mainImageUrl: row.mainImageUrl,
    image: row.image,
    documentImageIds: row.documentImageIds,
    productDetailImageIds: row.productDetailImageIds,
    documentIds: row.documentIds,
    fileIds: row.fileIds,
    documentFileIds: row.documentFileIds,
    productDetailFileIds: row.productDetailFileIds,
    showContact: row.showContact,
    status: row.status as PublishStatus,
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    shareImage: row.shareImage,
    productMainImage: fileFrom(fileMap, row.productMainImageId),
    productImage: fileFrom(fileMap, row.productImageId),
    files: filesFrom(fileMap, row.fileIds),
    documentFiles: filesFrom(fileMap, row.documentFileIds),
    documentImages: filesFrom(fileMap, row.documentImageIds),
    productImages: filesFrom(fileMap, row.productDetailImageIds),
    documents: row.documentIds
      .map((id) => documentMap.get(id))
      .filter((document): document is Document => document !== undefined),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function pageFrom(row: PageRow, fileMap: FileMap, productMap: ProductMap): Page {
  return {
    id: row.id,
    pageType: row.pageType as Page['pageType'],
    name: row.name,
    slug: row.slug,
    titles: row.titles,
    subtitles: row.subtitles,
    descriptions: row.descriptions,
    ...textListsFrom(row),
    backgroundImageUrl: row.backgroundImageUrl,
    bannerImageUrl: row.bannerImageUrl,
    mainImageUrl: row.mainImageUrl,
    mainImageId: row.mainImageId,
    mainImage: fileFrom(fileMap, row.mainImageId),
    fileIds: row.fileIds,
    productIds: row.productIds,
    documentIds: row.documentIds,
    additionalFields: row.additionalFields,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    shareImage: row.shareImage,
    products: row.productIds
      .map((id) => productMap.get(id))
      .filter((product): product is Product => product !== undefined),
    files: filesFrom(fileMap, row.fileIds),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** An enquiry row read with its assignee's account (left-joined: null once it is removed). */
export interface EnquiryRead {
  row: EnquiryRow;
  assigneeId: string | null;
  assigneeName: string | null;
}

/** The contract's Contact of a row (core/domain/enquiries.ts contactOf), notes when asked for. */
export function enquiryFrom(read: EnquiryRead, withNotes = false): Contact {
  const { row } = read;
  const source: EnquirySource = {};
  const facts = {
    page: row.sourcePage,
    landingPage: row.landingPage,
    referrerHost: row.referrerHost,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
  };
  for (const [key, value] of Object.entries(facts)) {
    if (value !== null) source[key as keyof EnquirySource] = value;
  }
  return contactOf(
    {
      id: row.id,
      isim: row.isim,
      soyisim: row.soyisim,
      telefon: row.telefon,
      sektor: row.sektor,
      mesaj: row.mesaj,
      createdAt: iso(row.createdAt),
      isRead: row.isRead,
      isSpam: row.isSpam,
      email: row.email,
      province: row.province as Province | null,
      topic: row.topic,
      source,
      status: row.status as EnquiryStatus,
      callbackAt: row.callbackAt,
      notes: row.notes,
    },
    read.assigneeId && read.assigneeName
      ? { id: read.assigneeId, username: read.assigneeName }
      : null,
    withNotes,
  );
}
