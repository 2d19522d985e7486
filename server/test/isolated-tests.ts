/**
 * The server's test files that run each in a fresh module registry (server/vitest.config.ts; the
 * others share their worker's modules, ADR 0052): the file that `vi.mock`s
 * (tests/architecture/isolated-tests.test.ts checks that every such file is here). The rendering
 * tests share too: the app's modules keep one API client, which each file's app points at itself
 * when it is built, and no other file reads through it.
 */
export const ISOLATED_SERVER_TESTS = ['server/storage/local.test.ts'];
