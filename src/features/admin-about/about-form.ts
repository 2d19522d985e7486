import type { FileInfo, Page, PageUpdate } from '../../api/generated/backend/model';
import type { ImageValue } from '../../components/admin/image-field';
import { seoFormValues, seoPayload, type SeoFormValues } from '../../components/admin/seo-form';
import { slugify } from '../../../core/lib/slug';
import { presentTexts } from '../../lib/text';
import { isUuid, uuidsOnly } from '../../lib/uuid';
import { ABOUT_PAGE_NAME } from './queries';

/** docs/SPEC.md section 5: the defaults of the about page. */
export const DEFAULT_ABOUT_TITLE = 'Hakkımızda';
export const DEFAULT_ABOUT_SLUG = 'hakkimizda';
/** docs/SPEC.md section 9: the about gallery holds at most 4 images. */
export const ABOUT_GALLERY_MAX = 4;

/** The user-visible texts of the about editor (docs/SPEC.md sections 5 and 8). */
export const ABOUT_MESSAGES = {
  saved: 'Değişiklikler başarıyla kaydedildi!',
  notApplied: 'Güncelleme uygulanmadı',
  saveFailed: 'Güncelleme sırasında bir hata oluştu.',
  bannerUploadFailed: 'Banner yüklenemedi.',
  mainImageUploadFailed: 'Ana görsel yüklenemedi.',
  imageUploadFailed: 'Görsel yüklenirken bir hata oluştu.',
  loadFailed: 'Veriler yüklenirken bir hata oluştu.',
  galleryFull: 'Galeride en fazla 4 görsel olabilir.',
} as const;

/** One image of the gallery: the system file's id, with its path and name for the thumbnail. */
export interface GalleryImage {
  id: string;
  path: string;
  name: string;
}

/** What the about editor lets an administrator change; everything else of the page is kept. */
export interface AboutForm extends SeoFormValues {
  slug: string;
  bannerImage: ImageValue;
  mainImage: ImageValue;
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  /** The services section's title: the page's first list title. */
  servicesTitle: string;
  /** The services section's items: the page's list items. */
  services: string[];
  gallery: GalleryImage[];
}

/** A list field starts with at least one row (TextListField keeps one anyway). */
const rows = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? [...values] : [''];

const filePath = (file: Pick<FileInfo, 'path' | 'url'> | null | undefined) =>
  (file?.path || file?.url || '').trim();

/** The gallery of a page: its fileIds in order, with the path and name of each known file. */
function galleryFromPage(page: Pick<Page, 'fileIds' | 'files'>): GalleryImage[] {
  const files = new Map((page.files ?? []).map((file) => [file.id, file]));
  return (page.fileIds ?? []).slice(0, ABOUT_GALLERY_MAX).map((id) => {
    const file = files.get(id);
    return { id, path: filePath(file), name: file?.name || file?.fileName || '' };
  });
}

/** The editor's starting values for a page as the backend sent it. */
export function formFromPage(page: Page): AboutForm {
  const mainImagePath = (page.mainImageUrl ?? '').trim() || filePath(page.mainImage);
  return {
    slug: page.slug ?? '',
    bannerImage: { url: page.bannerImageUrl ?? '', fileId: null, file: null },
    mainImage: { url: mainImagePath, fileId: page.mainImageId ?? null, file: null },
    titles: rows(page.titles),
    subtitles: rows(page.subtitles),
    descriptions: rows(page.descriptions),
    servicesTitle: page.listTitles?.[0] ?? '',
    services: rows(page.listItems),
    gallery: galleryFromPage(page),
    ...seoFormValues(page),
  };
}

/** docs/SPEC.md section 5: the admin's slug, slugified; 'hakkimizda' when nothing usable is left. */
export function aboutSlug(value: string | null | undefined): string {
  return slugify(value ?? '') || DEFAULT_ABOUT_SLUG;
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The page to send (docs/SPEC.md section 5, "About page"): every list trimmed with blank entries
 * dropped; titles 'Hakkımızda' when none is left; name 'Hakkımızda' and slug 'hakkimizda' when
 * empty; ids only when they look like a UUID; at most 4 gallery images; empty SEO fields as null
 * (derived from the content). The fields the editor
 * does not show (partner logos, videos, products, documents, additional fields, page type,
 * background image) go back as they came.
 *
 * `form` holds no pending upload here: the images are uploaded before this is called.
 */
export function prepareAboutPage(form: AboutForm, page: Page): PageUpdate {
  const titles = presentTexts(form.titles);
  const mainImageId = form.mainImage.fileId?.trim();
  return {
    id: page.id,
    pageType: page.pageType,
    name: page.name?.trim() || ABOUT_PAGE_NAME,
    slug: aboutSlug(form.slug),
    titles: titles.length > 0 ? titles : [DEFAULT_ABOUT_TITLE],
    subtitles: presentTexts(form.subtitles),
    descriptions: presentTexts(form.descriptions),
    listTitles: presentTexts([form.servicesTitle, ...(page.listTitles ?? []).slice(1)]),
    listItems: presentTexts(form.services),
    urls: presentTexts(page.urls),
    videoUrls: presentTexts(page.videoUrls),
    videoTitles: presentTexts(page.videoTitles),
    videoDescriptions: presentTexts(page.videoDescriptions),
    backgroundImageUrl: page.backgroundImageUrl ?? null,
    bannerImageUrl: textOrNull(form.bannerImage.url),
    mainImageUrl: textOrNull(form.mainImage.url),
    mainImageId: isUuid(mainImageId) ? mainImageId : null,
    fileIds: uuidsOnly(form.gallery.map((image) => image.id)).slice(0, ABOUT_GALLERY_MAX),
    productIds: uuidsOnly(page.productIds),
    documentIds: uuidsOnly(page.documentIds),
    additionalFields: presentTexts(page.additionalFields),
    ...seoPayload(form),
  };
}

/** The fields of a PUT that the read-back is compared on. */
const comparedFields = [
  'pageType',
  'name',
  'slug',
  'titles',
  'subtitles',
  'descriptions',
  'listTitles',
  'listItems',
  'urls',
  'videoUrls',
  'videoTitles',
  'videoDescriptions',
  'backgroundImageUrl',
  'bannerImageUrl',
  'mainImageUrl',
  'mainImageId',
  'fileIds',
  'productIds',
  'documentIds',
  'additionalFields',
  'metaTitle',
  'metaDescription',
  'shareImage',
] as const satisfies readonly (keyof PageUpdate & keyof Page)[];

type ComparedField = (typeof comparedFields)[number];

/** Lists compare item by item; empty text and null are the same "nothing". */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    return left.length === right.length && left.every((value, index) => same(value, right[index]));
  }
  const normal = (value: unknown) => (value === undefined || value === '' ? null : value);
  return normal(a) === normal(b);
}

/**
 * docs/SPEC.md section 4: after the update the page is read back. Returns the fields the save meant to
 * change (`changed`: sent differs from the page before) and those of them the read-back shows
 * (`applied`). A save that changed something but shows none of it was not applied.
 */
export function compareReadBack(
  sent: PageUpdate,
  before: Page,
  after: Page,
): { changed: ComparedField[]; applied: ComparedField[] } {
  const changed = comparedFields.filter((field) => !same(sent[field], before[field]));
  const applied = changed.filter((field) => same(sent[field], after[field]));
  return { changed, applied };
}

export const updateNotApplied = (sent: PageUpdate, before: Page, after: Page) => {
  const { changed, applied } = compareReadBack(sent, before, after);
  return changed.length > 0 && applied.length === 0;
};
