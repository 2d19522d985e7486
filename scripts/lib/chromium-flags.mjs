// What Debian's Chromium needs here, for both Playwright suites and the Lighthouse benchmark: no
// sandbox as root, no GPU, and no network chatter of its own on a closed network.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser's environment: the tests' own without libfaketime (`npm run test:at`), which hangs
 * Chromium when a test opens a second browser context. The browser keeps the machine's clock, as
 * a visitor's keeps theirs; a test that shows a date in the browser sets it (ADR 0056).
 */
export function chromiumEnv(env = process.env) {
  const preload = (env.LD_PRELOAD ?? '')
    .split(/[\s:]+/)
    .filter((library) => library && !library.includes('faketime'))
    .join(' ');
  return Object.fromEntries(
    Object.entries({ ...env, LD_PRELOAD: preload }).filter(
      ([name, value]) => value !== undefined && value !== '' && !name.startsWith('FAKETIME'),
    ),
  );
}
