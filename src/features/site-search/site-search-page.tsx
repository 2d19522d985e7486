import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/button-class';
import { HighlightedText } from '../../components/highlighted-text';
import { PageBanner } from '../../components/page-banner';
import { SiteSearchForm } from '../../components/site-search-form';
import { HitTitle, SiteSearchHitLink, documentFacts } from '../../components/site-search-hit';
import { SITE_SEARCH_PATH } from '../../lib/site-search';
import type { SiteSearchHitView } from '../../lib/site-search-hits';
import type { SiteSearchView } from './site-search-view';

const fieldClass =
  'block w-full rounded-lg border border-concrete-300 bg-white px-3.5 py-2.5 text-body focus:border-brand-500';
const pageLinkClass =
  'rounded-lg border border-concrete-300 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50';
const textLinkClass = 'font-semibold text-brand-800 underline hover:text-brand-950';

/** The page's own search form, showing the query searched. */
function SearchForm({ query }: { query: string }) {
  return (
    <SiteSearchForm
      // A new address resets the field to what it says.
      key={query}
      className="flex flex-col gap-3 rounded-xl bg-concrete-50 p-4 sm:flex-row sm:items-end sm:p-6"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="ara-q" className="block text-small font-semibold text-concrete-800">
          Aranacak kelimeler
        </label>
        <input
          id="ara-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={200}
          placeholder="Örneğin: poliüretan teknik föy"
          className={`mt-1.5 ${fieldClass}`}
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'lg')}>
        Ara
      </button>
    </SiteSearchForm>
  );
}

/** A hit: its kind, its title as a link, its subtitle and snippet, a document's file. */
function HitRow({ hit }: { hit: SiteSearchHitView }) {
  const facts = documentFacts(hit);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-concrete-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-small font-semibold tracking-wide text-accent-800 uppercase">
          {hit.kindLabel}
        </p>
        <h2 className="mt-1 text-h4 break-words text-brand-950">
          <SiteSearchHitLink hit={hit} className="underline-offset-2 hover:underline">
            <HitTitle hit={hit} />
          </SiteSearchHitLink>
        </h2>
        {hit.subtitle ? (
          <p className="mt-1 text-small font-semibold text-concrete-800">
            <HighlightedText text={hit.subtitle} ranges={hit.highlights.subtitle} />
          </p>
        ) : null}
        {hit.snippet ? (
          <p className="mt-1 text-small text-concrete-700">
            <HighlightedText text={hit.snippet} ranges={hit.highlights.snippet} />
          </p>
        ) : null}
        {facts ? <p className="mt-2 text-small text-concrete-800">{facts}</p> : null}
      </div>
      {hit.kind === 'document' ? (
        <SiteSearchHitLink
          hit={hit}
          aria-label={`${hit.download ? 'İndir' : 'Aç'}: ${hit.title}${facts ? ` (${facts})` : ''}${
            hit.download ? '' : ' (yeni sekmede açılır)'
          }`}
          className={buttonClass('accent', 'lg', 'shrink-0')}
        >
          {hit.download ? 'İndir' : 'Aç'}
        </SiteSearchHitLink>
      ) : null}
    </li>
  );
}

/** A page's link: the first page has no `sayfa`, so it has one address only. */
const pageSearch = (q: string, page: number) => (page > 1 ? { q, sayfa: page } : { q });

function Pages({ view }: { view: SiteSearchView }) {
  if (view.pageCount < 2) return null;
  return (
    <nav aria-label="Arama sonuç sayfaları" className="flex flex-wrap items-center gap-3">
      {view.page > 1 ? (
        <Link
          to={SITE_SEARCH_PATH}
          search={pageSearch(view.query, Math.min(view.page - 1, view.pageCount))}
          rel="prev"
          className={pageLinkClass}
        >
          Önceki sayfa
        </Link>
      ) : null}
      <span className="text-small text-concrete-800">
        {`Sayfa ${view.page} / ${view.pageCount}`}
      </span>
      {view.page < view.pageCount ? (
        <Link
          to={SITE_SEARCH_PATH}
          search={pageSearch(view.query, view.page + 1)}
          rel="next"
          className={pageLinkClass}
        >
          Sonraki sayfa
        </Link>
      ) : null}
    </nav>
  );
}

/** Nothing found: what to try, and the two lists a visitor can browse instead. */
function NoResult({ view }: { view: SiteSearchView }) {
  const pastTheEnd = view.total > 0;
  return (
    <div className="space-y-3 rounded-xl border border-concrete-200 bg-white p-6 text-body text-concrete-800">
      <p className="font-semibold text-brand-950">
        {pastTheEnd
          ? `‘${view.query}’ için bu sayfada sonuç yok.`
          : `‘${view.query}’ için sonuç bulunamadı.`}
      </p>
      {pastTheEnd ? (
        <p>
          <Link to={SITE_SEARCH_PATH} search={{ q: view.query }} className={textLinkClass}>
            İlk sayfaya dönün
          </Link>
        </p>
      ) : (
        <>
          <p>
            Yazımı kontrol edin ya da daha az, daha genel kelimelerle arayın; Türkçe karakterleri
            yazmanız gerekmez (‘celik’, ‘çelik’i de bulur).
          </p>
          <p>
            Aradığınızı{' '}
            <Link to="/urunler" className={textLinkClass}>
              Ürünler
            </Link>{' '}
            ya da{' '}
            <Link to="/belgeler" className={textLinkClass}>
              Belge Merkezi
            </Link>{' '}
            sayfalarında da bulabilirsiniz.
          </p>
        </>
      )}
    </div>
  );
}

/**
 * '/ara' (issue 49, docs/SPEC.md 'Site Araması'): the search form, then the hits of `?q=` in the
 * search's order, 20 a page, each labelled with its kind and its matched words marked.
 */
export function SiteSearchPage({ view }: { view: SiteSearchView }) {
  const last = view.first + view.hits.length - 1;
  return (
    <>
      <PageBanner
        title="Arama"
        subtitle="Ürünler, belgeler, hizmetler ve sayfalar arasında arayın"
      />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
        <SearchForm query={view.query} />
        {!view.query ? (
          <p className="text-body text-concrete-800">
            Bir ürünün, belgenin ya da hizmetin adını yazın; örneğin ‘poliüretan enjeksiyon’ ya da
            ‘teknik föy’.
          </p>
        ) : view.hits.length === 0 ? (
          <NoResult view={view} />
        ) : (
          <section aria-labelledby="arama-sonuclari" className="space-y-5">
            <h2 id="arama-sonuclari" className="text-body font-semibold text-concrete-800">
              {`‘${view.query}’ için ${view.total} sonuç${
                view.pageCount > 1 ? ` (${view.first}–${last} arası gösteriliyor)` : ''
              }`}
            </h2>
            <ol className="space-y-3">
              {view.hits.map((hit) => (
                <HitRow key={hit.key} hit={hit} />
              ))}
            </ol>
            <Pages view={view} />
          </section>
        )}
      </div>
    </>
  );
}
