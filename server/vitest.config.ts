import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server's tests (`npm run test:server`): Node only, no browser setup, independent of the
 * app's vite.config.ts. With DATABASE_URL set they run against that PostgreSQL server, one file at
 * a time (each test store is its own database there).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts', 'tests/parity/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: !process.env.DATABASE_URL,
  },
});
