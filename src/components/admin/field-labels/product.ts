import { SEO_FIELD_LABELS } from '../seo-form';
import { LIST_FIELD_LABELS } from './lists';

/**
 * The product form's fields by their labels on screen: the form's labels, the list of what a kept
 * copy changes, and (through {@link PRODUCT_RECORD_LABELS}) the 'Geçmiş' panel's names.
 */
export const PRODUCT_FIELD_LABELS = {
  name: 'Ürün adı',
  slug: 'Slug (ürün sayfası adresi)',
  ...LIST_FIELD_LABELS,
  homePageSubtitle: 'Ana sayfa alt başlığı',
  bannerImage: 'Banner görseli',
  mainImage: 'Ana ürün görseli',
  detailImages: 'Detay görselleri',
  documents: 'Belgeler',
  showContact: "'Bilgi Al' iletişim bandı",
  ...SEO_FIELD_LABELS,
} as const;

const form = PRODUCT_FIELD_LABELS;

/** A stored product's fields ('Geçmiş'): a form field's under its label, the rest named here. */
export const PRODUCT_RECORD_LABELS: Readonly<Record<string, string>> = {
  name: form.name,
  slug: form.slug,
  ...LIST_FIELD_LABELS,
  homePageSubtitle: form.homePageSubtitle,
  bannerImageUrl: form.bannerImage,
  productMainImageId: `${form.mainImage} (dosya)`,
  productImageId: 'Ürün görseli (dosya)',
  mainImageUrl: form.mainImage,
  image: 'Görsel',
  documentImageIds: 'Belge görselleri',
  productDetailImageIds: form.detailImages,
  documentIds: form.documents,
  fileIds: 'Dosyalar',
  documentFileIds: 'Belge dosyaları',
  productDetailFileIds: 'Detay görseli dosyaları',
  showContact: form.showContact,
  ...SEO_FIELD_LABELS,
};
