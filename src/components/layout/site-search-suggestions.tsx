import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { searchSite } from '../../api/generated/backend-functions/endpoints/search/search';
import { SITE_SEARCH_MAX_QUERY, SITE_SEARCH_PATH } from '../../lib/site-search';
import { siteSearchHitViews, type SiteSearchHitView } from '../../lib/site-search-hits';
import { HitTitle, SiteSearchHitLink, documentFacts } from '../site-search-hit';

/** Hits the header's list shows; '/ara' has the rest. */
const SUGGESTION_LIMIT = 6;
/** The wait after a key before the search is asked (issue 49: results within 150 ms). */
const DEBOUNCE_MS = 80;

export interface SiteSearchSuggestionsProps {
  /** The box's text, trimmed. */
  query: string;
  /** Whether the list shows (the box has the focus and a text, and Escape did not close it). */
  open: boolean;
  listId: string;
  optionId: (index: number) => string;
  /** The option the arrow keys reached, -1 for none. */
  active: number;
  /** How many options the list has (the hits, then 'Tüm sonuçlar'). */
  onCount: (count: number) => void;
  /** An option was opened. */
  onOpened: () => void;
}

interface Suggestions {
  query: string;
  total: number;
  hits: SiteSearchHitView[];
}

type State = { kind: 'idle' } | { kind: 'failed' } | ({ kind: 'found' } & Suggestions);

/** Asks the search for the first hits of `query`, a short while after the last change. */
function useSuggestions(query: string): State {
  const [state, setState] = useState<State>({ kind: 'idle' });
  useEffect(() => {
    // An empty box shows no list (the box closes it), so an earlier answer may stay.
    if (!query) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      searchSite(
        { q: query.slice(0, SITE_SEARCH_MAX_QUERY), limit: SUGGESTION_LIMIT },
        { signal: aborted.signal },
      ).then(
        ({ data }) =>
          setState({
            kind: 'found',
            query,
            total: data.total,
            hits: siteSearchHitViews(data.hits),
          }),
        () => {
          if (!aborted.signal.aborted) setState({ kind: 'failed' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [query]);
  return state;
}

const optionClass = (selected: boolean) =>
  `block rounded-md px-3 py-2 text-left ${selected ? 'bg-brand-50 ring-2 ring-accent-500' : 'hover:bg-brand-50'}`;

/**
 * The header box's list (issue 49), loaded on the box's first focus: the first six hits of what
 * is typed, each its kind, its title with the matched words marked and a short line, then 'Tüm
 * sonuçlar' to '/ara'. The options are links: a click, or Enter on the chosen one, opens them.
 */
export function SiteSearchSuggestions({
  query,
  open,
  listId,
  optionId,
  active,
  onCount,
  onOpened,
}: SiteSearchSuggestionsProps) {
  const state = useSuggestions(query);
  const found = state.kind === 'found' && query ? state : null;
  const count = found && found.total > 0 ? found.hits.length + 1 : 0;
  useEffect(() => onCount(count), [count, onCount]);
  const shown = open && state.kind !== 'idle';
  const status = !shown
    ? ''
    : state.kind === 'failed'
      ? 'Arama şu anda yapılamıyor. Lütfen biraz sonra yeniden deneyin.'
      : found && found.total === 0
        ? `‘${found.query}’ için sonuç bulunamadı.`
        : found
          ? `${found.total} sonuç`
          : '';
  return (
    <div
      className={
        shown
          ? 'absolute inset-x-0 top-full z-50 mt-1 min-w-72 rounded-lg border border-concrete-200 bg-white p-1 shadow-card'
          : ''
      }
    >
      <p
        role="status"
        className={
          found && found.total > 0 ? 'sr-only' : shown ? 'px-3 py-2 text-small' : 'sr-only'
        }
      >
        {status}
      </p>
      <div id={listId} role="listbox" aria-label="Arama sonuçları" hidden={!shown || count === 0}>
        {found?.hits.map((hit, index) => {
          const facts = documentFacts(hit);
          const line = facts || hit.subtitle;
          return (
            <SiteSearchHitLink
              key={hit.key}
              hit={hit}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={onOpened}
              className={optionClass(index === active)}
            >
              <span className="block text-small font-semibold text-accent-800">
                {hit.kindLabel}
              </span>
              <span className="block font-semibold text-brand-950">
                <HitTitle hit={hit} />
              </span>
              {line ? (
                <span className="block truncate text-small text-concrete-700">{line}</span>
              ) : null}
            </SiteSearchHitLink>
          );
        })}
        {found && found.total > 0 ? (
          <Link
            to={SITE_SEARCH_PATH}
            search={{ q: found.query }}
            id={optionId(found.hits.length)}
            role="option"
            tabIndex={-1}
            aria-selected={active === found.hits.length}
            onClick={onOpened}
            className={`${optionClass(active === found.hits.length)} font-semibold text-brand-800 underline`}
          >
            Tüm sonuçlar ({found.total})
          </Link>
        ) : null}
      </div>
    </div>
  );
}
