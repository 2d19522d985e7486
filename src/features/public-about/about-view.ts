import { getPageByName } from '../../api/generated/backend-functions/endpoints/page/page';
import type { Page } from '../../api/generated/backend/model';
import { pageBannerPath } from '../../components/page-banner';
import { readRouteData } from '../../lib/route-data';
import { presentTexts } from '../../lib/text';
import type { ImageFacts } from '../../../core/lib/image-variants';
import { ABOUT_PAGE_NAME } from '../../../core/lib/page-names';
import { deriveSeo, pageSeoFallback, type DerivedSeo } from '../../../core/lib/seo-fields';
import { aboutGalleryPaths } from './about-content';

export { ABOUT_PAGE_NAME };

const SERVICES_FALLBACK_TITLE = 'Hizmetlerimiz';

/**
 * The about page as it is drawn (issue 24): its texts with the empty ones left out, the images
 * it shows and their facts, and the head's fields. The server writes this into the HTML for
 * hydration, so it carries nothing the page does not read.
 */
export interface AboutView {
  banner: string | null;
  title: string | null;
  subtitles: string[];
  descriptions: string[];
  /** The main image and its fallbacks, in the order the page tries them; empty without one. */
  mainImage: string[];
  servicesTitle: string;
  services: string[];
  gallery: string[];
  logos: string[];
  images: ImageFacts[];
  seo: DerivedSeo & { ownTitle: string | null };
}

function aboutView(page: Page): AboutView {
  const banner = pageBannerPath(page) ?? null;
  const mainImage = [page.mainImage?.path, page.mainImage?.url, page.mainImageUrl].filter(
    (source): source is string => Boolean(source?.trim()),
  );
  const gallery = aboutGalleryPaths(page.files);
  const logos = presentTexts(page.urls);
  const shown = new Set<string | null>([banner, ...mainImage, ...gallery, ...logos]);
  return {
    banner,
    title: presentTexts(page.titles)[0] ?? null,
    subtitles: presentTexts(page.subtitles),
    descriptions: presentTexts(page.descriptions),
    mainImage,
    servicesTitle: presentTexts(page.listTitles)[0] ?? SERVICES_FALLBACK_TITLE,
    services: presentTexts(page.listItems),
    gallery,
    logos,
    images: (page.images ?? []).filter((image) => shown.has(image.path)),
    seo: { ...deriveSeo(page, pageSeoFallback(page)), ownTitle: page.metaTitle?.trim() || null },
  };
}

/**
 * docs/SPEC.md section 9: the page named 'Hakkımızda'. With `preview` (a preview link's token,
 * issue 21 section 3) its pending changes; a link that no longer works is the not-found view.
 */
export async function readAboutView(preview: string | undefined): Promise<AboutView> {
  const reply = await readRouteData(
    () => getPageByName(ABOUT_PAGE_NAME, preview ? { Preview: preview } : undefined),
    { notFoundOn404: Boolean(preview) },
  );
  return aboutView(reply.data);
}
