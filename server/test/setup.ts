import { afterEach, expect } from 'vitest';

/**
 * node-postgres queues a query sent on a connection that is still running one (two store calls at
 * once inside a transaction, which holds one connection) and only warns, once per process; pg 9
 * refuses it. Here the warning fails the test that caused it.
 */
const QUEUED_QUERY = /already executing a query/;

/** Kept on globalThis: with `isolate: false` this file runs again for each test file. */
const guard = globalThis as typeof globalThis & { queuedQueries?: string[] };
if (!guard.queuedQueries) {
  const queued: string[] = [];
  guard.queuedQueries = queued;
  process.on('warning', (warning) => {
    if (QUEUED_QUERY.test(warning.message)) queued.push(warning.message);
  });
}

afterEach(() => {
  const queued = guard.queuedQueries?.splice(0) ?? [];
  expect(queued, 'store calls made at once on one PostgreSQL connection').toEqual([]);
});
