import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../admin.ts';
import { openLocalStorage } from '../storage/local.ts';
import { createStore } from '../store/store.ts';
import { createEmptyDatabase } from '../test/test-store.ts';
import { openPostgres, type Database } from './open.ts';
import { seedIfEmpty } from './seed.ts';

// Replicas started together on one empty PostgreSQL (issue 13 §2): runs in test:server:postgres.
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('three servers starting together on an empty database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('seed once, create one administrator, and share one signing key', async () => {
    const empty = await createEmptyDatabase();
    cleanups.push(empty.dispose);
    const uploads = await mkdtemp(path.join(tmpdir(), 'start-up-'));
    cleanups.push(() => rm(uploads, { recursive: true, force: true }));
    const databases: Database[] = await Promise.all(
      [1, 2, 3].map(() => openPostgres(empty.databaseUrl ?? '')),
    );
    cleanups.push(async () => {
      await Promise.all(databases.map((database) => database.close()));
    });
    const config = { adminUsername: 'admin', adminPassword: 'ilk-yonetici-parolasi' };
    const starts = await Promise.all(
      databases.map(async (database) => {
        const store = createStore(database);
        const storage = await openLocalStorage(uploads);
        return database.exclusive(async () => ({
          seeded: await seedIfEmpty(database, storage),
          admin: await ensureAdmin(store, config, () => undefined),
        }));
      }),
    );
    expect(starts.filter((start) => start.seeded)).toHaveLength(1);
    expect(starts.filter((start) => start.admin.created)).toHaveLength(1);
    const stores = databases.map((database) => createStore(database));
    expect(await stores[0]?.countUsers()).toBe(1);

    let made = 0;
    const keys = await Promise.all(
      stores.map((store) =>
        store.sharedSecret('jwt-secret', () => {
          made += 1;
          return `anahtar-${made}-${'x'.repeat(40)}`;
        }),
      ),
    );
    expect(new Set(keys).size).toBe(1);
  });
});
