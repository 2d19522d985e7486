import { MISSED_SEARCHES_KEPT, type MissedSearchStore } from '../../core/domain/site-search';
import type { MissedSearch } from '../../src/api/generated/backend/model';
import type { MockDb } from '../db';

/** The most searched first, then the latest (server/store/missed-searches.ts's order). */
const byRank = (a: MissedSearch, b: MissedSearch) =>
  b.count - a.count || b.lastSearchedAt.localeCompare(a.lastSearchedAt);

/** The searches that found nothing in {@link MockDb}'s state; the server's twin is server/store/missed-searches.ts. */
export function createMissedSearchStore(db: MockDb): MissedSearchStore {
  // A state saved before the site's search has none yet.
  const all = () => (db.state.missedSearches ??= []);
  return {
    async countMissedSearch(query) {
      const now = db.now();
      const known = all().find((missed) => missed.query === query);
      if (known) {
        known.count += 1;
        known.lastSearchedAt = now;
      } else {
        all().push({ query, count: 1, lastSearchedAt: now });
        if (all().length > MISSED_SEARCHES_KEPT) {
          db.state.missedSearches = all().sort(byRank).slice(0, MISSED_SEARCHES_KEPT);
        }
      }
      db.changed();
    },
    listMissedSearches: async (limit) =>
      [...all()]
        .sort(byRank)
        .slice(0, limit)
        .map((missed) => ({ ...missed })),
  };
}
