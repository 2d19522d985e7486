// `npm run bench:visits`: what counting visits (issue 48, docs/decisions/0060) adds to a cached
// page's reply. In this one process, on a temporary seeded PGlite data folder: the real app
// (server/app.ts, production settings, the production build in dist/ and dist-server/, which
// prebench:visits makes) twice, one with counting on and one with VISIT_COUNTING=off, both on the
// same database. The home page as a browser asks for it (a browser's user agent, Accept:
// text/html, brotli), one keep-alive connection a server, BENCH_REQUESTS (4000) requests each,
// taken in 20 slices interleaved with the other server's (the machine's load may change midway),
// after a warm-up. Prints the median and p99 of each, in milliseconds, and the difference of the
// medians; the goal is at most 1 ms more with counting (exit 1 when missed). The counting
// server's flushes every 5 s are part of what is measured.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedIfEmpty } from '../server/db/seed.ts';
import { openStorage } from '../server/storage/open.ts';
import { createStore } from '../server/store/store.ts';
import { BROWSER_PAGE_HEADERS } from './lib/browser-request.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const SLICES = 20;
const WARMUP = 300;
const GOAL_MS = 1;
const HOST = '127.0.0.1';
const HEADERS = BROWSER_PAGE_HEADERS;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');

/** One request's time in ms, its body read to the end. */
function timed(url, agent) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    http
      .get(url, { agent, headers: HEADERS }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - start) / 1e6);
        });
      })
      .on('error', reject);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};

if (!existsSync(path.join(root, 'dist-server', 'entry-server.js'))) {
  console.error('No production build: run `npm run build` first (prebench:visits does).');
  process.exit(1);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-visits-'));
const apps = [];
let store;
let status = 1;
try {
  const config = testConfig({ responseValidation: false, dataDir });
  const storage = await openStorage(config);
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database, storage);
  store = createStore(database);
  const lines = [];
  for (const countVisits of [true, false]) {
    const app = await buildApp({
      store,
      storage,
      config: { ...config, countVisits },
      staticDir: distDir,
    });
    apps.push(app);
    const url = `${await app.listen({ port: 0, host: HOST })}/`;
    lines.push({
      name: countVisits ? 'counting on' : 'counting off',
      url,
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      times: [],
    });
  }
  for (const line of lines) for (let i = 0; i < WARMUP; i += 1) await timed(line.url, line.agent);
  const perSlice = Math.ceil(REQUESTS / SLICES);
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const line of lines) {
      for (let i = 0; i < perSlice; i += 1) line.times.push(await timed(line.url, line.agent));
    }
  }
  console.log(
    `A cached page (GET /, brotli), ${perSlice * SLICES} requests a server, one connection:`,
  );
  for (const line of lines) {
    line.p50 = quantile(line.times, 0.5);
    line.p99 = quantile(line.times, 0.99);
    console.log(
      `  ${line.name.padEnd(14)} p50 ${line.p50.toFixed(3)} ms   p99 ${line.p99.toFixed(3)} ms`,
    );
  }
  const [on, off] = lines;
  const added = on.p50 - off.p50;
  console.log(
    `  counting adds ${added.toFixed(3)} ms at the median (goal <= ${GOAL_MS} ms), ${(on.p99 - off.p99).toFixed(3)} ms at p99`,
  );
  const stats = await apps[0].inject({ url: '/api/Visit/stats' });
  console.log(
    `  (the counting server answered its stats: ${stats.statusCode === 401 ? 'needs a token, as it should' : stats.statusCode})`,
  );
  status = added <= GOAL_MS ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  for (const app of apps) await app.close();
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
