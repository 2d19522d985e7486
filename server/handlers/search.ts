import { siteSearchOperations, type SiteIndex } from '../../core/domain/site-search.ts';
import type { Store } from '../store/types.ts';
import type { Handler } from './common.ts';

/** The Search operations of openapi/backend.yaml (core/domain/site-search.ts), on this replica's index. */
export function searchHandlers(siteIndex: SiteIndex, store: Store) {
  const operations = siteSearchOperations(siteIndex, store);
  // The contract checked `q`, `limit` and `offset` and filled in the defaults.
  const searchSite: Handler = async (request) => {
    const {
      q = '',
      limit,
      offset,
    } = request.query as { q?: string; limit?: number; offset?: number };
    return operations.searchSite({ q, limit, offset });
  };
  const listMissedSearches: Handler = async () => operations.listMissedSearches();
  return { searchSite, listMissedSearches };
}
