import { SEO_FIELD_LABELS } from '../seo-form';
import { LIST_FIELD_LABELS } from './lists';

/** The about editor's fields by their labels on screen (and in the list of what a kept copy changes). */
export const ABOUT_FIELD_LABELS = {
  slug: 'Slug (sayfa adresi)',
  bannerImage: 'Banner görseli',
  mainImage: 'Ana görsel',
  titles: LIST_FIELD_LABELS.titles,
  subtitles: LIST_FIELD_LABELS.subtitles,
  descriptions: 'Paragraflar',
  servicesTitle: 'Bölüm başlığı',
  services: 'Hizmet maddeleri',
  gallery: 'Galeri',
  ...SEO_FIELD_LABELS,
} as const;

/**
 * The home editor's fields (and the page's it saves) by what the editor calls them: the lists of
 * what a kept copy and a conflict change.
 */
export const HOME_FIELD_LABELS = {
  productIds: 'Öne çıkan ürünler',
  featured: 'Öne çıkan ürünler',
  titles: 'Banner başlığı',
  subtitles: 'Banner alt başlığı',
  metaTitle: 'Meta başlık',
  metaDescription: 'Meta açıklama',
} as const;

const about = ABOUT_FIELD_LABELS;

/** A stored page's fields ('Geçmiş'), by the page editors' labels where they show one. */
export const PAGE_RECORD_LABELS: Readonly<Record<string, string>> = {
  pageType: 'Sayfa türü',
  name: 'Sayfa adı',
  slug: about.slug,
  ...LIST_FIELD_LABELS,
  descriptions: about.descriptions,
  listTitles: 'Bölüm başlıkları',
  listItems: 'Maddeler',
  backgroundImageUrl: 'Arka plan görseli',
  bannerImageUrl: about.bannerImage,
  mainImageUrl: about.mainImage,
  mainImageId: `${about.mainImage} (dosya)`,
  fileIds: 'Galeri görselleri',
  productIds: HOME_FIELD_LABELS.productIds,
  documentIds: 'Belgeler',
  additionalFields: 'Ek alanlar',
  ...SEO_FIELD_LABELS,
};
