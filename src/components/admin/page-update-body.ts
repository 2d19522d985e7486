import type { Page, PageUpdate } from '../../api/generated/backend/model';
import { keptSeoFields } from '../../../core/lib/seo-fields';
import { isUuid, uuidsOnly } from '../../lib/uuid';

/**
 * The PUT /api/Page body: the page as a whole object (docs/SPEC.md section 7), with the given changes.
 * Ids (main image, files, products, documents) are sent only when they look like a UUID (docs/SPEC.md
 * section 5); read-only fields (products, files, mainImage, dates) are left out. The SEO fields
 * go back as they are unless changed.
 */
export function pageUpdateBody(
  page: Page,
  changes: Partial<
    Pick<
      PageUpdate,
      'titles' | 'subtitles' | 'productIds' | 'metaTitle' | 'metaDescription' | 'shareImage'
    >
  > = {},
): PageUpdate {
  return {
    id: page.id,
    pageType: page.pageType,
    name: page.name,
    slug: page.slug,
    titles: [...(changes.titles ?? page.titles)],
    subtitles: [...(changes.subtitles ?? page.subtitles)],
    descriptions: [...page.descriptions],
    listTitles: [...page.listTitles],
    listItems: [...page.listItems],
    urls: [...page.urls],
    videoUrls: [...page.videoUrls],
    videoTitles: [...page.videoTitles],
    videoDescriptions: [...page.videoDescriptions],
    backgroundImageUrl: page.backgroundImageUrl,
    bannerImageUrl: page.bannerImageUrl,
    mainImageUrl: page.mainImageUrl,
    mainImageId: isUuid(page.mainImageId) ? page.mainImageId.trim() : null,
    fileIds: uuidsOnly(page.fileIds),
    productIds: uuidsOnly(changes.productIds ?? page.productIds),
    documentIds: uuidsOnly(page.documentIds),
    additionalFields: [...page.additionalFields],
    ...keptSeoFields(changes, page),
  };
}
