import type { ProductCreate } from '../../api/generated/backend/model';
import { seoPayload } from '../../components/admin/seo-form';
import { presentTexts } from '../../lib/text';
import { isUuid, uuidsOnly } from '../../lib/uuid';
import { PRODUCT_MESSAGES, slugForSave, type ProductFormValues } from './product-form';

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
