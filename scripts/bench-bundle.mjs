// `npm run bench:bundle`: builds the production site and a bare React 19 + ReactDOM app with the
// same Vite and measures the gzip size (level 9) of the JavaScript a browser loads for the first
// paint of `/`: the entry chunk, everything it imports, and the code of the routes matched by `/`
// (the public layout and the home screen) with their imports, read from Vite's build manifest.
// Code that only a data request pulls in afterwards (axios, loaded with the first API call) is not
// part of it. For transparency it also loads both apps in Chromium and lists every script
// requested before the first contentful paint. Prints the ratio (goal: at most 1.75) and checks
// that no admin-only code (dnd-kit, react-hook-form, dialogs, form zod schemas, toasts, admin
// screens, mocks) is in the first load. Exits 1 when a goal is missed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { findChromium } from './find-chromium.mjs';
import { buildMockServer } from './mock-server.mjs';

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

async function firstPaintScripts(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const scripts = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= fcp && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
  );
  await page.close();
  return { scripts: [...new Set(scripts)], fcp };
}

function measure(dir, scripts) {
  return scripts.map((script) => {
    const file = path.join(dir, script);
    const bytes = readFileSync(file);
    return {
      script,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      map: `${file}.map`,
    };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('Building the site (production) and the bare React app ...');
await build({ root, mode: 'production', logLevel: 'warn', build: { manifest: true } });
const bareRoot = path.join(root, 'bench/bare-react');
const bareOut = path.join(root, 'dist-bench-bare');
await build({
  root: bareRoot,
  configFile: false,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: bareOut, emptyOutDir: true, manifest: true },
});

/** The entry's chunks plus the given route chunks, each with its static imports (transitively). */
function firstPaintClosure(dir, routeModules) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of routeModules) visit(module);
  return [...keys].map((key) => `/${manifest[key].file}`).filter((file) => file.endsWith('.js'));
}

// The routes `/` matches: the root and the public layout (both in the entry, unless split) and
// the home screen. The browser run below checks that nothing it needed is missing from this list.
const siteScripts = firstPaintClosure(path.join(root, 'dist'), [
  'src/routes/_public.tsx?tsr-split=component',
  'src/routes/_public/index.tsx?tsr-split=component',
]);
const bareScripts = firstPaintClosure(bareOut, []);

const { startMockServer } = await import(await buildMockServer());
const site = await startMockServer({ port: 0, staticDir: path.join(root, 'dist'), quiet: true });
const bare = await startMockServer({ port: 0, staticDir: bareOut, quiet: true });
const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

try {
  const siteRun = await firstPaintScripts(browser, `${site.url}/`);
  const bareRun = await firstPaintScripts(browser, `${bare.url}/`);
  const siteFiles = measure(path.join(root, 'dist'), siteScripts);
  const bareFiles = measure(bareOut, bareScripts);
  const missing = [
    ...siteScripts.filter((script) => !siteRun.scripts.includes(script)),
    ...bareScripts.filter((script) => !bareRun.scripts.includes(script)),
  ];
  if (missing.length > 0)
    throw new Error(
      `The browser did not load ${missing.join(', ')} before its first paint: the route list is stale.`,
    );
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  const siteTotal = total(siteFiles);
  const bareTotal = total(bareFiles);
  const ratio = siteTotal / bareTotal;

  console.log('\nJavaScript the first paint of / needs (gzip -9):');
  for (const file of siteFiles.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.script}`);
  console.log(`  ${kb(siteTotal).padStart(9)}  site total (${siteFiles.length} files)`);
  console.log(
    `  ${kb(bareTotal).padStart(9)}  bare React 19 + ReactDOM (${bareFiles.length} file)`,
  );
  const extra = measure(
    path.join(root, 'dist'),
    siteRun.scripts.filter((script) => !siteScripts.includes(script)),
  );
  console.log(
    `\nIn Chromium (unthrottled, first contentful paint at ${siteRun.fcp.toFixed(0)} ms) the page also requested, ` +
      `before painting but not needed for it (the HTTP client with the first data request, the head tags): ` +
      `${extra.map((file) => `${file.script} ${kb(file.gzip)}`).join(', ') || 'nothing'}.`,
  );
  console.log(`\nRatio: ${ratio.toFixed(2)}x (goal <= ${GOAL}x)`);

  const leaks = [];
  for (const file of siteFiles) {
    if (!existsSync(file.map)) continue;
    const sources = JSON.parse(readFileSync(file.map, 'utf8')).sources ?? [];
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
  await site.close();
  await bare.close();
}
