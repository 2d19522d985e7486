import { createFileRoute } from '@tanstack/react-router';
import {
  DebugProductsLoadError,
  DebugProductsPage,
} from '../../features/debug-products/debug-products-page';
import { readDebugProductsView } from '../../features/debug-products/debug-products-view';
import { DEBUG_PAGE_TITLE } from '../../features/debug-products/debug-title';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/debug/products')({
  loader: () => readDebugProductsView(),
  // docs/DESIGN.md section 3: kept, but never indexed.
  head: () =>
    seo({
      title: DEBUG_PAGE_TITLE,
      description: 'Ürünlerin kimlik, slug ve adres bilgileri.',
      path: '/debug/products',
      noindex: true,
    }),
  errorComponent: DebugProductsLoadError,
  component: DebugProductsRoute,
});

function DebugProductsRoute() {
  return <DebugProductsPage view={Route.useLoaderData()} />;
}
