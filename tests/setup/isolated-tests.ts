/**
 * The test files that run each in a fresh module registry (Vitest's `isolate`); every other file
 * shares its worker's modules with the files before it, which makes the suites several times
 * faster: the setup (the mocks, the contract's oracle, the server's app) is imported once a worker
 * instead of once a file (ADR 0052). tests/architecture/isolated-tests.test.ts checks that every
 * file that replaces a module with `vi.mock` is listed. The server's list is
 * server/test/isolated-tests.ts.
 */

/** The unit test files that `vi.mock` a module (vite.config.ts). */
export const ISOLATED_TESTS = [
  'src/features/admin-layout/admin-layout.test.tsx',
  'src/features/admin-users/security-page.test.tsx',
  'src/features/auth/login-screen.test.tsx',
  'src/features/contact-page/send-enquiry-no-third-party.test.ts',
];
