import { eq } from 'drizzle-orm';
import { createSeed } from '../../core/seed/index.ts';
import type { Db } from '../db/open.ts';
import { content } from '../db/schema.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { ContentKey, ContentValues, Store } from '../../core/domain/store.ts';

type ContentStore = Pick<Store, 'getContent' | 'setContent'>;

/** The content service's singletons, one row a key. */
export function createContentStore(db: Db): ContentStore {
  return {
    async getContent<K extends ContentKey>(key: K): Promise<ContentValues[K]> {
      const [row] = await db.select().from(content).where(eq(content.key, key));
      if (row) return row.value as ContentValues[K];
      // Never stored (an unseeded database): the seed's value, as the mocks start with.
      const seed = createSeed();
      const defaults: ContentValues = {
        contact: seed.contactContent,
        asilnunx: seed.asilnunx,
        ...seed.servicePages,
      };
      return defaults[key];
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
  };
}
