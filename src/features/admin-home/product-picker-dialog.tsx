import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../api/generated/backend/model';
import { PickerDialog } from '../../components/admin/picker-dialog';
import { ProductImage } from '../../components/admin/product-image';
import {
  MAX_FEATURED,
  MAX_FEATURED_MESSAGE,
  MESSAGES,
  pickableProducts,
} from './home-editor-rules';
import { adminProductsQuery } from './admin-products-query';

/**
 * The product picker (docs/SPEC.md section 2, admin screen 1): the administrator's product list
 * without the products already featured. It stays open after a pick, so several can be added;
 * a pick past the fourth is refused by the editor with SPEC's message.
 */
export function ProductPickerDialog({
  open,
  onOpenChange,
  featuredIds,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  featuredIds: readonly string[];
  onPick: (product: Product) => void;
}) {
  const products = useQuery({ ...adminProductsQuery(), enabled: open });
  const all = products.data?.data.items ?? [];
  const remaining = pickableProducts(all, featuredIds);
  const full = featuredIds.length >= MAX_FEATURED;

  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ürün Seç"
      description={
        <>
          Ana sayfada gösterilecek ürünleri seçin ({featuredIds.length} / {MAX_FEATURED}).
          Değişiklikler &apos;Değişiklikleri Kaydet&apos; ile kaydedilir.
        </>
      }
      size="3xl"
      notice={
        full ? (
          <p className="mt-2 text-small font-semibold text-red-800">{MAX_FEATURED_MESSAGE}</p>
        ) : null
      }
      search="Ürün ara"
      query={products}
      loading="Ürünler yükleniyor..."
      failed="Ürünler yüklenirken bir hata oluştu."
    >
      {(searched) => {
        const shown = pickableProducts(all, featuredIds, searched);
        return remaining.length === 0 ? (
          <p>{all.length === 0 ? 'Henüz ürün eklenmemiş.' : MESSAGES.allSelected}</p>
        ) : shown.length === 0 ? (
          <p>Aramaya uygun ürün bulunamadı.</p>
        ) : (
          <ul aria-label="Seçilebilir ürünler" className="grid gap-3 sm:grid-cols-2">
            {shown.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => onPick(product)}
                  className="flex w-full items-center gap-3 rounded-lg border border-concrete-200 p-2 text-left hover:border-brand-500 focus-visible:border-brand-500"
                >
                  <ProductImage product={product} size="thumbnail" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-concrete-900">{product.name}</span>
                    <span className="block text-small text-brand-800">Ekle</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        );
      }}
    </PickerDialog>
  );
}
