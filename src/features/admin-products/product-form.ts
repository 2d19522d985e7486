import type { Document, FileInfo, Product, ProductCreate } from '../../api/generated/backend/model';
import type { ImageValue } from '../../components/admin/image-field';
import { seoFormValues, seoPayload, type SeoFormValues } from '../../components/admin/seo-form';
import { slugify } from '../../../core/lib/slug';
import { presentTexts } from '../../lib/text';
import { matchesSearch } from '../../lib/text-search';
import { isUuid, uuidsOnly } from '../../lib/uuid';
import { toEmbedUrl } from '../../lib/video';

/** The user-visible texts of product management (docs/SPEC.md sections 5 and 8). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Ürün adı zorunludur.',
  slugInvalid: 'Geçerli bir slug oluşturulamadı.',
  saveFailed: 'Ürün kaydedilirken bir hata oluştu.',
  mainImageUploadFailed: 'Ana ürün görseli yüklenirken bir hata oluştu.',
  detailImageUploadFailed: 'Detay görseli yüklenirken bir hata oluştu.',
  loadFailed: 'Ürünler yüklenirken bir hata oluştu.',
  deleteFailed: 'Ürün silinirken bir hata oluştu.',
  created: 'Ürün oluşturuldu.',
  updated: 'Ürün kaydedildi.',
  deleted: 'Ürün silindi.',
} as const;

/** docs/SPEC.md section 9: a card's description is cut to 100 characters. */
const CARD_DESCRIPTION_LIMIT = 100;
/** docs/SPEC.md section 9: a card shows at most 2 subtitles, then '+N daha'. */
const CARD_SUBTITLE_LIMIT = 2;

