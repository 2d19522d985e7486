import { searchSite } from '../../api/generated/backend-functions/endpoints/search/search';
import { readRouteData } from '../../lib/route-data';
import {
  SITE_SEARCH_MAX_QUERY,
  SITE_SEARCH_PAGE_SIZE,
  type SiteSearchSearch,
} from '../../lib/site-search';
import { siteSearchHitViews, type SiteSearchHitView } from '../../lib/site-search-hits';

/** '/ara' as drawn: the query, how many hits it has, and this page's hits. */
export interface SiteSearchView {
  /** The query as the visitor typed it (trimmed); '' before a search. */
  query: string;
  total: number;
  /** This page, counted from 1, and how many pages the hits fill (0 without hits). */
  page: number;
  pageCount: number;
  /** The place of the first hit of this page among all hits, counted from 1. */
  first: number;
  hits: SiteSearchHitView[];
}

/**
 * GET /api/Search (public, no token) for one page of '/ara'. Without a query nothing is read:
 * the page shows its search form only.
 */
export async function readSiteSearchView(search: SiteSearchSearch): Promise<SiteSearchView> {
  const query = search.q ?? '';
  const page = search.sayfa ?? 1;
  if (!query) return { query, total: 0, page: 1, pageCount: 0, first: 1, hits: [] };
  const offset = (page - 1) * SITE_SEARCH_PAGE_SIZE;
  const reply = await readRouteData(() =>
    searchSite({
      q: query.slice(0, SITE_SEARCH_MAX_QUERY),
      limit: SITE_SEARCH_PAGE_SIZE,
      offset,
    }),
  );
  const { total, hits } = reply.data;
  return {
    query,
    total,
    page,
    pageCount: Math.ceil(total / SITE_SEARCH_PAGE_SIZE),
    first: offset + 1,
    hits: siteSearchHitViews(hits),
  };
}
