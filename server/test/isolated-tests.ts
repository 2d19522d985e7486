/**
 * The server's test files that run each in a fresh module registry (server/vitest.config.ts; the
 * others share their worker's modules, ADR 0052): server rendering, whose app modules keep the API
 * client a render reads through, the replicas of scheduled publishing, and the file that
 * `vi.mock`s (tests/architecture/isolated-tests.test.ts checks that every such file is here).
 */
export const ISOLATED_SERVER_TESTS = [
  'server/ssr/**/*.test.ts',
  'server/services/scheduled-publishing.test.ts',
  'server/storage/local.test.ts',
];
