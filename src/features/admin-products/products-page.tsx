import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AdminPage } from '../../components/admin/admin-page';
import { Pagination } from '../../components/admin/pagination';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { usePagedSearch } from '../../components/admin/use-paged-search';
import { ProductCard } from './product-card';
import { PRODUCT_MESSAGES } from './product-form';
import { ProductsDialogs, useProductsDialogs } from './products-dialogs';
import { DEFAULT_PRODUCT_PAGE_SIZE, adminProductPageQuery, productsPaging } from './queries';
import { Button } from '../../components/admin/button';

const PAGE_SIZE_OPTIONS = [DEFAULT_PRODUCT_PAGE_SIZE, 20, 50];

/**
 * /admin/products (docs/SPEC.md section 2, admin screen 5): the paginated grid of product cards with
 * edit and delete, 'Yeni Ürün', the product form dialog and the delete confirmation. The page and
 * page size live in the URL (?page=2&size=20), counted from 1 like the screen shows them.
 */
export function ProductsPage() {
  const { page, size } = productsPaging(useSearch({ from: '/admin/products' }));
  const query = useQuery({
    ...adminProductPageQuery(page, size),
    placeholderData: keepPreviousData,
  });
  useLoadErrorNotice(query.isError);
  const list = query.data?.data;
  const paging = usePagedSearch({
    from: '/admin/products',
    page,
    defaultSize: DEFAULT_PRODUCT_PAGE_SIZE,
    query,
  });

  const dialogs = useProductsDialogs();
  const { dialog } = dialogs;
  // The page to show once the dialog is closed (after a create: page 1, where the new one is).
  const pendingPage = useRef<number | null>(null);

  // After a create, show the page that holds the new product — once the dialog (and its
  // unsaved-changes guard) is gone.
  useEffect(() => {
    const target = pendingPage.current;
    if (target === null || dialog !== null) return;
    pendingPage.current = null;
    if (target !== page) paging.goTo(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);

  return (
    <AdminPage
      title="Ürün Yönetimi"
      description="Ürün ve hizmet kataloğu: kartlar, ürün sayfaları, görseller ve belgeler."
      actions={
        <Button variant="primary" onClick={() => dialogs.open({ kind: 'edit', productId: null })}>
          <span aria-hidden="true">+</span> Yeni Ürün
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingState text="Ürünler yükleniyor..." className="py-12" />
      ) : !list ? (
        <LoadError
          variant="box"
          message={PRODUCT_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : list.totalCount === 0 ? (
        <EmptyState>Henüz ürün eklenmemiş. İlk ürünü &apos;Yeni Ürün&apos; ile ekleyin.</EmptyState>
      ) : (
        <>
          <ul
            aria-label="Ürün listesi"
            aria-busy={query.isPlaceholderData || undefined}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {list.items.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  onEdit={() => dialogs.open({ kind: 'edit', productId: product.id })}
                  onDelete={() => dialogs.open({ kind: 'delete', product })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={paging.page}
            totalPages={paging.totalPages}
            onPage={(next) => paging.goTo(next)}
            total={{ count: list.totalCount, noun: 'ürün' }}
            size={{ value: size, options: PAGE_SIZE_OPTIONS, onChange: paging.setSize }}
          />
        </>
      )}

      <ProductsDialogs
        state={dialogs}
        onSaved={(created) => {
          // Newest first: a new product is the first card of page 1.
          if (created) pendingPage.current = 1;
        }}
      />
    </AdminPage>
  );
}
