// Finds a Chromium for Playwright: $CHROMIUM_PATH, then the system's (Debian's `chromium`), then
// Playwright's own download. Prints the path, or exits 1 saying exactly how to get one.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ].filter(Boolean);
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  return null;
}

/**
 * The browser for the end-to-end suites: $CHROMIUM_PATH, then Debian's headless shell
 * (`chromium-headless-shell`: the same engine without the desktop browser around it, about 15%
 * less CPU per test here, ADR 0053), then {@link findChromium}.
 */
export function findTestChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return findChromium();
}

export async function findPlaywrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export const missingBrowserHelp = [
  'No Chromium found for the end-to-end tests. Get one of these, then run the tests again:',
  '  - Debian/Ubuntu:  sudo apt-get install -y chromium',
  "  - anywhere else:  npx playwright install chromium   (Playwright's own build)",
  '  - or point CHROMIUM_PATH at any Chromium or Chrome executable.',
].join('\n');

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium() ?? (await findPlaywrightChromium());
  if (!path) {
    console.error(missingBrowserHelp);
    process.exit(1);
  }
  console.log(path);
}
