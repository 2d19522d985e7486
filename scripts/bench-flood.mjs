// `npm run bench:flood [-- --base <git-ref>|none]`: issue 50's flood of made-up addresses, for this
// checkout and a baseline commit in the same run (docs/decisions/0041; default HEAD). For each: the
// real app (server/app.ts of that tree, production settings, its production build in dist/ and
// dist-server/) in this process on a temporary seeded PGlite data folder, and autocannon in worker
// threads: one client at 20 connections for BENCH_SECONDS (30) sending a unique made-up path each
// request (`/uydurma-<run>-<n>`: SPEC's redirect to /), then as long sending unique made-up
// product slugs (`/product/uydurma-<run>-<n>`: the missing product's 404 page), both as a browser
// asks (Accept: text/html, brotli). Meanwhile, in the same run, one connection asks for `/` and
// one for `/healthz`. Prints per phase: made-up addresses answered per second (and how many got
// 503), the p99 of `/` and whether it was rendered again (it stayed in the page cache when not),
// the p99 of `/healthz`, and the missed-address log's database writes. Issue 50's goals: home p99
// <= 20 ms, healthz p99 <= 10 ms, >= 1,000 made-up paths and >= 500 made-up slugs per second;
// exit 1 when this checkout misses one. Needs the production build (prebench:flood makes it).
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { baseOption, withBaseline } from './lib/baseline.mjs';
import { BROWSER_PAGE_HEADERS } from './lib/browser-request.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 20;
const HOST = '127.0.0.1';
const BROWSER = BROWSER_PAGE_HEADERS;
const GOALS = { homeP99: 20, healthP99: 10, paths: 1000, slugs: 500 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const madeUpAddress = path.join(root, 'scripts/lib/made-up-address.cjs');

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ workers: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A tree's modules, imported from its own files (this checkout's or the baseline's). */
async function modulesOf(tree) {
  const from = (file) => import(pathToFileURL(path.join(tree, file)).href);
  return {
    app: await from('server/app.ts'),
    config: await from('server/config.ts'),
    open: await from('server/db/open.ts'),
    seed: await from('server/db/seed.ts'),
    storage: await from('server/storage/open.ts'),
    store: await from('server/store/store.ts'),
    entry: await from('dist-server/entry-server.js'),
  };
}

/** Runs both phases on the app of `tree`. */
async function measure(tree) {
  if (!existsSync(path.join(tree, 'dist-server/entry-server.js'))) {
    throw new Error(`${tree}: dist-server/ is missing: run \`npm run build\` first.`);
  }
  const m = await modulesOf(tree);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-flood-'));
  let app;
  let store;
  try {
    const config = m.config.testConfig({ responseValidation: false, dataDir });
    const storage = await m.storage.openStorage(config);
    const database = await m.open.openDatabase({ dataDir });
    await m.seed.seedIfEmpty(database, storage);
    store = m.store.createStore(database);
    // The database round trips a made-up address may cost: the log's writes (one per request
    // before issue 50, one per flush after) and the redirect lookups.
    const counts = { logWrites: 0, redirectLookups: 0 };
    for (const [method, counter] of [
      ['countMissedAddress', 'logWrites'],
      ['addMissedAddresses', 'logWrites'],
      ['followRedirect', 'redirectLookups'],
    ]) {
      const original = store[method];
      if (typeof original !== 'function') continue;
      store[method] = (...args) => {
        counts[counter] += 1;
        return original.apply(store, args);
      };
    }
    // The built entry, each render of `/` counted.
    const renders = { home: 0 };
    const serverEntry = {
      ...m.entry,
      renderPage: (url, headers) => {
        if (url === '/') renders.home += 1;
        return m.entry.renderPage(url, headers);
      },
    };
    app = await m.app.buildApp({
      store,
      storage,
      config,
      staticDir: path.join(tree, 'dist'),
      serverEntry,
    });
    const url = await app.listen({ port: 0, host: HOST });
    // Warm: `/` in the page cache, a missing product's page made once.
    for (const warm of ['/', '/healthz', '/product/uydurma-isinma', '/uydurma-isinma']) {
      await fetch(`${url}${warm}`, { headers: BROWSER, redirect: 'manual' });
    }
    const phases = [];
    for (const [name, address] of [
      ['made-up paths', '/uydurma'],
      ['made-up product slugs', '/product/uydurma'],
    ]) {
      const before = { ...counts, home: renders.home };
      const [flood, home, health] = await Promise.all([
        load({
          url,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            { method: 'GET', path: address, headers: BROWSER, setupRequest: madeUpAddress },
          ],
        }),
        load({ url: `${url}/`, connections: 1, duration: SECONDS, headers: BROWSER }),
        load({ url: `${url}/healthz`, connections: 1, duration: SECONDS }),
      ]);
      const phase = {
        name,
        perSecond:
          ['2xx', '3xx', '4xx', '5xx'].reduce((sum, kind) => sum + flood[kind], 0) / flood.duration,
        floodTimeouts: flood.timeouts,
        statuses: ['2xx', '3xx', '4xx', '5xx']
          .map((kind) => `${kind} ${String(flood[kind])}`)
          .join(', '),
        unavailable: flood['5xx'],
        homeP99: home.latency.p99,
        // Requests of `/` and `/healthz` that failed or got no answer within autocannon's 10 s.
        probeFailures: home.non2xx + home.errors + health.non2xx + health.errors,
        homeRenders: renders.home - before.home,
        healthP99: health.latency.p99,
        logWrites: counts.logWrites - before.logWrites,
        redirectLookups: counts.redirectLookups - before.redirectLookups,
      };
      phases.push(phase);
      console.log(`  ${name}:`, phase);
    }
    return phases;
  } finally {
    await app?.close();
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const base = baseOption();
console.log(
  `One client, ${CONNECTIONS} connections, ${SECONDS} s per phase; load average ` +
    `${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} at the start`,
);
let baseline = null;
let baseLabel = 'none';
if (base !== null) {
  try {
    baseline = await withBaseline(base, async (tree, label) => {
      baseLabel = label;
      console.log(`Measuring the baseline ${label} ...`);
      return measure(tree);
    });
  } catch (error) {
    console.error(`The baseline could not be measured: ${error.message}`);
  }
}
console.log('Measuring the current checkout ...');
const current = await measure(root);

const line = (cells) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(34) : cell.padStart(16))).join('');
const ms = (value) => `${String(value)} ms`;
/** A probe's p99, or that it got no answer at all (autocannon's p99 is 0 then). */
const p99 = (p, value) => (value === 0 && p.probeFailures > 0 ? 'no answer' : ms(value));
let met = true;
console.log(`\nBaseline ${baseLabel} against the current checkout`);
for (const [index, phase] of current.entries()) {
  const before = baseline?.[index];
  const slugs = phase.name.includes('slug');
  const goalRate = slugs ? GOALS.slugs : GOALS.paths;
  const rows = [
    [
      `${phase.name} answered/s`,
      (p) => p.perSecond.toFixed(0),
      `>= ${goalRate}`,
      phase.perSecond >= goalRate,
    ],
    [
      'GET / p99',
      (p) => p99(p, p.homeP99),
      `<= ${GOALS.homeP99} ms`,
      phase.homeP99 <= GOALS.homeP99,
    ],
    ['GET / rendered again (times)', (p) => String(p.homeRenders), '0', phase.homeRenders === 0],
    [
      'GET /healthz p99',
      (p) => p99(p, p.healthP99),
      `<= ${GOALS.healthP99} ms`,
      phase.healthP99 <= GOALS.healthP99,
    ],
    [
      'missed-address log writes',
      (p) => String(p.logWrites),
      `<= ${Math.ceil(SECONDS / 5) + 1}`,
      phase.logWrites <= Math.ceil(SECONDS / 5) + 1,
    ],
    [
      'GET / and /healthz failed, timed out',
      (p) => String(p.probeFailures),
      '0',
      phase.probeFailures === 0,
    ],
    ['redirect lookups (database)', (p) => String(p.redirectLookups), '', true],
  ];
  console.log(line([phase.name.toUpperCase(), 'baseline', 'current', 'goal']));
  console.log(`  replies: baseline ${before?.statuses ?? '-'}; current ${phase.statuses}`);
  console.log(
    `  flood timeouts: baseline ${before?.floodTimeouts ?? '-'}; current ${phase.floodTimeouts}`,
  );
  for (const [name, value, goal, ok] of rows) {
    console.log(
      line([
        name,
        before ? value(before) : '-',
        value(phase),
        goal ? `${goal} ${ok ? 'met' : 'MISSED'}` : '',
      ]),
    );
    met &&= ok;
  }
}
process.exit(met ? 0 : 1);