/** The description of a card: the first description, cut to 100 characters plus '...'. */
export function cardDescription(
  descriptions: readonly (string | null | undefined)[] | null | undefined,
  limit = CARD_DESCRIPTION_LIMIT,
): string {
  const text = presentTexts(descriptions)[0] ?? '';
  // By characters, not UTF-16 units, so a Turkish letter or an emoji is never split.
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('').trimEnd()}...` : text;
}

/** The subtitles a card shows (at most 2) and the '+N daha' note for the rest (null when none). */
export function cardSubtitles(
  subtitles: readonly (string | null | undefined)[] | null | undefined,
  limit = CARD_SUBTITLE_LIMIT,
): { shown: string[]; more: string | null } {
  const present = presentTexts(subtitles);
  const hidden = present.length - limit;
  return { shown: present.slice(0, limit), more: hidden > 0 ? `+${hidden} daha` : null };
}

/** One image of the detail gallery: a system file, or a picked file waiting for the save. */
export interface DetailImage {
  /** Stable across reorders (React key): the file id, or a local one for a pending file. */
  key: string;
  fileId: string | null;
  path: string;
  name: string;
  file?: File | null;
}

/** A document attached to the product, with what the save derives ids from. */
export interface ChosenDocument {
  id: string;
  name: string;
  fileId: string | null;
  previewImageFileId: string | null;
}

/** Everything the product form edits: every editable field of docs/SPEC.md section 3, and SEO. */
export interface ProductFormValues extends SeoFormValues {
  name: string;
  slug: string;
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  homePageSubtitle: string;
  listTitles: string[];
  listItems: string[];
  urls: string[];
  videoUrls: string[];
  videoTitles: string[];
  videoDescriptions: string[];
  bannerImage: ImageValue;
  mainImage: ImageValue;
  detailImages: DetailImage[];
  documents: ChosenDocument[];
  showContact: boolean;
}

/** A list field keeps at least one input row (docs/SPEC.md section 5). */
const rows = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? [...values] : [''];

const pathOf = (file: Pick<FileInfo, 'path' | 'url'> | null | undefined) =>
  (file?.path || file?.url || '').trim();

export const chosenDocument = (
  document: Pick<Document, 'id' | 'name' | 'fileId' | 'previewImageFileId'>,
): ChosenDocument => ({
  id: document.id,
  name: document.name,
  fileId: document.fileId ?? null,
  previewImageFileId: document.previewImageFileId ?? null,
});

/** The form of a new product: empty, one row per list, the contact banner shown. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    slug: '',
    titles: [''],
    subtitles: [''],
    descriptions: [''],
    homePageSubtitle: '',
    listTitles: [''],
    listItems: [''],
    urls: [''],
    videoUrls: [''],
    videoTitles: [''],
    videoDescriptions: [''],
    bannerImage: { url: '', fileId: null, file: null },
    mainImage: { url: '', fileId: null, file: null },
    detailImages: [],
    documents: [],
    showContact: true,
    ...seoFormValues({}),
  };
}

/** The form's starting values for a product as the backend sent it. */
export function formFromProduct(product: Product): ProductFormValues {
  const files = new Map(
    [...(product.productImages ?? []), ...(product.files ?? [])].map((file) => [file.id, file]),
  );
  const documents = new Map((product.documents ?? []).map((document) => [document.id, document]));
  const mainImageId = product.productMainImageId ?? product.productImageId ?? null;
  return {
    name: product.name ?? '',
    slug: product.slug ?? '',
    titles: rows(product.titles),
    subtitles: rows(product.subtitles),
    descriptions: rows(product.descriptions),
    homePageSubtitle: product.homePageSubtitle ?? '',
    listTitles: rows(product.listTitles),
    listItems: rows(product.listItems),
    urls: rows(product.urls),
    videoUrls: rows(product.videoUrls),
    videoTitles: rows(product.videoTitles),
    videoDescriptions: rows(product.videoDescriptions),
    bannerImage: { url: product.bannerImageUrl ?? '', fileId: null, file: null },
    mainImage: {
      url:
        pathOf(product.productMainImage) ||
        (product.mainImageUrl ?? '').trim() ||
        (product.image ?? '').trim() ||
        pathOf(product.productImage),
      fileId: mainImageId,
      file: null,
    },
    detailImages: (product.productDetailImageIds ?? []).map((id) => {
      const file = files.get(id);
      return { key: id, fileId: id, path: pathOf(file), name: file?.name || file?.fileName || '' };
    }),
    documents: (product.documentIds ?? []).flatMap((id) => {
      const document = documents.get(id);
      return document ? [chosenDocument(document)] : [];
    }),
    showContact: product.showContact ?? true,
    ...seoFormValues(product),
  };
}

/**
 * docs/SPEC.md section 5: the slug follows the name until the administrator edits the slug field
 * (`slugEdited`); then it stays as typed.
 */
export const followSlug = (name: string, slug: string, slugEdited: boolean) =>
  slugEdited ? slug : slugify(name);

/**
 * The slug to save: the typed one in slug form, or — when empty — one built from the name. Null
 * when neither gives one (a name of punctuation only): 'Geçerli bir slug oluşturulamadı.'.
 */
export function slugForSave(slug: string, name: string): string | null {
  return slugify(slug) || slugify(name) || null;
}

/** The first video link that can be embedded (short youtu.be or watch-page form), for the preview. */
export const previewVideoLink = (videoUrls: readonly string[]) =>
  videoUrls.find((link) => toEmbedUrl(link) !== null) ?? null;

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Every file the product uses (docs/SPEC.md section 2, file management's "related products"): the
 * main image, the detail images, and the documents' files and preview images — UUIDs only,
 * without repeats.
 */
export function productFileIds({
  mainImageId,
  detailImageIds,
  documentFileIds,
  documentImageIds,
}: {
  mainImageId: string | null | undefined;
  detailImageIds: readonly (string | null | undefined)[];
  documentFileIds: readonly (string | null | undefined)[];
  documentImageIds: readonly (string | null | undefined)[];
}): string[] {
  return uuidsOnly([mainImageId, ...detailImageIds, ...documentFileIds, ...documentImageIds]);
}

/**
 * The product to send (docs/SPEC.md sections 3 and 5), as a whole object: texts trimmed, empty list
 * entries dropped, the slug built from the name when empty, ids only when they look like a UUID,
 * the derived id lists (document files and previews, every file of the product), and the SEO
 * fields (empty ones as null: derived from the content).
 *
 * The images must be uploaded before this is called (a pending file has no id yet). Throws when
 * no slug can be built; the form's validation stops that case earlier.
 */
export function prepareProduct(values: ProductFormValues): ProductCreate {
  const slug = slugForSave(values.slug, values.name);
  if (!slug) throw new Error(PRODUCT_MESSAGES.slugInvalid);
  const mainImageId = isUuid(values.mainImage.fileId) ? values.mainImage.fileId.trim() : null;
  const mainImageUrl = textOrNull(values.mainImage.url);
  const detailImageIds = uuidsOnly(values.detailImages.map((image) => image.fileId));
  const documentIds = uuidsOnly(values.documents.map((document) => document.id));
  const chosen = values.documents.filter((document) => documentIds.includes(document.id.trim()));
  const documentFileIds = uuidsOnly(chosen.map((document) => document.fileId));
  const documentImageIds = uuidsOnly(chosen.map((document) => document.previewImageFileId));
  return {
    name: values.name.trim(),
    slug,
    titles: presentTexts(values.titles),
    subtitles: presentTexts(values.subtitles),
    descriptions: presentTexts(values.descriptions),
    homePageSubtitle: textOrNull(values.homePageSubtitle),
    listTitles: presentTexts(values.listTitles),
    listItems: presentTexts(values.listItems),
    urls: presentTexts(values.urls),
    videoUrls: presentTexts(values.videoUrls),
    videoTitles: presentTexts(values.videoTitles),
    videoDescriptions: presentTexts(values.videoDescriptions),
    bannerImageUrl: textOrNull(values.bannerImage.url),
    productMainImageId: mainImageId,
    productImageId: mainImageId,
    mainImageUrl,
    image: mainImageUrl,
    productDetailImageIds: detailImageIds,
    productDetailFileIds: detailImageIds,
    documentIds,
    documentFileIds,
    documentImageIds,
    fileIds: productFileIds({ mainImageId, detailImageIds, documentFileIds, documentImageIds }),
    showContact: values.showContact,
    ...seoPayload(values),
  };
}

/** The UI page that holds the last product once one more is added (creation order). */
export const lastPageAfterCreate = (totalCount: number, pageSize: number) =>
  Math.max(1, Math.ceil((totalCount + 1) / Math.max(1, pageSize)));

/** Moves one entry of a list up (-1) or down (+1); a move past either end changes nothing. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The documents a search finds: by name, category or description, with Turkish case rules. */
export const searchDocuments = <T extends Pick<Document, 'name' | 'category' | 'description'>>(
  documents: readonly T[],
  query: string,
) =>
  documents.filter((document) =>
    matchesSearch(query, document.name, document.category, document.description),
  );
