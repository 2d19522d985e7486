import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumEnv } from './scripts/lib/chromium-flags.mjs';

// E2E_PORT (scripts/run-e2e.mjs picks a free one) and MOCK_OUT_DIR let several runs use their own
// server and build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.MOCK_OUT_DIR ?? 'dist-mock';
// scripts/run-e2e.mjs sets CHROMIUM_PATH to the system Chromium when there is one; empty means
// Playwright's own download.
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace of every test costs about a third of the suite's time (ADR 0053): a test
    // is traced when it runs again after a failure (CI), or when asked (`-- --trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
      env: chromiumEnv(),
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 780 },
        hasTouch: true,
        isMobile: true,
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The mock-mode production build (npm run build:mock), served as a static site.
    command: `npx vite preview --mode mock --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
