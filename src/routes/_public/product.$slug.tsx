import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { imageIds } from '../../features/product-page/image-sources';
import {
  PRODUCT_ERROR_MESSAGES,
  PRODUCT_ERROR_TITLE,
  ProductError,
} from '../../features/product-page/product-error';
import { ProductPage } from '../../features/product-page/product-page';
import { productTitle } from '../../features/product-page/product-title';
import {
  normaliseSlug,
  productBySlugQuery,
  productImageFileQuery,
} from '../../features/product-page/queries';
import { previewDeps, previewSearch, previewTitle } from '../../lib/preview';
import { loadRouteQuery, prefetchOnServer } from '../../lib/route-data';
import { contentSeo, seo } from '../../lib/seo';
import {
  PRODUCT_DEFAULT_DESCRIPTION,
  deriveSeo,
  productSeoFallback,
} from '../../../core/lib/seo-fields';
import { breadcrumbJsonLd, productJsonLd } from '../../lib/structured-data';
import { MESSAGES } from '../../../core/domain/messages';

export const Route = createFileRoute('/_public/product/$slug')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // The product is in the cache once the loader ran: on the server always (the page's head
  // carries its title), in the browser after a preload or a second visit; otherwise the screen
  // sets the title once the product is there (useDocumentTitle).
  // A preview is never indexed, and its title says what it is.
  head: ({ params, match }) => {
    const path = `/product/${encodeURIComponent(params.slug)}`;
    if (match.status === 'notFound' || match.status === 'error') {
      return seo({
        title: PRODUCT_ERROR_TITLE,
        description: PRODUCT_ERROR_MESSAGES.notFound,
        path,
        noindex: true,
      });
    }
    const preview = match.search.onizleme;
    const product = match.context.queryClient.getQueryData(
      productBySlugQuery(params.slug, preview).queryKey,
    )?.data;
    const defaults = {
      title: 'Ürün ve Hizmet Detayı',
      description: PRODUCT_DEFAULT_DESCRIPTION,
      path,
      type: 'product' as const,
    };
    if (!product) return seo({ ...defaults, noindex: Boolean(preview) });
    const derived = deriveSeo(product, productSeoFallback(product));
    const shown = product.metaTitle?.trim() || productTitle(product);
    const title = preview ? previewTitle(shown) : shown;
    const description = derived.description || defaults.description;
    return contentSeo(
      { ...derived, title, description },
      {
        ...defaults,
        noindex: Boolean(preview),
        banner: { path: product.bannerImageUrl, images: product.images },
        jsonLd: [
          productJsonLd({ name: productTitle(product), description, path, image: derived.image }),
          breadcrumbJsonLd([
            { name: 'Anasayfa', path: '/' },
            { name: productTitle(product), path },
          ]),
        ],
      },
    );
  },
  loader: async ({ context: { queryClient }, params, deps: { preview } }) => {
    if (!normaliseSlug(params.slug)) {
      if (import.meta.env.SSR) throw notFound();
      return;
    }
    const query = productBySlugQuery(params.slug, preview);
    await loadRouteQuery(queryClient, query, { notFoundOn404: true });
    // The server also looks up the product's images, so that its HTML names the real files.
    const product = queryClient.getQueryData(query.queryKey)?.data;
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
  const { onizleme } = Route.useSearch();
  return <ProductPage slug={slug} preview={onizleme} />;
}

function ProductNotFound() {
  const { slug } = Route.useParams();
  const { onizleme } = Route.useSearch();
  const queryClient = useQueryClient();
  // A preview link that no longer works says so, in the server's words; the browser, which the
  // server's failed read never reaches, says the same (so hydration keeps the server's text).
  const previewFailure = onizleme
    ? queryClient.getQueryState(productBySlugQuery(slug, onizleme).queryKey)?.error?.message ||
      MESSAGES.previewInvalid
    : undefined;
  return (
    <ProductError
      message={
        previewFailure ??
        (normaliseSlug(slug) ? PRODUCT_ERROR_MESSAGES.notFound : PRODUCT_ERROR_MESSAGES.invalidSlug)
      }
    />
  );
}
