import { asc, count, eq } from 'drizzle-orm';
import type { Page, PageCreate } from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { pages } from '../db/schema.ts';
import { isUuid, normalizeId, normalizeIds } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { pageValues } from '../../core/domain/records.ts';
import type { Store } from './types.ts';
import { lookupWhere, uniqueOr } from './queries.ts';
import { pendingChanges } from './pending.ts';
import { fileLookup, resolvePages } from './resolve.ts';

type PageStore = Pick<
  Store,
  | 'listPages'
  | 'findPage'
  | 'createPage'
  | 'updatePage'
  | 'setPageProductOrder'
  | 'deletePage'
  | 'savePendingPage'
  | 'findPendingPage'
  | 'discardPendingPage'
  | 'claimDuePendingPages'
>;

export function createPageStore(db: Db): PageStore {
  const pending = pendingChanges<PageCreate>(db, pages);
  async function valuesOf(input: PageCreate) {
    const lookup = await fileLookup(db, [normalizeId(input.mainImageId)]);
    return { ...pageValues(input, lookup), updatedAt: new Date() };
  }

  return {
    async listPages(paging, pageType) {
      const normalized = normalizePaging(paging);
      const where = pageType === undefined ? undefined : eq(pages.pageType, pageType);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pages)
          .where(where)
          .orderBy(asc(pages.seq))
          .limit(normalized.pageSize)
          .offset(offsetOf(normalized)),
        db.select({ count: count() }).from(pages).where(where),
      ]);
      return paged(await resolvePages(db, rows), normalized, Number(total?.count ?? 0));
    },

    async findPage(lookup) {
      const where = lookupWhere(pages, lookup);
      if (!where) return null;
      const rows = await db.select().from(pages).where(where).orderBy(asc(pages.seq)).limit(1);
      return (await resolvePages(db, rows))[0] ?? null;
    },

    async createPage(input) {
      const values = await valuesOf(input);
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db
          .insert(pages)
          .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
          .returning(),
      );
      return (await resolvePages(db, rows))[0] as Page;
    },

    async updatePage(id, input) {
      if (!isUuid(id)) return null;
      const values = await valuesOf(input);
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db.update(pages).set(values).where(eq(pages.id, id)).returning(),
      );
      return (await resolvePages(db, rows))[0] ?? null;
    },

    async setPageProductOrder(id, productIds) {
      if (!isUuid(id)) return null;
      const rows = await db
        .update(pages)
        .set({ productIds: normalizeIds(productIds), updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning();
      return (await resolvePages(db, rows))[0] ?? null;
    },

    async deletePage(id) {
      if (!isUuid(id)) return false;
      const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
      return rows.length > 0;
    },

    savePendingPage: (id, input, publishAt) => pending.save(id, input, publishAt),

    async findPendingPage(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(pages).where(eq(pages.id, id));
      if (!row?.pending) return null;
      const { updatedAt: _now, ...values } = await valuesOf(row.pending);
      // The live row with the pending values over it; a field left out (an SEO field) is kept.
      const overlay: typeof row = { ...row };
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) (overlay as Record<string, unknown>)[key] = value;
      }
      const [page] = await resolvePages(db, [overlay]);
      return page
        ? {
            ...page,
            hasPendingChanges: true,
            pendingPublishAt: row.pendingPublishAt?.toISOString() ?? null,
          }
        : null;
    },

    discardPendingPage: (id) => pending.discard(id),
    claimDuePendingPages: (now) => pending.claimDue(now),
  };
}
