import { desc, notInArray, sql } from 'drizzle-orm';
import { MISSED_SEARCHES_KEPT, type MissedSearchStore } from '../../core/domain/site-search.ts';
import type { Db } from '../db/open.ts';
import { missedSearches } from '../db/schema.ts';

/**
 * The searches that found nothing (core/domain/site-search.ts), shared by every replica: one
 * upsert per missed search (they are few next to the searches that find something, and a count
 * the owner reads need not wait for a batch), and the least searched, oldest row dropped when a
 * new query makes more than MISSED_SEARCHES_KEPT.
 */
export function createMissedSearchStore(db: Db): MissedSearchStore {
  const ranked = [desc(missedSearches.count), desc(missedSearches.lastSearchedAt)] as const;
  return {
    countMissedSearch: async (query) => {
      const now = new Date();
      const [row] = await db
        .insert(missedSearches)
        .values({ query, lastSearchedAt: now })
        .onConflictDoUpdate({
          target: missedSearches.query,
          set: { count: sql`${missedSearches.count} + 1`, lastSearchedAt: now },
        })
        .returning({ count: missedSearches.count });
      if (row?.count !== 1) return;
      const kept = db
        .select({ query: missedSearches.query })
        .from(missedSearches)
        .orderBy(...ranked)
        .limit(MISSED_SEARCHES_KEPT);
      await db.delete(missedSearches).where(notInArray(missedSearches.query, kept));
    },
    listMissedSearches: async (limit) =>
      (
        await db
          .select()
          .from(missedSearches)
          .orderBy(...ranked)
          .limit(limit)
      ).map((row) => ({ ...row, lastSearchedAt: row.lastSearchedAt.toISOString() })),
  };
}
