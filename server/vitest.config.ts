import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ISOLATED_SERVER_TESTS } from './test/isolated-tests.ts';

/**
 * The files that never open a database (archives, storage, a server started on PGlite whatever
 * the shell has): the PostgreSQL run (DATABASE_URL) leaves them to the PGlite run, where they ran.
 */
const WITHOUT_DATABASE = [
  'server/ops/archive.test.ts',
  'server/shutdown.test.ts',
  'server/storage/local.test.ts',
  'server/storage/storage.test.ts',
  'server/storage/temporary.test.ts',
];
const notHere = process.env.DATABASE_URL ? WITHOUT_DATABASE : [];

/**
 * The server's tests (`npm run test:server`): Node only, no browser setup, independent of the
 * app's vite.config.ts. With DATABASE_URL set they run against that PostgreSQL server: each test
 * store is a database of its own there, copied from one the global setup migrates and seeds. A
 * worker's files share its modules, except those in ISOLATED_SERVER_TESTS (ADR 0052).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker per core, as the app's tests (vite.config.ts, ADR 0053).
    maxWorkers: '100%',
    globalSetup: ['server/test/postgres-template.ts'],
    setupFiles: ['server/test/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['server/**/*.test.ts', 'tests/parity/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED_SERVER_TESTS, ...notHere],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_SERVER_TESTS, exclude: notHere },
      },
    ],
  },
});
