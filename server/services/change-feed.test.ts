import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresFeed, type ChangeFeed } from './change-feed.ts';

// The feed needs a PostgreSQL server: it runs in `npm run test:server:postgres` (and, end to end
// with two server processes, in `npm run test:replicas`).
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the change feed over LISTEN/NOTIFY', () => {
  const url = databaseUrl ?? '';
  const open: ChangeFeed[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((feed) => feed.close()));
  });

  const feedWithLog = async () => {
    const heard: boolean[] = [];
    const feed = await postgresFeed(url);
    feed.onChange((live) => heard.push(live));
    open.push(feed);
    return { feed, heard };
  };

  it('tells the other replicas about a write within a second, and not the writer itself', async () => {
    const a = await feedWithLog();
    const b = await feedWithLog();
    const c = await feedWithLog();
    const sent = Date.now();
    a.feed.publish();
    await expect.poll(() => b.heard.length, { timeout: 1000, interval: 10 }).toBe(1);
    await expect.poll(() => c.heard.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(b.heard).toEqual([true]);
    // Its own notice comes back to the writer too, and is ignored (it cleared its caches itself).
    b.feed.publish();
    await expect.poll(() => a.heard.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(b.heard).toEqual([true]);
  });

  it('turns caching off while the connection is lost, and on (cleared) once it is back', async () => {
    const b = await feedWithLog();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Kill every listening connection (as a database restart or a network cut would).
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
      );
      await expect.poll(() => b.heard[0], { timeout: 10_000 }).toBe(false);
      await expect.poll(() => b.heard.at(-1), { timeout: 10_000 }).toBe(true);
      // And it hears the others again.
      const a = await feedWithLog();
      const before = b.heard.length;
      a.feed.publish();
      await expect.poll(() => b.heard.length, { timeout: 1000, interval: 10 }).toBe(before + 1);
    } finally {
      await admin.end();
    }
  });
});
