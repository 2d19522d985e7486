import { createFileRoute, notFound } from '@tanstack/react-router';
import { imageIds } from '../../features/product-page/image-sources';
import { PRODUCT_ERROR_MESSAGES, ProductError } from '../../features/product-page/product-error';
import { ProductPage } from '../../features/product-page/product-page';
import { productTitle } from '../../features/product-page/product-title';
import {
  normaliseSlug,
  productBySlugQuery,
  productImageFileQuery,
} from '../../features/product-page/queries';
import { loadRouteQuery, prefetchOnServer } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/product/$slug')({
  // The product is in the cache once the loader ran: on the server always (the page's head
  // carries its title), in the browser after a preload or a second visit; otherwise the screen
  // sets the title once the product is there (useDocumentTitle).
  head: ({ params, match }) => {
    const product = match.context.queryClient.getQueryData(
      productBySlugQuery(params.slug).queryKey,
    )?.data;
    const description = product?.descriptions.find((text) => text.trim() !== '');
    return seo({
      title: product ? productTitle(product) : 'Ürün ve Hizmet Detayı',
      description:
        description && description.length > 160
          ? `${description.slice(0, 157).trimEnd()}...`
          : (description ??
            'Asil Yapı Kimyasalları ürün ve hizmetleri: uygulama alanları, teknik dokümanlar ve görseller.'),
      path: `/product/${encodeURIComponent(params.slug)}`,
      type: 'product',
    });
  },
  loader: async ({ context: { queryClient }, params }) => {
    if (!normaliseSlug(params.slug)) {
      if (import.meta.env.SSR) throw notFound();
      return;
    }
    await loadRouteQuery(queryClient, productBySlugQuery(params.slug), { notFoundOn404: true });
    // The server also looks up the product's images, so that its HTML names the real files.
    const product = queryClient.getQueryData(productBySlugQuery(params.slug).queryKey)?.data;
    if (!product) return;
    const { mainId, detailIds } = imageIds(product);
    const ids = [...new Set([...(mainId ? [mainId] : []), ...detailIds])];
    await prefetchOnServer(() =>
      Promise.all(ids.map((id) => queryClient.prefetchQuery(productImageFileQuery(id)))),
    );
  },
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
  errorComponent: () => <ProductError message={PRODUCT_ERROR_MESSAGES.failed} />,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}

function ProductNotFound() {
  const { slug } = Route.useParams();
  return (
    <ProductError
      message={
        normaliseSlug(slug) ? PRODUCT_ERROR_MESSAGES.notFound : PRODUCT_ERROR_MESSAGES.invalidSlug
      }
    />
  );
}
