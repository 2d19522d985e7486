// `npm run bench:bundle [-- --base <git-ref>|none]`: what a visitor's browser downloads, on the
// full stack, for this checkout and for a baseline commit in the same run (docs/decisions/0041;
// default baseline HEAD, so uncommitted work is compared with the last commit).
// Builds the production site (app and server entry) and a bare React 19 + ReactDOM app with the
// same Vite; the baseline is built in a temporary worktree (scripts/lib/baseline.mjs). For each
// site it starts the reference server as `npm start` does (server/main.ts, production, a seeded
// temporary database) and loads /, /contact, /product/poliuretan-enjeksiyon, /urunler, /belgeler,
// a search's results (/ara?q=) and /login in
// Chromium, counting every same-origin script fetched until the network is idle (gzip level 9,
// read from that build's output), and reads the HTML of /, /about and the product page
// (uncompressed and brotli). Prints one table, baseline against current, with issue 24's goals
// as issue 50 set them again: / at most 1.6x the bare app, /contact and the product page no more than /, the HTML of / at
// most 35 kB and of a product page at most 30 kB, /login at most 120 kB. Checks from the source
// maps that no admin-only code (dnd-kit, react-hook-form, dialogs, zod, toasts, admin screens,
// mocks, the panel's entry and routes, the session code) is among the public pages' scripts of
// the current build. Exits 1 when the current build
// misses a goal, and says which.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { findChromium } from './find-chromium.mjs';
import { baseOption, withBaseline } from './lib/baseline.mjs';
import { startFullStack } from './lib/full-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = baseOption();
const KB = 1024;
/** Pages whose scripts are counted; /login is the admin's door, the others are public. */
const SCRIPT_PAGES = [
  '/',
  '/contact',
  '/product/poliuretan-enjeksiyon',
  '/urunler',
  '/belgeler',
  '/ara?q=enjeksiyon',
  '/login',
];
const PUBLIC_SCRIPT_PAGES = SCRIPT_PAGES.filter((page) => page !== '/login');
const HTML_PAGES = ['/', '/about', '/product/poliuretan-enjeksiyon', '/urunler', '/belgeler'];
/** Issue 50's (issue 24 had 1.5x, before the decision to keep one hydrated public app). */
const RATIO_GOAL = 1.6;
const LOGIN_GOAL = 120 * KB;
const HTML_GOALS = {
  '/': 35 * KB,
  '/product/poliuretan-enjeksiyon': 30 * KB,
  '/urunler': 35 * KB,
  '/belgeler': 35 * KB,
};
const adminOnly = [
  ['@dnd-kit', /node_modules\/@dnd-kit\//],
  ['react-hook-form', /node_modules\/(react-hook-form|@hookform)\//],
  ['dialogs (Radix)', /node_modules\/@radix-ui\//],
  ['zod', /node_modules\/zod\//],
  ['generated zod schemas', /src\/api\/generated\/[^/]+-zod\//],
  ['toasts (sonner)', /node_modules\/sonner\//],
  ['admin screens', /src\/(features\/admin-|components\/admin\/)/],
  ['mocks', /(^|\/)mocks\//],
  // The panel is admin.html's app (issue 50, docs/decisions/0073): its entry and routes, the
  // sign-in screen, the session code and the panel's query cache stay off the public pages.
  ['panel entry or routes', /src\/panel\//],
  ['sign-in screen', /src\/features\/auth\//],
  [
    'session code',
    /src\/lib\/(auth|session|client-session|account-gate|reauth|fresh-proof|sign-in|query-client)\.ts$/,
  ],
  ['TanStack Query', /node_modules\/@tanstack\/(react-)?query(-core)?\//],
];

/** Every script the page fetched from its own origin until the network was idle. */
async function loadedScripts(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const target = new URL(response.url());
    if (target.origin === new URL(url).origin && target.pathname.endsWith('.js')) {
      scripts.add(target.pathname);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration may load a screen's code after the first idle moment: wait for a quiet second.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts];
}

function measureFiles(dir, scripts) {
  return scripts.map((script) => {
    const file = path.join(dir, script);
    const bytes = readFileSync(file);
    return { script, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, file };
  });
}

const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);

/** The bare app's files, as a static site. */
function serveStatic(dir) {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** One site (a checkout with its build) on its own full stack: scripts per page, HTML sizes. */
async function measureSite(browser, siteRoot) {
  const site = await startFullStack({ root: siteRoot });
  try {
    const scripts = {};
    for (const page of SCRIPT_PAGES) {
      scripts[page] = measureFiles(
        path.join(siteRoot, 'dist'),
        await loadedScripts(browser, `${site.url}${page}`),
      );
    }
    const html = {};
    for (const page of HTML_PAGES) {
      // fetch decompresses what the server sent: the body is the uncompressed document.
      const response = await fetch(`${site.url}${page}`, { headers: { accept: 'text/html' } });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      html[page] = { raw: body.length, brotli: brotliCompressSync(body).length };
    }
    return { scripts, html };
  } finally {
    await site.stop();
  }
}

const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} kB`);
const change = (before, after) =>
  before === undefined
    ? '-'
    : `${after - before >= 0 ? '+' : '-'}${kb(Math.abs(after - before))} (${(((after - before) / before) * 100).toFixed(1)}%)`;

console.log('Building the site (production: app and server entry) and the bare React app ...');
await build({ root, mode: 'production', logLevel: 'warn' });
await build({ root, mode: 'production', logLevel: 'warn', build: { ssr: true } });
const bareOut = path.join(root, 'dist-bench-bare');
await build({
  root: path.join(root, 'bench/bare-react'),
  configFile: false,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: bareOut, emptyOutDir: true },
});

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let current;
let baseline;
let baseLabel = 'none';
let bareTotal;
try {
  const bare = await serveStatic(bareOut);
  try {
    bareTotal = total(measureFiles(bareOut, await loadedScripts(browser, `${bare.url}/`)));
  } finally {
    bare.close();
  }
  console.log('Measuring the current build on the full stack ...');
  current = await measureSite(browser, root);
  if (base !== null) {
    baseline = await withBaseline(base, async (baseRoot, label) => {
      baseLabel = label;
      console.log(`Measuring the baseline ${label} on the full stack ...`);
      return measureSite(browser, baseRoot);
    });
  }
} finally {
  await browser.close();
}

// The table: one row per figure, baseline against current, with the goal and the ratio to bare.
const home = total(current.scripts['/']);
const rows = [
  ...SCRIPT_PAGES.map((page) => {
    const now = total(current.scripts[page]);
    const before = baseline ? total(baseline.scripts[page]) : undefined;
    const goal =
      page === '/'
        ? {
            text: `<= ${RATIO_GOAL}x bare (${kb(bareTotal * RATIO_GOAL)})`,
            met: now <= bareTotal * RATIO_GOAL,
          }
        : page === '/login'
          ? { text: `<= ${kb(LOGIN_GOAL)}`, met: now <= LOGIN_GOAL }
          : { text: `<= / (${kb(home)})`, met: now <= home };
    return {
      what: `JS ${page} (gzip, ${current.scripts[page].length} files)`,
      before,
      now,
      goal,
      ratio: `${before === undefined ? '-' : (before / bareTotal).toFixed(2)} -> ${(now / bareTotal).toFixed(2)}`,
    };
  }),
  ...HTML_PAGES.flatMap((page) =>
    ['raw', 'brotli'].map((kind) => {
      const now = current.html[page][kind];
      const limit = kind === 'raw' ? HTML_GOALS[page] : undefined;
      return {
        what: `HTML ${page} (${kind === 'raw' ? 'uncompressed' : 'brotli'})`,
        before: baseline?.html[page][kind],
        now,
        goal: limit === undefined ? undefined : { text: `<= ${kb(limit)}`, met: now <= limit },
        ratio: '',
      };
    }),
  ),
];
const widths = [52, 10, 10, 20, 32];
const line = (cells) =>
  cells
    .map((cell, index) => String(cell).padEnd(widths[index] ?? 0))
    .join(' ')
    .trimEnd();
console.log(
  `\nFull stack, baseline ${baseLabel} against the current checkout; bare React 19 + ReactDOM: ${kb(bareTotal)} (gzip -9)`,
);
console.log(line(['', 'baseline', 'current', 'change', 'goal (current)', 'x bare (base -> now)']));
for (const row of rows) {
  console.log(
    line([
      row.what,
      kb(row.before),
      kb(row.now),
      change(row.before, row.now),
      row.goal ? `${row.goal.text} ${row.goal.met ? 'ok' : 'MISSED'}` : '',
      row.ratio,
    ]),
  );
}

console.log('\nScripts of the current build (gzip -9):');
for (const page of SCRIPT_PAGES) {
  console.log(`  ${page}`);
  for (const file of [...current.scripts[page]].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${kb(file.gzip).padStart(9)}  ${file.script}`);
  const httpClient = current.scripts[page].some((file) =>
    /\/http-client-[^/]*\.js$/.test(file.script),
  );
  if (page !== '/login' && httpClient)
    console.log('    the HTTP client was fetched (the page asked the API for data it should hold)');
}

// The admin-only check: the public pages' scripts of the current build, from their source maps.
const leaks = new Set();
for (const page of PUBLIC_SCRIPT_PAGES) {
  for (const file of current.scripts[page]) {
    const map = `${file.file}.map`;
    if (!existsSync(map)) continue;
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    for (const [label, pattern] of adminOnly) {
      for (const source of sources.filter((item) => pattern.test(item.replace(/\\/g, '/'))))
        leaks.add(`${label} in ${file.script} (${source}), fetched by ${page}`);
    }
  }
}
console.log(
  leaks.size === 0
    ? '\nAdmin-only code in the public pages (/, /contact, the product page): none.'
    : `\nAdmin-only code in the public pages:\n  ${[...leaks].join('\n  ')}`,
);

const misses = rows
  .filter((row) => row.goal && !row.goal.met)
  .map((row) => `${row.what}: ${kb(row.now)}, goal ${row.goal.text}`);
if (leaks.size > 0) misses.push(`admin-only code in the public pages (${leaks.size} modules)`);
console.log(
  misses.length === 0
    ? 'All goals met on the current build.'
    : `Goals missed on the current build:\n  ${misses.join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
