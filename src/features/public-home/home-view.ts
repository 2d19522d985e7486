import { getPageByName } from '../../api/generated/backend-functions/endpoints/page/page';
import type { Page } from '../../api/generated/backend/model';
import { getContactContent } from '../../api/generated/content-functions/endpoints/contact-content/contact-content';
import { pageBannerPath } from '../../components/page-banner';
import { readOnServer, readRouteData } from '../../lib/route-data';
import type { ImageFacts } from '../../../core/lib/image-variants';
import { HOME_PAGE_NAME } from '../../../core/lib/page-names';
import { deriveSeo, pageSeoFallback, type DerivedSeo } from '../../../core/lib/seo-fields';

/** What the home page shows of one featured product: its slide. */
interface HomeSlide {
  id: string;
  name: string;
  titles: string[];
  slug: string;
  homePageSubtitle: string | null;
  /** The image and its fallbacks, in the order the slide tries them. */
  productMainImage: { path: string } | null;
  mainImageUrl: string | null;
  image: string | null;
}

/**
 * The home page as it is drawn (issue 24): the banner, the featured products' slides and the
 * facts of the images they show, and the head's fields. Not the page's record: the server writes
 * this into the HTML for hydration, so it carries nothing the page does not read.
 */
export interface HomeView {
  title: string | null;
  subtitle: string | null;
  banner: string | null;
  slides: HomeSlide[];
  images: ImageFacts[];
  seo: DerivedSeo & { ownTitle: string | null };
  /** The company's details for search engines (on the server only: the head's JSON-LD). */
  company: {
    phoneNumber: string | null;
    emailAddress: string | null;
    locationAddress: string | null;
    instagramUsername: string | null;
  } | null;
}

const slideOf = (product: Page['products'][number]): HomeSlide => ({
  id: product.id,
  name: product.name,
  titles: product.titles.slice(0, 1),
  slug: product.slug,
  homePageSubtitle: product.homePageSubtitle,
  productMainImage: product.productMainImage ? { path: product.productMainImage.path } : null,
  mainImageUrl: product.mainImageUrl,
  image: product.image,
});

function homeView(page: Page, company: HomeView['company']): HomeView {
  const banner = pageBannerPath(page) ?? null;
  const slides = page.products.map(slideOf);
  const shown = new Set<string | null | undefined>([banner]);
  for (const slide of slides) {
    shown.add(slide.productMainImage?.path).add(slide.mainImageUrl).add(slide.image);
  }
  return {
    title: page.titles[0] ?? null,
    subtitle: page.subtitles[0] ?? null,
    banner,
    slides,
    images: (page.images ?? []).filter((image) => shown.has(image.path)),
    seo: { ...deriveSeo(page, pageSeoFallback(page)), ownTitle: page.metaTitle?.trim() || null },
    company,
  };
}

/**
 * docs/SPEC.md section 9: the page named 'Anasayfa', with its featured products in page order.
 * With `preview` (a preview link's token, issue 21 section 3) its pending changes; a link that no
 * longer works is the route's not-found view.
 */
export async function readHomeView(preview: string | undefined): Promise<HomeView> {
  const [reply, contact] = await Promise.all([
    readRouteData(() => getPageByName(HOME_PAGE_NAME, preview ? { Preview: preview } : undefined), {
      notFoundOn404: Boolean(preview),
    }),
    // The company's details (for search engines) come from the contact page's content.
    readOnServer(() => getContactContent()),
  ]);
  return homeView(
    reply.data,
    contact && {
      phoneNumber: contact.phoneNumber ?? null,
      emailAddress: contact.emailAddress ?? null,
      locationAddress: contact.locationAddress ?? null,
      instagramUsername: contact.instagramUsername ?? null,
    },
  );
}
