import type { Document, FileInfo, Product } from '../../api/generated/backend/model';
import {
  createProductBodyBannerImageUrlMax,
  createProductBodyDescriptionsItemMax,
  createProductBodyHomePageSubtitleMax,
  createProductBodyListItemsItemMax,
  createProductBodyListTitlesItemMax,
  createProductBodyMainImageUrlMax,
  createProductBodyNameMax,
  createProductBodySlugMax,
  createProductBodySubtitlesItemMax,
  createProductBodyTitlesItemMax,
  createProductBodyUrlsItemMax,
  createProductBodyVideoDescriptionsItemMax,
  createProductBodyVideoTitlesItemMax,
  createProductBodyVideoUrlsItemMax,
} from '../../api/generated/backend-zod/backend.zod';
import type { ImageValue } from '../../components/admin/image-field';
import { seoFormFields, seoFormValues, type SeoFormValues } from '../../components/admin/seo-form';
import { productSeoFallback } from '../../../core/lib/seo-fields';
import { slugify } from '../../../core/lib/slug';
import { tooLongMessage } from '../../lib/form-rules';
import { matchesSearch } from '../../lib/text-search';
import { toEmbedUrl } from '../../lib/video';
import { z } from 'zod';

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
  draftSaved: 'Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.',
  published: 'Ürün yayınlandı.',
  deleted: 'Ürün silindi.',
} as const;

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

/** The contract's limits of the form's fields (CreateProductBody; UpdateProductBody has the same). */
export const PRODUCT_LIMITS = {
  name: createProductBodyNameMax,
  slug: createProductBodySlugMax,
  homePageSubtitle: createProductBodyHomePageSubtitleMax,
  titles: createProductBodyTitlesItemMax,
  subtitles: createProductBodySubtitlesItemMax,
  descriptions: createProductBodyDescriptionsItemMax,
  listTitles: createProductBodyListTitlesItemMax,
  listItems: createProductBodyListItemsItemMax,
  urls: createProductBodyUrlsItemMax,
  videoUrls: createProductBodyVideoUrlsItemMax,
  videoTitles: createProductBodyVideoTitlesItemMax,
  videoDescriptions: createProductBodyVideoDescriptionsItemMax,
  bannerImage: createProductBodyBannerImageUrlMax,
  mainImage: createProductBodyMainImageUrlMax,
} as const;
const limits = PRODUCT_LIMITS;

const texts = (max: number) => z.array(z.string().max(max, tooLongMessage(max)));
const image = (max: number) =>
  z.object({
    url: z.string().max(max, `Görsel adresi en fazla ${max} karakter olabilir.`),
    fileId: z.string().nullish(),
    file: z.custom<File>().nullish(),
  });

/**
 * The form's rules: the limits of the generated CreateProductBody/UpdateProductBody (both have the
 * same), with docs/SPEC.md's Turkish messages. The slug's own rule (built from the name when empty) is
 * checked on the whole form, because it needs the name.
 */
export const productFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.nameRequired)
      .max(limits.name, `Ürün adı en fazla ${limits.name} karakter olabilir.`),
    slug: z.string(),
    titles: texts(limits.titles),
    subtitles: texts(limits.subtitles),
    descriptions: texts(limits.descriptions),
    homePageSubtitle: z
      .string()
      .max(limits.homePageSubtitle, tooLongMessage(limits.homePageSubtitle)),
    listTitles: texts(limits.listTitles),
    listItems: texts(limits.listItems),
    urls: texts(limits.urls),
    videoUrls: texts(limits.videoUrls),
    videoTitles: texts(limits.videoTitles),
    videoDescriptions: texts(limits.videoDescriptions),
    bannerImage: image(limits.bannerImage),
    mainImage: image(limits.mainImage),
    detailImages: z.array(
      z.object({
        key: z.string(),
        fileId: z.string().nullable(),
        path: z.string(),
        name: z.string(),
        file: z.custom<File>().nullish(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        fileId: z.string().nullable(),
        previewImageFileId: z.string().nullable(),
      }),
    ),
    showContact: z.boolean(),
    ...seoFormFields,
  })
  .superRefine((values, context) => {
    if (values.name.trim() === '') return;
    const slug = slugForSave(values.slug, values.name);
    if (!slug)
      context.addIssue({ code: 'custom', path: ['slug'], message: PRODUCT_MESSAGES.slugInvalid });
    else if (slug.length > limits.slug)
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `Slug en fazla ${limits.slug} karakter olabilir.`,
      });
  }) satisfies z.ZodType<ProductFormValues>;

/** What the product's search result and share card show when an SEO field is empty. */
export const productFallback = (values: ProductFormValues) =>
  productSeoFallback({
    name: values.name,
    titles: values.titles,
    descriptions: values.descriptions,
    mainImageUrl: values.mainImage.url,
    bannerImageUrl: values.bannerImage.url,
    productImages: values.detailImages,
  });

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
