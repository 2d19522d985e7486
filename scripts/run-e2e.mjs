// `npm run test:e2e`: Playwright against the mock-mode production build (built by pretest:e2e).
// Uses the system Chromium when there is one (Playwright cannot download its own here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findPlaywrightChromium, missingBrowserHelp } from './find-chromium.mjs';

const system = findChromium();
const executable = system ?? (await findPlaywrightChromium());
if (!executable) {
  console.error(missingBrowserHelp);
  process.exit(1);
}
const outDir = process.env.MOCK_OUT_DIR ?? 'dist-mock';
if (!existsSync(`${outDir}/index.html`)) {
  console.error(
    `${outDir}/ is missing: run \`npm run build:mock\` first (npm run test:e2e does it).`,
  );
  process.exit(1);
}
console.log(`End-to-end tests in ${executable}`);
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROMIUM_PATH: system ?? '' },
});
process.exit(result.status ?? 1);
