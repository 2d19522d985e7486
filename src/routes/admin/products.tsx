import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/admin-products/products-page';
import { adminProductPageQuery } from '../../features/admin-products/queries';
import { productsPaging, validateProductsSearch } from '../../lib/products-search';

export const Route = createFileRoute('/admin/products')({
  // ?page=2&size=20, counted from 1; anything invalid falls back to page 1 and 10 a page.
  validateSearch: validateProductsSearch,
  loaderDeps: ({ search }) => productsPaging(search),
  head: () => ({ meta: [{ title: 'Ürün Yönetimi | Yönetim Paneli' }] }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminProductPageQuery(deps.page, deps.size));
  },
  component: ProductsPage,
});
