import type { Product } from '../../api/generated/backend/model';
import { SITE_PAGES, productPath } from '../../../core/domain/redirects';

/** The texts of the Yönlendirmeler screen that are the panel's own (the server's are in core). */
export const REDIRECT_TEXTS = {
  description:
    'Eski adresler yeni yerlerine kalıcı olarak (301) yönlenir. Bir ürünün kısa adı değiştiğinde yönlendirme kendiliğinden eklenir.',
  gone: 'Kalıcı olarak kaldırıldı (410)',
  noRedirects: 'Henüz yönlendirme yok.',
  missedExplanation:
    'Ziyaretçilerin istediği ama sitede bulunamayan adresler, en çok istenen önce.',
  noMissed: 'Bulunamayan adres kaydı yok.',
  loadFailed: 'Yönlendirmeler yüklenemedi',
  removeFailed: 'Yönlendirme kaldırılamadı. Lütfen tekrar deneyin.',
  createFailed: 'Yönlendirme eklenemedi. Lütfen tekrar deneyin.',
  dialogDescription:
    'Bu adrese gelen ziyaretçiler seçtiğiniz sayfaya kalıcı olarak (301) yönlenir.',
  targetRequired: 'Yönlendirilecek sayfayı seçin.',
  fromTooLong: (max: number) => `Adres en fazla ${max} karakter olabilir.`,
  productsLoading: 'Ürünler yükleniyor...',
  productsFailed: 'Ürünler yüklenemedi; listede yalnızca sitenin sayfaları var.',
} as const;

/** The confirmation before 'Kaldır': it names the old address. */
export const removeConfirmText = (from: string) =>
  `'${from}' yönlendirmesi kaldırılacak. Bu adres yeniden hiçbir sayfa bulamayacak.`;

interface TargetOption {
  value: string;
  label: string;
}

/** 'Hedef sayfa': the site's pages (name and path), then every product by name. */
export function targetOptions(products: readonly Pick<Product, 'name' | 'slug'>[]): {
  pages: TargetOption[];
  products: TargetOption[];
} {
  return {
    pages: SITE_PAGES.map((page) => ({ value: page.path, label: `${page.name} (${page.path})` })),
    products: [...products]
      .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
      .map((product) => ({ value: productPath(product.slug), label: `Ürün: ${product.name}` })),
  };
}
