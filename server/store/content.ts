import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { createSeed } from '../../seed/index.ts';
import type { Db } from '../db/open.ts';
import { content } from '../db/schema.ts';
import { DEFAULT_PRIVACY_NOTICE } from '../../core/domain/privacy.ts';
import { DEFAULT_MENUS } from '../../core/lib/menus.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { ContentKey, ContentValues } from '../../core/domain/types.ts';
import type { Store } from './types.ts';

type ContentStore = Pick<
  Store,
  | 'getContent'
  | 'setContent'
  | 'getPendingContent'
  | 'savePendingContent'
  | 'discardPendingContent'
  | 'claimDuePendingContent'
>;

/** A page never stored (an unseeded database) reads as the seed's value, as the mocks start with. */
function seeded<K extends ContentKey>(key: K): ContentValues[K] {
  const seed = createSeed();
  const defaults: ContentValues = {
    contact: seed.contactContent,
    asilnunx: seed.asilnunx,
    'aydinlatma-metni': DEFAULT_PRIVACY_NOTICE,
    menuler: DEFAULT_MENUS,
    ...seed.servicePages,
  };
  return defaults[key];
}

/** The content service's singletons, one row a key, with their pending changes (issue 21). */
export function createContentStore(db: Db): ContentStore {
  const pendingAndDue = (now: Date) =>
    and(isNotNull(content.pending), lte(content.pendingPublishAt, now));

  return {
    async getContent<K extends ContentKey>(key: K): Promise<ContentValues[K]> {
      const [row] = await db.select().from(content).where(eq(content.key, key));
      return row ? (row.value as ContentValues[K]) : seeded(key);
    },

    async setContent<K extends ContentKey>(
      key: K,
      next: ContentValues[K],
    ): Promise<ContentValues[K]> {
      const value = sanitize(next);
      const [row] = await db
        .insert(content)
        .values({ key, value })
        .onConflictDoUpdate({ target: content.key, set: { value } })
        .returning();
      return (row?.value ?? value) as ContentValues[K];
    },

    async getPendingContent(key) {
      const [row] = await db
        .select({ pending: content.pending, publishAt: content.pendingPublishAt })
        .from(content)
        .where(eq(content.key, key));
      if (!row?.pending) return null;
      return {
        value: row.pending as ContentValues[typeof key],
        publishAt: row.publishAt?.toISOString() ?? null,
      };
    },

    async savePendingContent(key, next, publishAt) {
      const pending = sanitize(next);
      const pendingPublishAt = publishAt ? new Date(publishAt) : null;
      await db
        .insert(content)
        .values({ key, value: seeded(key), pending, pendingPublishAt })
        .onConflictDoUpdate({ target: content.key, set: { pending, pendingPublishAt } });
    },

    async discardPendingContent(key) {
      const rows = await db
        .update(content)
        .set({ pending: null, pendingPublishAt: null })
        .where(and(eq(content.key, key), isNotNull(content.pending)))
        .returning({ key: content.key });
      return rows.length > 0;
    },

    async claimDuePendingContent(now) {
      const due = await db
        .select({ key: content.key, publishAt: content.pendingPublishAt })
        .from(content)
        .where(pendingAndDue(now));
      if (due.length === 0) return [];
      // The UPDATE re-checks the time, so racing replicas claim each page once (as products).
      const rows = await db
        .update(content)
        .set({ pendingPublishAt: null })
        .where(
          and(
            pendingAndDue(now),
            inArray(
              content.key,
              due.map((row) => row.key),
            ),
          ),
        )
        .returning({ key: content.key, pending: content.pending });
      const times = new Map(due.map((row) => [row.key, row.publishAt?.toISOString() ?? '']));
      return rows.flatMap((row) =>
        row.pending
          ? [
              {
                key: row.key as ContentKey,
                value: row.pending as ContentValues[ContentKey],
                publishAt: times.get(row.key) ?? '',
              },
            ]
          : [],
      );
    },
  };
}
