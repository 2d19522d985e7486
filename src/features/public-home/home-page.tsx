import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../api/api-error';
import {
  EmptyState,
  LoadError,
  LoadingState,
  accentButtonClass,
} from '../../components/query-states';
import { PageBanner, pageBannerPath } from '../../components/page-banner';
import { SliderSkeleton } from './slider-skeleton';
import { HOME_PATH, homePageQuery } from './queries';
import { PreviewBanner, PreviewUnavailable } from '../../components/preview-banner';
import { previewFailure } from '../../lib/preview';
import { ImageCatalog } from '../../components/image-catalog';

// The slider (and keen-slider) loads while the banner is already on screen.
const ProductSlider = lazy(() =>
  import('./product-slider').then((module) => ({ default: module.ProductSlider })),
);

/**
 * Home: the banner of page 'Anasayfa' and its featured products in page order. `preview`: a
 * preview link's token (issue 21 section 3): the page with its pending changes, under a banner
 * that says it is a preview.
 */
export function HomePage({ preview }: { preview?: string | undefined }) {
  const { data, isPending, isError, error, refetch } = useQuery(homePageQuery(preview));
  if (isPending) return <LoadingState />;
  // A preview link that no longer works has no page to show: it says so, in the server's words.
  const failure = previewFailure(error, preview);
  if (failure) return <PreviewUnavailable message={failure} livePath={HOME_PATH} />;
  if (isError) {
    return (
      <LoadError
        message={
          isApiError(error) && error.status === 404
            ? 'Ana sayfa içeriği henüz eklenmemiş.'
            : 'Veriler yüklenirken bir hata oluştu.'
        }
        onRetry={() => void refetch()}
      />
    );
  }
  const page = data.data;
  return (
    <ImageCatalog images={page.images}>
      <PageBanner
        eyebrow="2007'den bu yana"
        title={page.titles[0] ?? 'Asil Yapı Kimyasalları'}
        subtitle={page.subtitles[0]}
        image={pageBannerPath(page)}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={accentButtonClass}>
            Keşif ve Teklif İsteyin
          </Link>
          <Link
            to="/about"
            className="inline-flex rounded-lg border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            Bizi Tanıyın
          </Link>
        </div>
      </PageBanner>
      {page.products.length > 0 ? (
        <Suspense fallback={<SliderSkeleton count={page.products.length} />}>
          <ProductSlider products={page.products} />
        </Suspense>
      ) : (
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 className="text-h2 text-brand-950">Ürün ve Hizmetlerimiz</h2>
          <div className="mt-8">
            <EmptyState>Öne çıkan ürün henüz seçilmedi.</EmptyState>
          </div>
        </section>
      )}
      {preview ? <PreviewBanner livePath={HOME_PATH} /> : null}
    </ImageCatalog>
  );
}
