import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../components/button-class';
import { EmptyState } from '../../components/query-states';
import { PageBanner } from '../../components/page-banner';
import { SliderSkeleton } from './slider-skeleton';
import type { HomeView } from './home-view';
import { HOME_PATH } from '../../lib/public-paths';
import { PreviewBanner } from '../../components/preview-banner';
import { ImageCatalog } from '../../components/image-catalog';

// The slider loads while the banner is already on screen.
const ProductSlider = lazy(() =>
  import('./product-slider').then((module) => ({ default: module.ProductSlider })),
);

/**
 * Home: the banner of page 'Anasayfa' and its featured products in page order. `preview`: a
 * preview link's token (issue 21 section 3): the page with its pending changes, under a banner
 * that says it is a preview.
 */
export function HomePage({ view, preview }: { view: HomeView; preview?: string | undefined }) {
  return (
    <ImageCatalog images={view.images}>
      <PageBanner
        eyebrow="2007'den bu yana"
        title={view.title ?? 'Asil Yapı Kimyasalları'}
        subtitle={view.subtitle}
        image={view.banner}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClass('accent', 'xl')}>
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
      {view.slides.length > 0 ? (
        <Suspense fallback={<SliderSkeleton count={view.slides.length} />}>
          <ProductSlider products={view.slides} />
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
