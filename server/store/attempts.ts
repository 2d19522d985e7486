import { and, count, eq, gt, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { attempts, factorFailures, knownAddresses, meta } from '../db/schema.ts';
import { FACTOR_FAILURE_LIMIT, factorWaitMs } from '../../core/domain/proof-attempts.ts';
import type { AttemptStore } from './types.ts';

/** Holds `key`'s lock until the transaction ends (on any replica). */
const lockKey = (tx: Pick<Db, 'execute'>, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 720113))`);

/** A LIKE pattern that matches `text` as it is. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Rows older than this go whatever their key (keys that are never tried again, e.g. made-up names). */
const KEEP_MS = 24 * 60 * 60_000;

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * The attempt counts and the shared signing key, in the database every replica uses. A count is
 * a sliding window kept as one row per attempt; taking one locks its keys (transaction-scoped
 * advisory locks, in key order so that two attempts never wait on each other), so parallel
 * requests on any number of processes cannot all read "9" and all go ahead. The database's clock
 * decides the windows, the same for every replica.
 */
export function createAttemptStore(db: Db): AttemptStore {
  return {
    async takeAttempt(keys) {
      return db.transaction(async (tx) => {
        const sorted = [...new Map(keys.map((key) => [key.key, key])).values()].sort((a, b) =>
          a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
        );
        for (const { key } of sorted) await lockKey(tx, key);
        const longest = Math.max(KEEP_MS, ...sorted.map((key) => key.windowMs));
        await tx.delete(attempts).where(lte(attempts.at, sql`now() - ${interval(longest)}`));
        let retryAfterMs = 0;
        let full = '';
        let remaining = Number.POSITIVE_INFINITY;
        for (const { key, max, windowMs } of sorted) {
          const [row] = await tx
            .select({
              count: count(),
              wait: sql<number>`coalesce(extract(epoch from (min(${attempts.at}) + ${interval(windowMs)} - now())) * 1000, 0)`,
            })
            .from(attempts)
            .where(and(eq(attempts.key, key), gt(attempts.at, sql`now() - ${interval(windowMs)}`)));
          const used = Number(row?.count ?? 0);
          remaining = Math.min(remaining, max - used - 1);
          if (used >= max) {
            const wait = Math.max(1, Math.ceil(Number(row?.wait ?? windowMs)));
            if (wait > retryAfterMs) [retryAfterMs, full] = [wait, key];
          }
        }
        if (full) return { taken: false, retryAfterMs, full };
        const attempt = crypto.randomUUID();
        await tx.insert(attempts).values(
          sorted.map(({ key }) => ({
            id: crypto.randomUUID(),
            attempt,
            key,
            at: sql`now()`,
          })),
        );
        return { taken: true, attempt, remaining: Math.max(0, remaining) };
      });
    },

    async giveBackAttempt(attempt) {
      await db.delete(attempts).where(eq(attempts.attempt, attempt));
    },

    async takeFactorAttempt(key) {
      return db.transaction(async (tx) => {
        await lockKey(tx, key);
        const [row] = await tx
          .select({
            failures: factorFailures.failures,
            sinceMs: sql<number>`extract(epoch from (now() - ${factorFailures.lastFailureAt})) * 1000`,
          })
          .from(factorFailures)
          .where(eq(factorFailures.key, key));
        const failures = row?.failures ?? 0;
        if (failures >= FACTOR_FAILURE_LIMIT) {
          return { taken: false as const, retryAfterMs: 0, locked: true };
        }
        const wait = factorWaitMs(failures) - Number(row?.sinceMs ?? 0);
        if (row && wait > 0) {
          return { taken: false as const, retryAfterMs: Math.ceil(wait), locked: false };
        }
        await tx
          .insert(factorFailures)
          .values({ key, failures: failures + 1, lastFailureAt: sql`now()` })
          .onConflictDoUpdate({
            target: factorFailures.key,
            set: { failures: failures + 1, lastFailureAt: sql`now()` },
          });
        return { taken: true as const, failures: failures + 1 };
      });
    },

    async clearFactorFailures(key) {
      await db.delete(factorFailures).where(eq(factorFailures.key, key));
    },

    async clearLockouts({ id, username }) {
      // The keys name an account by its id (second factor, signed-in passwords) or, at the
      // sign-in's password, by its name (server/services/throttle.ts encodes each part).
      const named = (column: typeof factorFailures.key | typeof attempts.key, part: string) => {
        const encoded = literal(encodeURIComponent(part));
        return or(like(column, `%:${encoded}`), like(column, `%:${encoded}:from:%`));
      };
      const factors = await db
        .delete(factorFailures)
        .where(named(factorFailures.key, id))
        .returning({ key: factorFailures.key });
      const passwords = await db
        .delete(attempts)
        .where(or(named(attempts.key, id), named(attempts.key, username)))
        .returning({ key: attempts.key });
      return new Set([...factors, ...passwords].map((row) => row.key)).size;
    },

    async rememberAddress(username, address) {
      await db
        .insert(knownAddresses)
        .values({ username, address, lastSignIn: sql`now()` })
        .onConflictDoUpdate({
          target: [knownAddresses.username, knownAddresses.address],
          set: { lastSignIn: sql`now()` },
        });
    },

    async isKnownAddress(username, address, withinMs) {
      const [row] = await db
        .select({ count: count() })
        .from(knownAddresses)
        .where(
          and(
            eq(knownAddresses.username, username),
            eq(knownAddresses.address, address),
            gt(knownAddresses.lastSignIn, sql`now() - ${interval(withinMs)}`),
          ),
        );
      return Number(row?.count ?? 0) > 0;
    },

    async sharedSecret(name, create) {
      // The first replica to get here writes it; the others (and every later start) read it.
      await db.insert(meta).values({ key: name, value: create() }).onConflictDoNothing();
      const [row] = await db.select().from(meta).where(eq(meta.key, name));
      if (!row) throw new Error(`The shared value ${name} could not be stored.`);
      return row.value;
    },
  };
}
