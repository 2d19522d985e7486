import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../features/product-page/product-page';
import { productTitle } from '../../features/product-page/product-title';
import { normaliseSlug, productBySlugQuery } from '../../features/product-page/queries';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/product/$slug')({
  // The title of a product already in the cache (a second visit, a preloaded link); on a first
  // visit the screen sets it once the product is there (useDocumentTitle).
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
  // Start the request with the route's code, without holding the first paint for it.
  loader: ({ context, params }) => {
    if (normaliseSlug(params.slug))
      void context.queryClient.prefetchQuery(productBySlugQuery(params.slug));
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}
