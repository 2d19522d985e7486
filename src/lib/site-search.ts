import { parsePage } from './paging';

/**
 * The site search's address (issue 49): '/ara?q=poliüretan&sayfa=2'. Light: the route's search
 * rule and the header's box (a GET form to it) are in the entry chunk.
 */
export const SITE_SEARCH_PATH = '/ara';

/** Hits on one page of '/ara'. */
export const SITE_SEARCH_PAGE_SIZE = 20;

/** The longest query the search reads (ADR 0065: a query is cut at 200 characters). */
export const SITE_SEARCH_MAX_QUERY = 200;

export interface SiteSearchSearch {
  q?: string;
  sayfa?: number;
}

/** The route's `validateSearch`: the query, trimmed, when not blank; a page from 2. */
export function siteSearchSearch(search: Record<string, unknown>): SiteSearchSearch {
  // A number-like value ('?q=9001') reaches here parsed as a number.
  const raw = search.q;
  const q = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const sayfa = parsePage(search.sayfa);
  return { ...(q && { q }), ...(q && sayfa && { sayfa }) };
}
