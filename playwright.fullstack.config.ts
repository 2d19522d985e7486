import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumEnv } from './scripts/lib/chromium-flags.mjs';

/**
 * The main flows against the real thing: the production build and both APIs served by the
 * reference server on a temporary data folder. scripts/run-e2e-fullstack.mjs starts the server
 * and Prism's validation proxy in front of it, and sets FULLSTACK_BASE_URL (Prism) and
 * FULLSTACK_DIRECT_URL (the server itself, for the @direct flows with binary uploads).
 */
const baseURL = process.env.FULLSTACK_BASE_URL;
const directURL = process.env.FULLSTACK_DIRECT_URL ?? baseURL;
if (!baseURL) throw new Error('Run the full-stack tests with `npm run test:fullstack`.');
const SECOND_FACTOR_SPEC = 'second-factor.spec.ts';

export default defineConfig({
  testDir: 'tests/fullstack',
  // One database behind every test: they run one after another.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results-fullstack',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'through-prism',
      use: { baseURL },
      grepInvert: /@direct|@photo/,
      testIgnore: SECOND_FACTOR_SPEC,
    },
    {
      name: 'direct',
      use: { baseURL: directURL },
      grep: /@direct/,
      grepInvert: /@photo/,
      testIgnore: SECOND_FACTOR_SPEC,
    },
    // Makes a 12 MP photo the home banner (tests/fullstack/images.spec.ts): after every other
    // flow, which expect the seeded home page.
    {
      name: 'photo-banner',
      use: { baseURL: directURL },
      grep: /@photo/,
      dependencies: ['through-prism', 'direct'],
    },
    // A server of its own, and mostly waiting (for the next app code, for a proof to expire): the
    // whole suite runs it in a second Playwright beside the others (scripts/run-e2e-fullstack.mjs).
    {
      name: 'second-factor',
      testMatch: SECOND_FACTOR_SPEC,
      outputDir: 'test-results-fullstack-second-factor',
    },
  ],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace of every test costs about a third of the suite's time (ADR 0053): a test
    // is traced when it runs again after a failure (CI), or when asked (`-- --trace on`).
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [...CHROMIUM_FLAGS],
      env: chromiumEnv(),
    },
  },
});
