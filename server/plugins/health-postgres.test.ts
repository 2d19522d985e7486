import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBinaries,
  POSTGRES_HELP,
  startPostgres,
  type ThrowAwayPostgres,
} from '../../scripts/lib/postgres.mjs';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPostgres } from '../db/open.ts';
import { openLocalStorage } from '../storage/local.ts';
import { createStore } from '../store/store.ts';
import type { Store } from '../store/types.ts';

// A PostgreSQL of its own (not DATABASE_URL's), since this test stops and starts it.
const binaries = findPostgresBinaries();
if (!binaries) console.warn(`Skipping the database restart test of /readyz. ${POSTGRES_HELP}`);

describe.skipIf(!binaries)('/readyz while PostgreSQL is stopped and started again', () => {
  let postgres: ThrowAwayPostgres | undefined;
  let store: Store | undefined;
  let app: FastifyInstance | undefined;
  let folder: string | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    folder = await mkdtemp(path.join(tmpdir(), 'readyz-postgres-'));
    store = createStore(await openPostgres(postgres.url));
    app = await buildApp({
      store,
      storage: await openLocalStorage(path.join(folder, 'uploads')),
      config: testConfig({ databaseUrl: postgres.url }),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
    await postgres?.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
  }, 60_000);

  const readyz = async () => {
    if (!app) throw new Error('not started');
    const reply = await app.inject({ url: '/readyz' });
    return { status: reply.statusCode, body: reply.json<{ checks: Record<string, string> }>() };
  };

  /** Asks until `status` comes, for up to 30 s (a restart on a busy machine takes a while). */
  const until = async (status: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const reply = await readyz();
      if (reply.status === status || Date.now() > deadline) return reply;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('answers 503 while the database is down and 200 once it is back, without a restart', async () => {
    if (!postgres) throw new Error('not started');
    expect((await readyz()).status).toBe(200);

    await postgres.stop();
    const down = await until(503);
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ database: 'failed', storage: 'ok' });
    // The process is up all along.
    expect((await app?.inject({ url: '/healthz' }))?.statusCode).toBe(200);

    await postgres.start();
    const back = await until(200);
    expect(back.status).toBe(200);
    expect(back.body.checks).toEqual({ database: 'ok', storage: 'ok' });
    // And the API reads the database again.
    expect((await app?.inject({ url: '/api/Product' }))?.statusCode).toBe(200);
  }, 120_000);
});
