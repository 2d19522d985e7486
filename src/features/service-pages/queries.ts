import { getGetAsilnunxQueryOptions } from '../../api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getGetHalatliTelBetonKesmeQueryOptions,
  getGetKimyasalAnkrajQueryOptions,
  getGetPoliuretanEnjeksiyonQueryOptions,
} from '../../api/generated/content/endpoints/service-pages/service-pages';
import type { BrandedResinContent, ServicePageContent } from '../../api/generated/content/model';
import { contentSeo } from '../../lib/seo';
import { asilnunxSeoFallback, deriveSeo, servicePageSeoFallback } from '../../lib/seo-fields';
import { breadcrumbJsonLd, productJsonLd, serviceJsonLd } from '../../lib/structured-data';

/** The three service pages that share the polyurethane schema (DESIGN.md section 3). */
export type ServicePageKey =
  'poliuretan-enjeksiyon' | 'kimyasal-ankraj' | 'halatli-tel-beton-kesme';

/**
 * Each service page's fixed name: the route's title, and the banner while its content loads.
 * The banner then shows the content's own title, which the administrators may change.
 */
export const SERVICE_PAGE_TITLES: Record<ServicePageKey, string> = {
  'poliuretan-enjeksiyon': 'Poliüretan Enjeksiyon',
  'kimyasal-ankraj': 'Kimyasal Ankraj ve Filiz Ekimi',
  'halatli-tel-beton-kesme': 'Halatlı Tel ile Beton Kesme',
};

export const ASILNUNX_TITLE = 'AsilNunX Enjeksiyon Reçinesi';

const servicePageQueries = {
  'poliuretan-enjeksiyon': getGetPoliuretanEnjeksiyonQueryOptions,
  'kimyasal-ankraj': getGetKimyasalAnkrajQueryOptions,
  'halatli-tel-beton-kesme': getGetHalatliTelBetonKesmeQueryOptions,
} satisfies Record<ServicePageKey, unknown>;

export const servicePageQuery = (page: ServicePageKey) => servicePageQueries[page]();

export const asilnunxQuery = () => getGetAsilnunxQueryOptions();

/**
 * The head of a service page: its search and share fields (or what its content gives), the
 * Service and the breadcrumb for search engines; the route's own words until the content is read.
 */
export function servicePageHead(
  content: ServicePageContent | undefined,
  defaults: { title: string; description: string; path: string },
) {
  const derived = content ? deriveSeo(content, servicePageSeoFallback(content)) : null;
  const title = content?.metaTitle?.trim() || defaults.title;
  return contentSeo(derived && { ...derived, title }, {
    ...defaults,
    jsonLd: [
      serviceJsonLd({
        name: content?.mainTitle.trim() || defaults.title,
        description: derived?.description || defaults.description,
        path: defaults.path,
        image: derived?.image,
      }),
      breadcrumbJsonLd([
        { name: 'Anasayfa', path: '/' },
        { name: defaults.title, path: defaults.path },
      ]),
    ],
  });
}

/** The head of the AsilNunX page: as a service page's, with the resin as a Product. */
export function asilnunxHead(
  content: BrandedResinContent | undefined,
  defaults: { title: string; description: string; path: string },
) {
  const derived = content ? deriveSeo(content, asilnunxSeoFallback(content)) : null;
  const title = content?.metaTitle?.trim() || defaults.title;
  return contentSeo(derived && { ...derived, title }, {
    ...defaults,
    type: 'product',
    jsonLd: [
      productJsonLd({
        name: content?.title.trim() || defaults.title,
        description: derived?.description || defaults.description,
        path: defaults.path,
        image: derived?.image,
      }),
      breadcrumbJsonLd([
        { name: 'Anasayfa', path: '/' },
        { name: defaults.title, path: defaults.path },
      ]),
    ],
  });
}
