import {
  getGetAsilnunxQueryOptions,
  updateAsilnunx,
} from '../../api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getGetContactContentQueryOptions,
  updateContactContent,
} from '../../api/generated/content/endpoints/contact-content/contact-content';
import {
  getGetPrivacyNoticeQueryOptions,
  updatePrivacyNotice,
} from '../../api/generated/content/endpoints/privacy-notice/privacy-notice';
import {
  getGetMenusQueryOptions,
  updateMenus,
} from '../../api/generated/content/endpoints/menus/menus';
import {
  getGetHalatliTelBetonKesmeQueryOptions,
  getGetKimyasalAnkrajQueryOptions,
  getGetPoliuretanEnjeksiyonQueryOptions,
  updateHalatliTelBetonKesme,
  updateKimyasalAnkraj,
  updatePoliuretanEnjeksiyon,
} from '../../api/generated/content/endpoints/service-pages/service-pages';
import type { ServicePageContent, UploadKind } from '../../api/generated/content/model';
import type { RequestOptions } from '../../api/create-client';
import type { ServicePageKey } from '../../../core/domain/types';

// The route files import this module for their loaders, so it ships in the first bundle: keep it
// to the generated requests (the editors' code loads with their screens).

/**
 * The editors read the panel's version of a page (`Drafts=true`, with the token: its pending
 * changes when it has some, issue 21). Their keys start with the request path, as the public
 * reads' do (useContentSave reads both again after a save).
 */
const DRAFTS = { Drafts: true } as const;
const WITH_TOKEN = { request: { withToken: true } } as const;

export const contactContentQuery = () => getGetContactContentQueryOptions(DRAFTS, WITH_TOKEN);
export const saveContactContent = updateContactContent;

/** The 'Aydınlatma Metni' (KVKK) and the enquiries' retention period. */
export const privacyNoticeQuery = () => getGetPrivacyNoticeQueryOptions(DRAFTS, WITH_TOKEN);
export const savePrivacyNotice = updatePrivacyNotice;

/** The header's and the footer's links (issue 49). */
export const menusQuery = () => getGetMenusQueryOptions(DRAFTS, WITH_TOKEN);
export const saveMenus = updateMenus;

/** The public AsilNunX page's title (its route's), unless the page sets a meta title. */
export const ASILNUNX_PUBLIC_TITLE = 'AsilNunX Enjeksiyon Reçinesi';
export const asilnunxQuery = () => getGetAsilnunxQueryOptions(DRAFTS, WITH_TOKEN);
export const saveAsilnunx = updateAsilnunx;

/** The three service pages (core's ServicePageKey) share the polyurethane schema (docs/DESIGN.md section 3). */
interface ServicePageEditorInfo {
  /** The editor's heading (its single h1). */
  heading: string;
  /** Where the page is on the public site. */
  publicPath: string;
  /** The public page's title (its route's), unless the page sets a meta title. */
  publicTitle: string;
  query: typeof getGetPoliuretanEnjeksiyonQueryOptions;
  save: (content: ServicePageContent, options?: RequestOptions) => Promise<ServicePageContent>;
  /** Content-service upload kinds (openapi/content.yaml UploadKind). */
  bannerKind: UploadKind;
  homepageKind: UploadKind;
}

export const servicePageEditors: Record<ServicePageKey, ServicePageEditorInfo> = {
  'poliuretan-enjeksiyon': {
    heading: 'Poliüretan Enjeksiyon Sayfası',
    publicPath: '/PoliuretanEnjeksiyon',
    publicTitle: 'Poliüretan Enjeksiyon',
    query: getGetPoliuretanEnjeksiyonQueryOptions,
    save: (content, options) => updatePoliuretanEnjeksiyon(content, options),
    bannerKind: 'poliuretan-banner',
    homepageKind: 'poliuretan-homepage-product',
  },
  'kimyasal-ankraj': {
    heading: 'Kimyasal Ankraj Sayfası',
    publicPath: '/KimyasalAnkraj',
    publicTitle: 'Kimyasal Ankraj ve Filiz Ekimi',
    query: getGetKimyasalAnkrajQueryOptions,
    save: (content, options) => updateKimyasalAnkraj(content, options),
    bannerKind: 'kimyasal-ankraj-banner',
    homepageKind: 'kimyasal-ankraj-homepage-product',
  },
  'halatli-tel-beton-kesme': {
    heading: 'Halatlı Tel Beton Kesme Sayfası',
    publicPath: '/HalatliTelBetonKesme',
    publicTitle: 'Halatlı Tel ile Beton Kesme',
    query: getGetHalatliTelBetonKesmeQueryOptions,
    save: (content, options) => updateHalatliTelBetonKesme(content, options),
    bannerKind: 'halatli-tel-beton-kesme-banner',
    homepageKind: 'halatli-tel-beton-kesme-homepage-product',
  },
};

export const servicePageQuery = (page: ServicePageKey) =>
  servicePageEditors[page].query(DRAFTS, WITH_TOKEN);
