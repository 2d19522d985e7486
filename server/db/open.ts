import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../services/data-lock.ts';
import * as schema from './schema.ts';

/** The committed drizzle-kit migrations, run at every open (already applied ones are skipped). */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

type Schema = typeof schema;
/** The drizzle handle, the same query API whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process of this server runs its own (a PostgreSQL advisory lock;
   * PGlite serves one process anyway): seeding and the first administrator, which replicas
   * started together would otherwise both do.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** The data folder: PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string | undefined;
}

/**
 * Opens the database (PGlite in `<dataDir>/db`, or PostgreSQL) and runs the migrations. PGlite's
 * folder is taken for this process first (server/services/data-lock.ts): a second process on the
 * same DATA_DIR throws DataDirInUseError; closing the database lets the folder go.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dataDir = path.resolve(options.dataDir);
  const lock = await lockDataDir(dataDir);
  try {
    const database = await openPglite(path.join(dataDir, 'db'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * PGlite in a folder (its parents are created), or in memory when `dataFolder` is null.
 * `loadDataDir` starts it from a `dumpDataDir()` tarball instead of an empty cluster (the tests'
 * template); `logger` sees every query (tests).
 */
export async function openPglite(
  dataFolder: string | null,
  options: { loadDataDir?: Blob | File; logger?: Logger } = {},
): Promise<Database & { client: PGlite }> {
  const pgliteOptions = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  let client: PGlite;
  if (dataFolder === null) {
    client = await PGlite.create(pgliteOptions);
  } else {
    await mkdir(path.dirname(dataFolder), { recursive: true });
    client = await PGlite.create(dataFolder, pgliteOptions);
  }
  try {
    const db = drizzlePglite({ client, schema, ...(options.logger && { logger: options.logger }) });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      exclusive: (work) => work(),
      client,
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** Any numbers for `pg_advisory_lock`, the same in every process of this server. */
const MIGRATION_LOCK = 720_113_006;
const START_UP_LOCK = 720_113_007;

/** Runs `work` holding a session advisory lock on a connection of its own. */
async function holdingLock<T>(pool: pg.Pool, lock: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    client.release();
  }
}

/** Migrates under an advisory lock, so that servers started together do not race. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  await holdingLock(pool, MIGRATION_LOCK, () =>
    migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}

/** PostgreSQL through a node-postgres pool. */
export async function openPostgres(
  databaseUrl: string,
  options: { logger?: Logger } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client's error (server restart) must not crash the process; the next query retries.
  pool.on('error', () => undefined);
  try {
    const db = drizzlePg({
      client: pool,
      schema,
      ...(options.logger && { logger: options.logger }),
    });
    await migratePostgres(pool);
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusive: (work) => holdingLock(pool, START_UP_LOCK, work),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
