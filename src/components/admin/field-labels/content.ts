import type { ContentKey } from '../../../../core/domain/types';
import { SEO_FIELD_LABELS } from '../seo-form';

/*
 * The content pages' editors, each field by its label on screen. A content page's form fields are
 * its stored fields, so the same table names them in the kept copy's list, the conflict view and
 * the 'Geçmiş' panel.
 */

export const CONTACT_LABELS = {
  bannerTitle: 'Banner başlığı',
  bannerImage: 'Banner arka plan görseli',
  phoneTitle: 'Telefon başlığı',
  phoneNumber: 'Telefon numarası',
  emailTitle: 'E-posta başlığı',
  emailAddress: 'E-posta adresi',
  locationTitle: 'Adres başlığı',
  locationAddress: 'Adres',
  instagramTitle: 'Instagram başlığı',
  instagramUsername: 'Instagram kullanıcı adı',
  messageFormTitle: 'Form başlığı',
  messageFormDescription: 'Form açıklaması',
  mapTitle: 'Harita başlığı',
  mapIframeCode: 'Harita yerleştirme kodu',
} as const;

/** The 'Teknik Dokümanlar' card of the service pages and AsilNunX. */
export const DOCUMENT_LINKS_LABELS = { documents: 'Doküman bağlantıları' } as const;

/** The three service pages' editor (polyurethane injection, chemical anchoring, wire-rope cutting). */
export const SERVICE_PAGE_LABELS = {
  homepageTitle: 'Kart başlığı',
  homepageSubtitle: 'Kart alt başlığı',
  homepageImage: 'Kart görseli',
  mainTitle: 'Banner başlığı',
  mainBannerImage: 'Banner görseli',
  descriptionTitle: 'Açıklama başlığı',
  descriptionText: 'Açıklama metni',
  applicationAreasTitle: 'Uygulama alanları başlığı',
  applicationAreas: 'Uygulama alanları',
  galleryTitle: 'Galeri başlığı',
  galleryImages: 'Galeri görselleri',
  detailsTitle: 'Detay başlığı',
  detailsText: 'Detay metni',
  youtubeLink: 'YouTube bağlantısı',
  bottomInfoTitle: 'Alt bilgi başlığı',
  bottomInfoText: 'Alt bilgi metni',
  ...DOCUMENT_LINKS_LABELS,
  ...SEO_FIELD_LABELS,
} as const;

const ASILNUNX_LABELS = {
  title: 'Başlık',
  image: 'Görsel',
  description: 'Açıklama',
  details: 'Detaylar',
  info: 'Ürün bilgileri',
  text: 'Kapanış metni',
  ...DOCUMENT_LINKS_LABELS,
  linkText: 'Bağlantı metni',
  link: 'Bağlantı adresi',
  ...SEO_FIELD_LABELS,
} as const;

export const PRIVACY_NOTICE_LABELS = {
  title: 'Başlık',
  body: 'Metin',
  enquiryRetentionMonths: 'Mesajların saklama süresi (ay)',
} as const;

const MENUS_LABELS = {
  header: 'Üst menü',
  footer: 'Alt menü',
} as const;

/** A content page's labels, by its key in the content service. */
export const CONTENT_LABELS: Readonly<Record<ContentKey, Readonly<Record<string, string>>>> = {
  contact: CONTACT_LABELS,
  asilnunx: ASILNUNX_LABELS,
  'aydinlatma-metni': PRIVACY_NOTICE_LABELS,
  menuler: MENUS_LABELS,
  'poliuretan-enjeksiyon': SERVICE_PAGE_LABELS,
  'kimyasal-ankraj': SERVICE_PAGE_LABELS,
  'halatli-tel-beton-kesme': SERVICE_PAGE_LABELS,
};
