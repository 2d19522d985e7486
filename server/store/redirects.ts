import { asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Redirect } from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { meta, missedAddresses, products, redirects, revisions } from '../db/schema.ts';
import {
  MISSED_KEPT,
  redirectsFromHistory,
  type RedirectStore,
} from '../../core/domain/redirects.ts';
import { isUuid } from '../../core/domain/ids.ts';
import type { Store } from './types.ts';

type RedirectRow = typeof redirects.$inferSelect;

const redirectOf = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  createdAt: row.createdAt.toISOString(),
  hits: row.hits,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
});

/** Redirects and missed addresses (core/domain/redirects.ts), shared by every replica. */
export function createRedirectStore(db: Db): RedirectStore & RedirectTraffic {
  return {
    ...createRedirectTraffic(db),
    listRedirects: async () =>
      (await db.select().from(redirects).orderBy(desc(redirects.seq))).map(redirectOf),
    findRedirect: async (from) => {
      const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, from));
      return row ? redirectOf(row) : null;
    },
    saveRedirect: async (from, to) => {
      const [row] = await db
        .insert(redirects)
        .values({ id: crypto.randomUUID(), fromPath: from, toPath: to, createdAt: new Date() })
        .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to } })
        .returning();
      if (!row) throw new Error(`The redirect from ${from} was not saved.`);
      return redirectOf(row);
    },
    retargetRedirects: async (to, next) => {
      await db.update(redirects).set({ toPath: next }).where(eq(redirects.toPath, to));
    },
    deleteRedirect: async (lookup) => {
      if ('id' in lookup && !isUuid(lookup.id)) return null;
      const [row] = await db
        .delete(redirects)
        .where('id' in lookup ? eq(redirects.id, lookup.id) : eq(redirects.fromPath, lookup.from))
        .returning();
      return row ? redirectOf(row) : null;
    },
    listMissed: async (limit) =>
      (
        await db
          .select()
          .from(missedAddresses)
          .orderBy(desc(missedAddresses.hits), desc(missedAddresses.lastSeenAt))
          .limit(limit)
      ).map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() })),
    forgetMissed: async (path) => {
      await db.delete(missedAddresses).where(eq(missedAddresses.path, path));
    },
  };
}

type RedirectTraffic = Pick<Store, 'followRedirect' | 'addMissedAddresses' | 'knownAddresses'>;

/** What only the server's page handler does with them: follow one, and count what found nothing. */
function createRedirectTraffic(db: Db): RedirectTraffic {
  return {
    followRedirect: async (from) => {
      const [row] = await db
        .update(redirects)
        .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() })
        .where(eq(redirects.fromPath, from))
        .returning();
      return row ? redirectOf(row) : null;
    },
    addMissedAddresses: async (counts) => {
      if (counts.length === 0) return;
      await db.transaction(async (tx) => {
        const paths = counts.map(({ path }) => path);
        const redirected = new Set(
          (
            await tx
              .select({ from: redirects.fromPath })
              .from(redirects)
              .where(inArray(redirects.fromPath, paths))
          ).map(({ from }) => from),
        );
        const rows = counts.filter(({ path }) => !redirected.has(path));
        if (rows.length === 0) return;
        await tx
          .insert(missedAddresses)
          .values(rows)
          .onConflictDoUpdate({
            target: missedAddresses.path,
            set: {
              hits: sql`${missedAddresses.hits} + excluded.hits`,
              lastSeenAt: sql`greatest(${missedAddresses.lastSeenAt}, excluded.last_seen_at)`,
            },
          });
        const kept = tx
          .select({ path: missedAddresses.path })
          .from(missedAddresses)
          .orderBy(desc(missedAddresses.hits), desc(missedAddresses.lastSeenAt))
          .limit(MISSED_KEPT);
        await tx.delete(missedAddresses).where(notInArray(missedAddresses.path, kept));
      });
    },
    knownAddresses: async () => {
      const sources = await db.select({ from: redirects.fromPath }).from(redirects);
      const slugs = await db.select({ slug: products.slug }).from(products);
      return {
        redirectSources: new Set(sources.map(({ from }) => from)),
        productSlugs: new Set(slugs.map(({ slug }) => slug)),
      };
    },
  };
}

const BACKFILLED_KEY = 'redirects-backfilled';

/**
 * Once per database (a marker in `meta`): a redirect for every old slug the products' revisions
 * hold (core/domain/redirects.ts `redirectsFromHistory`), so that links from before redirects
 * existed keep working too. Returns how many were added.
 */
export async function backfillRedirects(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(meta)
      .values({ key: BACKFILLED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (marked.length === 0) return 0;
    const live = await tx.select({ id: products.id, slug: products.slug }).from(products);
    const history = await tx
      .select({ itemId: revisions.itemId, slug: sql<string | null>`${revisions.data}->>'slug'` })
      .from(revisions)
      .where(eq(revisions.kind, 'product'))
      .orderBy(asc(revisions.seq));
    const found = redirectsFromHistory(
      live,
      history.flatMap(({ itemId, slug }) => (slug ? [{ itemId, slug }] : [])),
    );
    if (found.length === 0) return 0;
    const added = await tx
      .insert(redirects)
      .values(
        found.map(({ from, to }) => ({
          id: crypto.randomUUID(),
          fromPath: from,
          toPath: to,
          createdAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: redirects.id });
    return added.length;
  });
}
