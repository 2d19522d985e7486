import { Link } from '@tanstack/react-router';
import { useKeenSlider } from 'keen-slider/react';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Product } from '../../api/generated/backend/model';
import { SmartImage } from '../../components/smart-image';
import { slideLink } from '../../lib/slide-link';

const SLIDER_TITLE = 'Ürün ve Hizmetlerimiz';

/**
 * The featured products, in page order, as a keen-slider carousel: drag by touch or mouse, the
 * arrow buttons, or the arrow keys when the carousel has focus. Focusing a slide's link brings
 * it into view.
 */
export function ProductSlider({ products }: { products: readonly Partial<Product>[] }) {
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    slides: { perView: 1.1, spacing: 16 },
    breakpoints: {
      '(min-width: 640px)': { slides: { perView: 2, spacing: 20 } },
      '(min-width: 992px)': { slides: { perView: 3, spacing: 24 } },
    },
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') slider.current?.next();
    else if (event.key === 'ArrowLeft') slider.current?.prev();
    else return;
    event.preventDefault();
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="slider-title" className="text-h2 text-brand-950">
          {SLIDER_TITLE}
        </h2>
        <div className="slider-controls flex gap-2">
          <button
            type="button"
            aria-label="Önceki ürün"
            className="inline-flex size-11 items-center justify-center rounded-full border border-concrete-300 bg-white text-brand-900 hover:bg-brand-50 disabled:opacity-40"
            disabled={current === 0}
            onClick={() => slider.current?.prev()}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m15 18-6-6 6-6" />
            </svg>
          </button>
          <button
            type="button"
            aria-label="Sonraki ürün"
            className="inline-flex size-11 items-center justify-center rounded-full border border-concrete-300 bg-white text-brand-900 hover:bg-brand-50 disabled:opacity-40"
            disabled={current >= products.length - 1}
            onClick={() => slider.current?.next()}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m9 18 6-6-6-6" />
            </svg>
          </button>
        </div>
      </div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={SLIDER_TITLE}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="mt-8 rounded-xl"
      >
        {/* Laid out by src/styles.css until keen-slider takes over (server HTML, no script). */}
        <ul ref={sliderRef} className="keen-slider product-slider">
          {products.map((product, index) => {
            const name = product.name?.trim() || product.titles?.[0] || SLIDER_TITLE;
            return (
              <li
                key={product.id ?? `static-${index}`}
                className="keen-slider__slide"
                style={{ '--slide-index': index } as CSSProperties}
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${products.length}`}
              >
                <Link
                  to={slideLink(product, index)}
                  onFocus={() => slider.current?.moveToIdx(index)}
                  className="group block h-full overflow-hidden rounded-xl bg-white shadow-card ring-accent-500 hover:ring-2"
                >
                  <SmartImage
                    sources={[product.productMainImage?.path, product.mainImageUrl, product.image]}
                    alt={name}
                    width={1200}
                    height={800}
                    sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 90vw"
                    className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                  />
                  <div className="p-5">
                    <h3 className="text-h4 text-brand-950">{name}</h3>
                    {product.homePageSubtitle ? (
                      <p className="mt-1 text-small text-concrete-700">
                        {product.homePageSubtitle}
                      </p>
                    ) : null}
                    <span className="mt-3 inline-block text-small font-semibold text-accent-700 group-hover:underline">
                      İncele
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
