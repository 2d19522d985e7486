import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SmartImage } from '../../components/smart-image';
import { slideLink } from '../../lib/slide-link';
import { Icon } from '../../components/icon';

const SLIDER_TITLE = 'Ürün ve Hizmetlerimiz';

/** What the slider reads of a product: a full Product fits, and so does a page's summary of one. */
export interface SlideProduct {
  id?: string | null;
  name?: string | null;
  titles?: readonly string[] | null;
  slug?: string | null;
  homePageSubtitle?: string | null;
  productMainImage?: { path?: string | null } | null;
  mainImageUrl?: string | null;
  image?: string | null;
}

/** Scrolled to within a pixel of the start / the end (fractional scroll positions on zoom). */
interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** The distance from one slide's start to the next one's: a slide's width plus the gap. */
function slideStep(track: HTMLElement): number {
  const [first, second] = track.querySelectorAll<HTMLElement>(':scope > ul > li');
  if (first && second) return second.offsetLeft - first.offsetLeft;
  return track.clientWidth;
}

function move(track: HTMLElement, direction: 1 | -1) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollBy({ left: direction * slideStep(track), behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The featured products, in page order, as a horizontal scroll container that snaps to each
 * slide's start (src/styles.css, docs/decisions/0040-scroll-snap-slider.md): swipe by touch or
 * trackpad, the arrow buttons, or the arrow keys when the carousel has focus. The server's HTML is
 * the final layout; the script only adds the buttons' and keys' steps. Focusing a slide's link
 * scrolls it into view (the browser's own behaviour in a scroll container).
 */
export function ProductSlider({ products }: { products: readonly SlideProduct[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: products.length <= 1 });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    // Reads only, once a frame: scroll events come faster than the buttons need to change.
    const measure = () => {
      frame = 0;
      const max = track.scrollWidth - track.clientWidth;
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft >= max - 1;
      setEdges((old) =>
        old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    track.addEventListener('scroll', schedule, { passive: true });
    track.addEventListener('scrollend', schedule, { passive: true });
    // A new width (rotation, a resized window) moves the end.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', schedule);
      track.removeEventListener('scrollend', schedule);
      resize?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [products.length]);

  const step = (direction: 1 | -1) => {
    if (trackRef.current) move(trackRef.current, direction);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
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
            disabled={edges.atStart}
            onClick={() => step(-1)}
          >
            <Icon name="chevron-left" size={22} />
          </button>
          <button
            type="button"
            aria-label="Sonraki ürün"
            className="inline-flex size-11 items-center justify-center rounded-full border border-concrete-300 bg-white text-brand-900 hover:bg-brand-50 disabled:opacity-40"
            disabled={edges.atEnd}
            onClick={() => step(1)}
          >
            <Icon name="chevron-right" size={22} />
          </button>
        </div>
      </div>
      {/* The scroll container itself has focus, so without JavaScript the arrow keys scroll it too. */}
      <div
        ref={trackRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={SLIDER_TITLE}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="product-slider mt-8 rounded-xl"
      >
        <ul className="product-slider-track">
          {products.map((product, index) => {
            const name = product.name?.trim() || product.titles?.[0] || SLIDER_TITLE;
            return (
              <li
                key={product.id ?? `static-${index}`}
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${products.length}`}
              >
                <Link
                  to={slideLink(product, index)}
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
