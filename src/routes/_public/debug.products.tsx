import { createFileRoute } from '@tanstack/react-router';
import { DebugProductsPage } from '../../features/debug-products/debug-products-page';
import { DEBUG_PAGE_TITLE, debugProductsQuery } from '../../features/debug-products/queries';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/debug/products')({
  // docs/DESIGN.md section 3: kept, but never indexed.
  head: () =>
    seo({
      title: DEBUG_PAGE_TITLE,
      description: 'Ürünlerin kimlik, slug ve adres bilgileri.',
      path: '/debug/products',
      noindex: true,
    }),
  loader: ({ context }) => loadRouteQuery(context.queryClient, debugProductsQuery()),
  component: DebugProductsPage,
});
