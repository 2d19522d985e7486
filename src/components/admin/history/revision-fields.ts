import type { RevisionKind } from '../../../api/generated/backend/model';
import { changedFields } from '../../../../core/domain/revisions';
import { formatDateTime } from '../../../../core/lib/turkey-time';

/**
 * What the 'Geçmiş' panel shows of a revision: each changed field under the editors' own label,
 * its value in that revision and now. The comparison is the domain's (core/domain/revisions.ts).
 */

type Labels = Readonly<Record<string, string>>;

const SEO: Labels = {
  metaTitle: 'Meta Başlık',
  metaDescription: 'Meta Açıklama',
  shareImage: 'Paylaşım Görseli',
};

const TEXT_LISTS: Labels = {
  titles: 'Başlıklar',
  subtitles: 'Alt başlıklar',
  descriptions: 'Açıklamalar',
  listTitles: 'Liste başlıkları',
  listItems: 'Liste maddeleri',
  urls: 'Bağlantılar',
  videoUrls: 'Video bağlantıları',
  videoTitles: 'Video başlıkları',
  videoDescriptions: 'Video açıklamaları',
};

const PRODUCT: Labels = {
  name: 'Ürün adı',
  slug: 'Slug (ürün sayfası adresi)',
  ...TEXT_LISTS,
  homePageSubtitle: 'Ana sayfa alt başlığı',
  bannerImageUrl: 'Banner görseli',
  productMainImageId: 'Ana ürün görseli (dosya)',
  productImageId: 'Ürün görseli (dosya)',
  mainImageUrl: 'Ana ürün görseli',
  image: 'Görsel',
  documentImageIds: 'Belge görselleri',
  productDetailImageIds: 'Detay görselleri',
  documentIds: 'Belgeler',
  fileIds: 'Dosyalar',
  documentFileIds: 'Belge dosyaları',
  productDetailFileIds: 'Detay görseli dosyaları',
  showContact: "'Bilgi Al' iletişim bandı",
  ...SEO,
};

const PAGE: Labels = {
  pageType: 'Sayfa türü',
  name: 'Sayfa adı',
  slug: 'Slug (sayfa adresi)',
  ...TEXT_LISTS,
  descriptions: 'Paragraflar',
  listTitles: 'Bölüm başlıkları',
  listItems: 'Maddeler',
  backgroundImageUrl: 'Arka plan görseli',
  bannerImageUrl: 'Banner görseli',
  mainImageUrl: 'Ana görsel',
  mainImageId: 'Ana görsel (dosya)',
  fileIds: 'Galeri görselleri',
  productIds: 'Öne çıkan ürünler',
  documentIds: 'Belgeler',
  additionalFields: 'Ek alanlar',
  ...SEO,
};

const DOCUMENT: Labels = {
  name: 'Dosya Adı',
  slug: 'URL Slug',
  description: 'Açıklama',
  category: 'Kategori',
  order: 'Sıra',
  url: 'Harici URL',
  fileId: 'Ana dosya',
  mimeType: 'Dosya türü',
  fileSize: 'Dosya boyutu',
  previewImageFileId: 'Önizleme görseli (dosya)',
  previewImageUrl: 'Önizleme Görseli URL',
  isActive: 'Aktif',
};

const CONTACT: Labels = {
  bannerTitle: 'Banner başlığı',
  bannerImage: 'Banner arka plan görseli',
  phoneTitle: 'Telefon başlığı',
  phoneNumber: 'Telefon numarası',
  emailTitle: 'E-posta başlığı',
  emailAddress: 'E-posta adresi',
  locationTitle: 'Adres başlığı',
  locationAddress: 'Adres',
  instagramTitle: 'Instagram başlığı',
  instagramUsername: 'Instagram kullanıcı adı',
  messageFormTitle: 'Form başlığı',
  messageFormDescription: 'Form açıklaması',
  mapTitle: 'Harita başlığı',
  mapIframeCode: 'Harita yerleştirme kodu',
};

const SERVICE_PAGE: Labels = {
  homepageTitle: 'Kart başlığı',
  homepageSubtitle: 'Kart alt başlığı',
  homepageImage: 'Kart görseli',
  mainTitle: 'Banner başlığı',
  mainBannerImage: 'Banner görseli',
  descriptionTitle: 'Açıklama başlığı',
  descriptionText: 'Açıklama metni',
  applicationAreasTitle: 'Uygulama alanları başlığı',
  applicationAreas: 'Uygulama alanları',
  galleryTitle: 'Galeri başlığı',
  galleryImages: 'Galeri görselleri',
  detailsTitle: 'Detay başlığı',
  detailsText: 'Detay metni',
  youtubeLink: 'YouTube bağlantısı',
  bottomInfoTitle: 'Alt bilgi başlığı',
  bottomInfoText: 'Alt bilgi metni',
  documents: 'Doküman bağlantıları',
  ...SEO,
};

