import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:replicas` (scripts/test-replicas.mjs starts the PostgreSQL it needs): two real
 * server processes on one PostgreSQL and one S3-compatible store, behind a round-robin proxy.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/replicas/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
