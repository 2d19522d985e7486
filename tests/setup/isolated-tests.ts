/**
 * The unit test files that replace a module with `vi.mock`: they run each in a fresh module
 * registry (Vitest's `isolate`). Every other file shares its worker's modules with the files before
 * it, which makes the suite several times faster: the setup (the mocks, the contract's oracle) is
 * imported once a worker instead of once a file. tests/architecture checks that this list names
 * exactly the files that call `vi.mock`.
 */
export const ISOLATED_TESTS = [
  'src/features/admin-users/security-page.test.tsx',
  'src/features/auth/login-screen.test.tsx',
  'src/features/contact-page/send-enquiry-no-third-party.test.ts',
];