const ASILNUNX: Labels = {
  title: 'Başlık',
  image: 'Görsel',
  description: 'Açıklama',
  details: 'Detaylar',
  info: 'Ürün bilgileri',
  text: 'Kapanış metni',
  documents: 'Doküman bağlantıları',
  linkText: 'Bağlantı metni',
  link: 'Bağlantı adresi',
  ...SEO,
};

const PRIVACY_NOTICE: Labels = {
  title: 'Başlık',
  body: 'Metin',
  enquiryRetentionMonths: 'Mesajların saklama süresi (ay)',
};

/** The labels of a record's fields in its editor (a content page's form fields are its fields). */
export function labelsOf(kind: RevisionKind, itemId: string): Labels {
  switch (kind) {
    case 'product':
      return PRODUCT;
    case 'page':
      return PAGE;
    case 'document':
      return DOCUMENT;
    case 'content':
      if (itemId === 'aydinlatma-metni') return PRIVACY_NOTICE;
      return itemId === 'contact' ? CONTACT : itemId === 'asilnunx' ? ASILNUNX : SERVICE_PAGE;
  }
}

/** A field's label in its editor; the field's own name when no editor shows it. */
export const fieldLabel = (kind: RevisionKind, itemId: string, field: string) =>
  labelsOf(kind, itemId)[field] ?? field;

export const EMPTY_VALUE = '(boş)';

/** The fields that name other records by id, and what they name (shown by name in the panel). */
const ID_FIELDS: Readonly<Record<string, 'product' | 'document' | 'file'>> = {
  productIds: 'product',
  documentIds: 'document',
  fileId: 'file',
  previewImageFileId: 'file',
  mainImageId: 'file',
  productMainImageId: 'file',
  productImageId: 'file',
  fileIds: 'file',
  documentImageIds: 'file',
  productDetailImageIds: 'file',
  documentFileIds: 'file',
  productDetailFileIds: 'file',
};
export type NamedKind = (typeof ID_FIELDS)[string];

/** The kind of record a field names by id; null for a content page's fields and other values. */
export const namedKindOf = (kind: RevisionKind, field: string): NamedKind | null =>
  kind === 'content' ? null : (ID_FIELDS[field] ?? null);

/** A record's name by its id, when known. */
export type NameOf = (kind: NamedKind, id: string) => string | undefined;

/**
 * A value as lines of text: a list item per line, a document link as its title and address,
 * yes/no in Turkish; an empty value as {@link EMPTY_VALUE}.
 */
export function valueLines(value: unknown, named?: (id: string) => string | undefined): string[] {
  const one = (item: unknown): string => {
    if (item === null || item === undefined || item === '') return EMPTY_VALUE;
    if (typeof item === 'string' && named) return named(item) ?? item;
    if (typeof item === 'boolean') return item ? 'Evet' : 'Hayır';
    if (typeof item === 'object') {
      const parts = Object.values(item as Record<string, unknown>)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .map(String);
      return parts.length > 0 ? parts.join(' — ') : EMPTY_VALUE;
    }
    return String(item);
  };
  if (Array.isArray(value)) return value.length > 0 ? value.map(one) : [EMPTY_VALUE];
  return [one(value)];
}

export interface FieldChange {
  field: string;
  label: string;
  /** The revision's value. */
  then: string[];
  /** The current value; null when the record no longer exists. */
  now: string[] | null;
}

/** The fields in which the revision differs from the current version, in the revision's order. */
export function revisionChanges(
  kind: RevisionKind,
  itemId: string,
  revision: Record<string, unknown>,
  current: Record<string, unknown> | null,
  nameOf?: NameOf,
): FieldChange[] {
  return changedFields(revision, current ?? {}).map((field) => {
    const named = namedKindOf(kind, field);
    const lookup = named && nameOf ? (id: string) => nameOf(named, id) : undefined;
    return {
      field,
      label: fieldLabel(kind, itemId, field),
      then: valueLines(revision[field], lookup),
      now: current ? valueLines(current[field], lookup) : null,
    };
  });
}

/** 'Kaydeden: ayse' or, for the state kept before the first recorded save, what it is. */
export const savedByText = (username: string | null) => (username ? username : 'İlk kayıtlı hâli');

/** The panel's date (21.11.2026 14:05). */
export const revisionDate = (savedAt: string) => formatDateTime(savedAt);
