// `npm run test:e2e`: Playwright against the mock-mode production build (built by pretest:e2e),
// then the cold-start check of `npm run dev` (playwright.dev.config.ts: Vite's dev server from an
// empty dependency cache, a fresh browser profile). Arguments go to Playwright and run only what
// they name, e.g. `-- contact.spec.ts`, or `-- --config playwright.dev.config.ts` for the dev check.
// Uses the system Chromium when there is one (Playwright cannot download its own here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPlaywrightChromium, findTestChromium, missingBrowserHelp } from './find-chromium.mjs';
import { freePort } from './lib/servers.mjs';

const system = findTestChromium();
const executable = system ?? (await findPlaywrightChromium());
if (!executable) {
  console.error(missingBrowserHelp);
  process.exit(1);
}
const args = process.argv.slice(2);
const outDir = process.env.MOCK_OUT_DIR ?? 'dist-mock';
// Both pages: the site's and the panel's (docs/decisions/0073).
const built = ['index.html', 'admin.html'].every((page) => existsSync(`${outDir}/${page}`));
if (!args.includes('playwright.dev.config.ts') && !built) {
  console.error(
    `${outDir}/ is missing: run \`npm run build:mock\` first (npm run test:e2e does it).`,
  );
  process.exit(1);
}
// The mock build's static server on a free port (unless E2E_PORT names one): two runs on one
// machine do not meet, and a preview left running elsewhere is never taken for this one.
const port = process.env.E2E_PORT ?? String(await freePort());
console.log(`End-to-end tests in ${executable}`);
const playwright = (playwrightArgs) =>
  spawnSync('playwright', ['test', ...playwrightArgs], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, CHROMIUM_PATH: system ?? '', E2E_PORT: port },
  }).status ?? 1;

const status = playwright(args);
// The whole suite: the dev server's cold start too, even when the mock build's tests failed.
const devStatus = args.length === 0 ? playwright(['--config', 'playwright.dev.config.ts']) : 0;
process.exit(status || devStatus);
