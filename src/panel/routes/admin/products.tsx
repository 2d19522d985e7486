import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/admin-products/products-page';
import { adminProductPageQuery } from '../../../features/admin-products/queries';
import { productsPaging, validateProductsSearch } from '../../../lib/route-search';

export const Route = createFileRoute('/admin/products')({
  // ?page=2&size=20, counted from 1; anything invalid falls back to page 1 and 10 a page.
  validateSearch: validateProductsSearch,
  head: () => ({ meta: [{ title: 'Ürün Yönetimi | Yönetim Paneli' }] }),
  // No loaderDeps: another page keeps this match (a new one would suspend the screen and take the
  // focus from 'Sonraki'); the query shows the new page (docs/decisions/0025).
  loader: ({ context, location }) => {
    const { page, size } = productsPaging(
      validateProductsSearch(location.search as Record<string, unknown>),
    );
    void context.queryClient.prefetchQuery(adminProductPageQuery(page, size));
  },
  component: ProductsPage,
});
