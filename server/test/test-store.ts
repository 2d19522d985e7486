import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/open.ts';
import { seedIfEmpty, writeSeedFiles } from '../db/seed.ts';
import type { StorageConfig } from '../storage/config.ts';
import { openLocalStorage } from '../storage/local.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { createStore } from '../store/store.ts';
import type { Store } from '../store/types.ts';
import { createDatabase } from './postgres-template.ts';

export interface TestStore {
  database: Database;
  store: Store;
  /** The stored files, the seed files' bytes among them: the local disk unless told otherwise. */
  storage: Storage;
  /** `<dataDir>/uploads`: the local driver's folder (nothing is there with S3). */
  uploadsDir: string;
  /**
   * A fresh temp folder, removed on close. It holds the uploads only: the test database is an
   * in-memory PGlite (or a database of its own on DATABASE_URL's server). For a store that
   * survives a restart, use `createEmptyDatabase()` with `openDatabase`.
   */
  dataDir: string;
  close(): Promise<void>;
}

interface TestStoreOptions {
  /** Sees every query the store makes (e.g. to count them). */
  logger?: Logger;
  /** Where the stored files go; the local disk (`<dataDir>/uploads`) by default. */
  storage?: StorageConfig;
}

/** Options for `openDatabase` naming a database that does not exist yet, and its disposal. */
interface EmptyDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Drops the PostgreSQL database (if any) and removes the data folder. */
  dispose(): Promise<void>;
}

let counter = 0;

/**
 * A temp data folder and, when DATABASE_URL is set, a new empty database on that server
 * (`server_test_<n>_<pid>_<random>`): what `openDatabase` needs for a first start.
 */
export async function createEmptyDatabase(template?: string): Promise<EmptyDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  counter += 1;
  const database = await createDatabase(serverUrl, `server_test_${counter}`, template);
  return {
    dataDir,
    databaseUrl: database.url,
    dispose: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Migrating and seeding a fresh PGlite takes seconds; do it once per process and copy it.
let template: Promise<Blob | File> | undefined;

async function buildTemplate(): Promise<Blob | File> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'server-template-'));
  const database = await openPglite(null);
  try {
    await seedIfEmpty(database, await openLocalStorage(path.join(scratch, 'uploads')));
    return await database.client.dumpDataDir('none');
  } finally {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

async function withStore(
  database: Database,
  storage: Storage,
  dataDir: string,
  dispose: () => Promise<void>,
): Promise<TestStore> {
  const store = createStore(database);
  return {
    database,
    store,
    storage,
    uploadsDir: path.join(dataDir, 'uploads'),
    dataDir,
    close: async () => {
      await store.close();
      await dispose();
    },
  };
}

async function openPgliteTestStore(options: TestStoreOptions): Promise<TestStore> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  const dump = await template;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const dispose = () => rm(dataDir, { recursive: true, force: true });
  try {
    const storage = await openStorage({ dataDir, storage: options.storage ?? { driver: 'local' } });
    await writeSeedFiles(storage);
    // In memory: starting from the template takes half the time it takes in a folder.
    const database = await openPglite(null, { loadDataDir: dump, logger: options.logger });
    return await withStore(database, storage, dataDir, dispose);
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The database server/test/postgres-template.ts made for this run, copied for each store. */
const postgresTemplate = () => inject('postgresTemplate');

async function openPostgresTestStore(options: TestStoreOptions): Promise<TestStore> {
  const empty = await createEmptyDatabase(postgresTemplate());
  try {
    const storage = await openStorage({
      dataDir: empty.dataDir,
      storage: options.storage ?? { driver: 'local' },
    });
    await writeSeedFiles(storage);
    const database = await openPostgres(empty.databaseUrl as string, { logger: options.logger });
    return await withStore(database, storage, empty.dataDir, empty.dispose);
  } catch (error) {
    await empty.dispose().catch(() => undefined);
    throw error;
  }
}

/**
 * A fresh, migrated and seeded store in a temp folder on every call: PGlite started from a
 * per-process template, or, when DATABASE_URL is set, a new database on that PostgreSQL server
 * (dropped on close).
 */
export async function openTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  return process.env.DATABASE_URL ? openPostgresTestStore(options) : openPgliteTestStore(options);
}
