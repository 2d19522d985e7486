// `npm run bench:lighthouse`: Lighthouse (mobile settings: Moto G Power emulation, simulated slow
// 4G) in the system's Chromium against the production build, served with its API by the mock HTTP
// server from one origin (gzip, long-lived caching of hashed assets), as a deployment would.
// Prints the scores of five public pages; goals: performance >= 95, accessibility >= 95,
// CLS <= 0.02. Each page runs three times (`--runs N`) and the median run by performance score is
// reported, as Lighthouse's own guidance suggests for noisy machines. Exits 1 when a page misses a
// goal. JSON reports go to lighthouse-report/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { findChromium, missingBrowserHelp } from './find-chromium.mjs';
import { buildMockServer } from './mock-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  '/',
  '/about',
  '/PoliuretanEnjeksiyon',
  '/product/poliuretan-enjeksiyon',
  '/contact',
];
const goals = { performance: 95, accessibility: 95, cls: 0.02 };
const runsFlag = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsFlag >= 0 ? process.argv[runsFlag + 1] : 3) || 3);

const chromePath = findChromium();
if (!chromePath) {
  console.error(missingBrowserHelp);
  process.exit(1);
}

console.log('Building the production site ...');
await build({ root, mode: 'production', logLevel: 'warn' });
const { startMockServer } = await import(await buildMockServer());
const server = await startMockServer({ port: 0, staticDir: path.join(root, 'dist'), quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const outDir = path.join(root, 'lighthouse-report');
await mkdir(outDir, { recursive: true });
const rows = [];
try {
  for (const page of pages) {
    const url = `${server.url}${page}`;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(result.lhr);
    }
    results.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = results[Math.floor(results.length / 2)];
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
    await writeFile(
      path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}.json`),
      JSON.stringify(lhr, null, 2),
    );
  }
} finally {
  await chrome.kill();
  await server.close();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\nLighthouse, mobile, median of ${runs} run(s)  perf  a11y  best   seo    FCP ms    LCP ms  TBT ms     CLS`,
);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(37)}${pad(row.performance, 5)}${pad(row.accessibility, 6)}${pad(row.bestPractices, 6)}${pad(row.seo, 6)}` +
      `${pad(row.fcp.toFixed(0), 10)}${pad(row.lcp.toFixed(0), 10)}${pad(row.tbt.toFixed(0), 8)}${pad(row.cls.toFixed(3), 8)}`,
  );
}
const misses = rows.flatMap((row) => [
  ...(row.performance < goals.performance
    ? [`${row.page}: performance ${row.performance} < ${goals.performance}`]
    : []),
  ...(row.accessibility < goals.accessibility
    ? [`${row.page}: accessibility ${row.accessibility} < ${goals.accessibility}`]
    : []),
  ...(row.cls > goals.cls ? [`${row.page}: CLS ${row.cls.toFixed(3)} > ${goals.cls}`] : []),
]);
console.log(
  misses.length === 0
    ? '\nAll goals met (performance >= 95, accessibility >= 95, CLS <= 0.02).'
    : `\nGoals missed:\n  ${misses.join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
