// `npm run bench:bundle`: the JavaScript a visitor's browser downloads for `/`, on the full stack.
// Builds the production site (app and server entry) and a bare React 19 + ReactDOM app with the
// same Vite, starts the reference server as `npm start` does (server/main.ts, production, a
// seeded temporary database) and a static server for the bare app, loads `/` of each in Chromium
// and counts every script fetched until the network is idle, gzip level 9, read from the build
// output. Prints the ratio of the two (goal: at most 1.75), whether the HTTP client (axios and the
// request pipeline) was fetched (the server puts the page's data in the page: it should not be),
// and checks from the source maps that no admin-only code (dnd-kit, react-hook-form, dialogs,
// zod, toasts, admin screens, mocks) is among those scripts. Exits 1 when a goal is missed.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { findChromium } from './find-chromium.mjs';
import { startFullStack } from './lib/full-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL = 1.75;
const adminOnly = [
  ['@dnd-kit', /node_modules\/@dnd-kit\//],
  ['react-hook-form', /node_modules\/(react-hook-form|@hookform)\//],
  ['dialogs (Radix)', /node_modules\/@radix-ui\//],
  ['zod', /node_modules\/zod\//],
  ['generated zod schemas', /src\/api\/generated\/[^/]+-zod\//],
  ['toasts (sonner)', /node_modules\/sonner\//],
  ['admin screens', /src\/features\/admin-/],
  ['mocks', /(^|\/)mocks\//],
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
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await page.close();
  return { scripts: [...scripts], fcp };
}

function measure(dir, scripts) {
  return scripts.map((script) => {
    const file = path.join(dir, script);
    const bytes = readFileSync(file);
    return { script, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, file };
  });
}

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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('Building the site (production: app and server entry) and the bare React app ...');
await build({ root, mode: 'production', logLevel: 'warn' });
await build({ root, mode: 'production', logLevel: 'warn', build: { ssr: true } });
const bareRoot = path.join(root, 'bench/bare-react');
const bareOut = path.join(root, 'dist-bench-bare');
await build({
  root: bareRoot,
  configFile: false,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: bareOut, emptyOutDir: true },
});

const site = await startFullStack();
const bare = await serveStatic(bareOut);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

try {
  const siteRun = await loadedScripts(browser, `${site.url}/`);
  const bareRun = await loadedScripts(browser, `${bare.url}/`);
  const siteFiles = measure(path.join(root, 'dist'), siteRun.scripts);
  const bareFiles = measure(bareOut, bareRun.scripts);
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  const siteTotal = total(siteFiles);
  const bareTotal = total(bareFiles);
  const ratio = siteTotal / bareTotal;

  console.log(
    `\nJavaScript fetched by / on the full stack until the network was idle (gzip -9), ` +
      `first contentful paint at ${siteRun.fcp.toFixed(0)} ms (unthrottled):`,
  );
  for (const file of siteFiles.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.script}`);
  console.log(`  ${kb(siteTotal).padStart(9)}  site total (${siteFiles.length} files)`);
  console.log(
    `  ${kb(bareTotal).padStart(9)}  bare React 19 + ReactDOM (${bareFiles.length} file)`,
  );
  const httpClient = siteFiles.some((file) => /\/http-client-[^/]*\.js$/.test(file.script));
  console.log(
    `The HTTP client was ${httpClient ? 'FETCHED (the page asked the API for data it should hold)' : 'not fetched: the page had its data'}.`,
  );
  console.log(`\nRatio: ${ratio.toFixed(2)}x (goal <= ${GOAL}x)`);

  const leaks = [];
  for (const file of siteFiles) {
    const map = `${file.file}.map`;
    if (!existsSync(map)) continue;
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    for (const [label, pattern] of adminOnly) {
      const hits = sources.filter((source) => pattern.test(source.replace(/\\/g, '/')));
      if (hits.length > 0) leaks.push(`${label} in ${file.script} (${hits[0]})`);
    }
  }
  console.log(
    leaks.length === 0
      ? 'Admin-only code in the first load: none.'
      : `Admin-only code in the first load:\n  ${leaks.join('\n  ')}`,
  );
  process.exitCode = ratio <= GOAL && leaks.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  bare.close();
  await site.stop();
}
