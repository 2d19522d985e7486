import { defineConfig, devices } from '@playwright/test';
import mockBuildSuite from './playwright.config';

// The same browser, language and time zone as the mock-build suite.
const { launchOptions, locale, timezoneId } = mockBuildSuite.use ?? {};

/**
 * `npm run dev` as a newcomer meets it: tests/dev-server starts Vite's dev server itself (mock
 * mode, on a free port, with an empty dependency cache of its own) and opens it in a fresh
 * browser profile. Run by scripts/run-e2e.mjs after the mock-build suite, or alone with
 * `npm run test:e2e -- --config playwright.dev.config.ts`.
 */
export default defineConfig({
  testDir: 'tests/dev-server',
  // Each test starts a dev server and optimises the dependencies from scratch: one at a time.
  workers: 1,
  // A reload that happens now and then is what this suite looks for: no retries to hide it.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results-dev',
  // A cold start on two busy cores: seconds of dependency bundling before the first paint.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale,
    timezoneId,
    trace: 'retain-on-failure',
    launchOptions,
  },
});
