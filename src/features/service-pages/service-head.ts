import type { BrandedResinContent, ServicePageContent } from '../../api/generated/content/model';
import { contentSeo, type SeoInput } from '../../lib/seo';
import {
  asilnunxSeoFallback,
  deriveSeo,
  servicePageSeoFallback,
  type SeoFallback,
  type SeoFields,
} from '../../../core/lib/seo-fields';
import type { ServicePageKey } from '../../../core/domain/types';
import { breadcrumbJsonLd, productJsonLd, serviceJsonLd } from '../../lib/structured-data';

/**
 * Each service page's fixed name: the route's title, and the banner while its content loads.
 * The banner then shows the content's own title, which the administrators may change.
 */
export const SERVICE_PAGE_TITLES: Record<ServicePageKey, string> = {
  'poliuretan-enjeksiyon': 'Poliüretan Enjeksiyon',
  'kimyasal-ankraj': 'Kimyasal Ankraj ve Filiz Ekimi',
  'halatli-tel-beton-kesme': 'Halatlı Tel ile Beton Kesme',
};

/** Where each service page is on the site. */
export const SERVICE_PAGE_PATHS: Record<ServicePageKey, string> = {
  'poliuretan-enjeksiyon': '/PoliuretanEnjeksiyon',
  'kimyasal-ankraj': '/KimyasalAnkraj',
  'halatli-tel-beton-kesme': '/HalatliTelBetonKesme',
};

export const ASILNUNX_TITLE = 'AsilNunX Enjeksiyon Reçinesi';
export const ASILNUNX_PATH = '/AsilNunX';

interface PageDefaults {
  title: string;
  description: string;
  path: string;
  /** Read through a preview link: never indexed, 'Önizleme: ' before the title. */
  preview?: boolean;
}

/**
 * The head of a content page: its search and share fields (or what its content gives), the page
 * as a schema.org Service or Product and its breadcrumb; the route's own words until the content
 * is read.
 */
function offeringHead(
  page: {
    fields: SeoFields;
    fallback: SeoFallback;
    name: string | undefined;
    banner: SeoInput['banner'];
  } | null,
  defaults: PageDefaults,
  kind: 'service' | 'product',
) {
  const derived = page ? deriveSeo(page.fields, page.fallback) : null;
  const title = page?.fields.metaTitle?.trim() || defaults.title;
  const offering = {
    name: page?.name?.trim() || defaults.title,
    description: derived?.description || defaults.description,
    path: defaults.path,
    image: derived?.image,
  };
  return contentSeo(derived && { ...derived, title }, {
    ...defaults,
    type: kind === 'product' ? 'product' : 'website',
    banner: page?.banner,
    jsonLd: [
      kind === 'product' ? productJsonLd(offering) : serviceJsonLd(offering),
      breadcrumbJsonLd([
        { name: 'Anasayfa', path: '/' },
        { name: defaults.title, path: defaults.path },
      ]),
    ],
  });
}

/** A service page's head, with the page as a Service. */
const servicePageHead = (content: ServicePageContent | undefined, defaults: PageDefaults) =>
  offeringHead(
    content
      ? {
          fields: content,
          fallback: servicePageSeoFallback(content),
          name: content.mainTitle,
          banner: { path: content.mainBannerImage, images: content.images },
        }
      : null,
    defaults,
    'service',
  );

/** The AsilNunX page's head, with the resin as a Product. */
export const asilnunxHead = (content: BrandedResinContent | undefined, defaults: PageDefaults) =>
  offeringHead(
    content
      ? {
          fields: content,
          fallback: asilnunxSeoFallback(content),
          name: content.title,
          banner: { path: content.image, images: content.images },
        }
      : null,
    defaults,
    'product',
  );

/** A service page's route's head: its content, live or through a preview link, and its words. */
export function servicePageRouteHead(
  page: ServicePageKey,
  content: ServicePageContent | undefined,
  preview: string | undefined,
  description: string,
) {
  return servicePageHead(content, {
    title: SERVICE_PAGE_TITLES[page],
    description,
    path: SERVICE_PAGE_PATHS[page],
    preview: Boolean(preview),
  });
}
