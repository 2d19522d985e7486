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
