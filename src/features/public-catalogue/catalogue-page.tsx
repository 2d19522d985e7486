import { Link } from '@tanstack/react-router';
import { ImageCatalog } from '../../components/image-catalog';
import { EmptyState } from '../../components/query-states';
import { SmartImage } from '../../components/smart-image';
import { CATALOGUE_TITLE } from '../../../core/lib/catalogue';
import type { CatalogueView } from './catalogue-view';

/** docs/SPEC.md, the product catalogue: what it says when nothing is published. */
const EMPTY_CATALOGUE = 'Henüz yayınlanmış ürün yok.';

/** A page's link: the first page has no query, so it has one address only. */
const pageSearch = (page: number) => (page > 1 ? { sayfa: page } : {});

/**
 * '/urunler' (issue 49): every published product as a card in the owners' order, 24 a page,
 * with links to the other pages. The server's HTML is complete: the cards and the page links are
 * plain links, so the page works before (and without) its script.
 */
export function CataloguePage({ view }: { view: CatalogueView }) {
  const pages = Array.from({ length: view.pageCount }, (_, index) => index + 1);
  return (
    <ImageCatalog images={view.images}>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="text-h1 text-brand-950">{CATALOGUE_TITLE}</h1>
        {view.cards.length === 0 ? (
          <div className="mt-8">
            <EmptyState>{EMPTY_CATALOGUE}</EmptyState>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {view.cards.map((card, index) => (
              <li key={card.id}>
                <Link
                  to={card.path}
                  className="group block h-full overflow-hidden rounded-xl bg-white shadow-card ring-accent-500 hover:ring-2 focus-visible:ring-2"
                >
                  <SmartImage
                    sources={card.sources}
                    alt={card.name}
                    width={1200}
                    height={800}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 90vw"
                    // The first row is above the fold on a phone: it loads at once.
                    loading={index < 2 ? 'eager' : 'lazy'}
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="p-5">
                    <h2 className="text-h4 text-brand-950">{card.name}</h2>
                    {card.subtitle ? (
                      <p className="mt-1 text-small text-concrete-700">{card.subtitle}</p>
                    ) : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {view.pageCount > 1 ? (
          <nav aria-label="Ürün sayfaları" className="mt-10 flex flex-wrap items-center gap-2">
            {view.page > 1 ? (
              <Link
                to="/urunler"
                search={pageSearch(view.page - 1)}
                rel="prev"
                className="rounded-lg border border-concrete-300 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                Önceki sayfa
              </Link>
            ) : null}
            <ol className="flex flex-wrap gap-2">
              {pages.map((page) => (
                <li key={page}>
                  <Link
                    to="/urunler"
                    search={pageSearch(page)}
                    aria-label={`Sayfa ${page}`}
                    aria-current={page === view.page ? 'page' : undefined}
                    className={`inline-flex size-11 items-center justify-center rounded-lg border font-semibold ${
                      page === view.page
                        ? 'border-brand-900 bg-brand-900 text-white'
                        : 'border-concrete-300 text-brand-900 hover:bg-brand-50'
                    }`}
                  >
                    {page}
                  </Link>
                </li>
              ))}
            </ol>
            {view.page < view.pageCount ? (
              <Link
                to="/urunler"
                search={pageSearch(view.page + 1)}
                rel="next"
                className="rounded-lg border border-concrete-300 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                Sonraki sayfa
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </ImageCatalog>
  );
}
