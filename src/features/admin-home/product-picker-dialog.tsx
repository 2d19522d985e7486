import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Product } from '../../api/generated/backend/model';
import { secondaryButton } from '../../components/admin/admin-page';
import { SmartImage } from '../../components/smart-image';
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
  const id = useId();
  const [query, setQuery] = useState('');
  const products = useQuery({ ...adminProductsQuery(), enabled: open });
  const all = products.data?.data.items ?? [];
  const remaining = pickableProducts(all, featuredIds);
  const shown = pickableProducts(all, featuredIds, query);
  const full = featuredIds.length >= MAX_FEATURED;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-card">
          <div className="border-b border-concrete-200 p-5">
            <Dialog.Title className="text-h4 text-brand-950">Ürün Seç</Dialog.Title>
            <Dialog.Description className="mt-1 text-small text-concrete-700">
              Ana sayfada gösterilecek ürünleri seçin ({featuredIds.length} / {MAX_FEATURED}).
              Değişiklikler &apos;Değişiklikleri Kaydet&apos; ile kaydedilir.
            </Dialog.Description>
            {full ? (
              <p className="mt-2 text-small font-semibold text-red-800">{MAX_FEATURED_MESSAGE}</p>
            ) : null}
            <div className="mt-4">
              <label htmlFor={`${id}-search`} className="sr-only">
                Ürün ara
              </label>
              <input
                id={`${id}-search`}
                type="search"
                placeholder="Ürün ara..."
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="block w-full rounded-lg border border-concrete-300 px-3 py-2"
              />
            </div>
          </div>
          <div className="min-h-48 flex-1 overflow-y-auto p-5">
            {products.isPending ? (
              <p role="status">Ürünler yükleniyor...</p>
            ) : products.isError ? (
              <p role="alert" className="text-red-700">
                Ürünler yüklenirken bir hata oluştu.{' '}
                <button type="button" className="underline" onClick={() => void products.refetch()}>
                  Tekrar Dene
                </button>
              </p>
            ) : remaining.length === 0 ? (
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
                      <SmartImage
                        sources={[
                          product.productMainImage?.path,
                          product.mainImageUrl,
                          product.image,
                        ]}
                        images={[product.productMainImage]}
                        alt=""
                        width={96}
                        height={64}
                        className="h-16 w-24 shrink-0 rounded-md bg-concrete-100 object-cover"
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold text-concrete-900">
                          {product.name}
                        </span>
                        <span className="block text-small text-brand-800">Ekle</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex justify-end border-t border-concrete-200 p-4">
            <Dialog.Close className={secondaryButton}>Kapat</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
