import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadingState } from '../../components/query-states';
import {
  PRODUCT_ERROR_MESSAGES,
  PRODUCT_ERROR_TITLE,
  PRODUCT_LOADING_TEXT,
  ProductError,
  normaliseSlug,
} from '../../features/product-page/product-error';
import { ProductPage } from '../../features/product-page/product-page';
import { readProductView } from '../../features/product-page/product-view';
import { previewDeps, previewSearch, previewTitle } from '../../lib/preview';
import type { NotFoundData } from '../../lib/route-data';
import { contentSeo, seo } from '../../lib/seo';
import { PRODUCT_DEFAULT_DESCRIPTION } from '../../../core/lib/seo-fields';
import { breadcrumbJsonLd, productJsonLd } from '../../lib/structured-data';
import { MESSAGES } from '../../../core/domain/messages';

export const Route = createFileRoute('/_public/product/$slug')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // The loader reads the product and its images, on the server and in the browser alike, and
  // returns only what the page shows (product-view.ts). No slug, an unknown product or a preview
  // link that no longer works is the not-found view; any other failure the error view.
  loader: ({ params, deps: { preview } }) => {
    if (!normaliseSlug(params.slug)) throw notFound();
    return readProductView(params.slug, preview);
  },
  // After the loader: its data's type is inferred from it. A preview is never indexed, and its
  // title says what it is.
  head: ({ params, loaderData: view, match }) => {
    const path = `/product/${encodeURIComponent(params.slug)}`;
    if (match.status === 'notFound' || match.status === 'error') {
      return seo({
        title: PRODUCT_ERROR_TITLE,
        description: PRODUCT_ERROR_MESSAGES.notFound,
        path,
        noindex: true,
      });
    }
    const preview = Boolean(match.search.onizleme);
    const defaults = {
      title: 'Ürün ve Hizmet Detayı',
      description: PRODUCT_DEFAULT_DESCRIPTION,
      path,
      type: 'product' as const,
      noindex: preview,
    };
    if (!view) return seo(defaults);
    const description = view.seo.description || defaults.description;
    return contentSeo(
      {
        title: preview ? previewTitle(view.headTitle) : view.headTitle,
        description,
        image: view.seo.image,
      },
      {
        ...defaults,
        banner: { path: view.banner, images: view.images },
        jsonLd: [
          productJsonLd({ name: view.title, description, path, image: view.seo.image }),
          breadcrumbJsonLd([
            { name: 'Anasayfa', path: '/' },
            { name: view.title, path },
          ]),
        ],
      },
    );
  },
  component: ProductRoute,
  pendingComponent: () => <LoadingState text={PRODUCT_LOADING_TEXT} />,
  notFoundComponent: ProductNotFound,
  errorComponent: () => <ProductError message={PRODUCT_ERROR_MESSAGES.failed} />,
});

function ProductRoute() {
  const { onizleme } = Route.useSearch();
  return <ProductPage view={Route.useLoaderData()} preview={Boolean(onizleme)} />;
}

function ProductNotFound({ data }: { data?: unknown }) {
  const { slug } = Route.useParams();
  const { onizleme } = Route.useSearch();
  // A preview link that no longer works says so, in the server's words (the not-found data).
  const previewFailure = onizleme
    ? (data as Partial<NotFoundData> | undefined)?.message || MESSAGES.previewInvalid
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
