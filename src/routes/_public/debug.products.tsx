import { createFileRoute } from '@tanstack/react-router';
import { DebugProductsPage } from '../../features/debug-products/debug-products-page';
import { DEBUG_PAGE_TITLE, debugProductsQuery } from '../../features/debug-products/queries';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/debug/products')({
  // DESIGN.md section 3: kept, but never indexed.
  head: () =>
    seo({
      title: DEBUG_PAGE_TITLE,
      description: 'Ürünlerin kimlik, slug ve adres bilgileri.',
      path: '/debug/products',
      noindex: true,
    }),
  // Start the request with the route's code, without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(debugProductsQuery());
  },
  component: DebugProductsPage,
});
