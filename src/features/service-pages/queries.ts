import { getGetAsilnunxQueryOptions } from '../../api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getGetHalatliTelBetonKesmeQueryOptions,
  getGetKimyasalAnkrajQueryOptions,
  getGetPoliuretanEnjeksiyonQueryOptions,
} from '../../api/generated/content/endpoints/service-pages/service-pages';

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
