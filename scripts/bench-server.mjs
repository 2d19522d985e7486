// `npm run bench:server`: how close the reference server's public product list comes to a bare
// Fastify. In this one process: the real app (server/app.ts, production settings: no response
// validation, no logger) on a temporary, seeded PGlite data folder, and a bare Fastify whose
// endpoint returns static JSON: the very bytes of the same product page, held in a constant. So
// the ratio compares the server's work per request (routing, hooks, security headers, the read
// cache), not payload sizes. autocannon runs in a worker thread, 10 connections, a warm-up and
// then BENCH_SECONDS (10) per target. Prints req/s of both, the ratio and the product endpoint's
// p99 latency; goals: ratio >= 0.4 and p99 <= 10 ms (exit 1 when one is missed). Then, for
// information only: the same endpoint as browsers fetch it (Accept-Encoding: br) and a bare
// endpoint with a tiny JSON object. (autocannon decodes every body as UTF-8, so with big or
// compressed bodies the load generator, not the server, sets the pace of those two lines.)
// BENCH_PORT=<n> listens on n and n+1 instead of free ports.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedIfEmpty } from '../server/db/seed.ts';
import { createStore } from '../server/store/store.ts';

const PRODUCTS = '/api/Product?PageIndex=0&PageSize=50';
const GOAL_RATIO = 0.4;
const GOAL_P99_MS = 10;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const basePort = Number(process.env.BENCH_PORT ?? 0);
const HOST = '127.0.0.1';

function run(url, duration, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, workers: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(name, url, headers) {
  await run(url, WARMUP_SECONDS, headers);
  const result = await run(url, SECONDS, headers);
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${name}: ${result.errors} errors, ${result.non2xx} non-2xx replies, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

const row = (name, result) =>
  `  ${name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
  `p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
let app;
let bare;
let store;
let status = 1;
try {
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database, uploadsDir);
  store = createStore(database);
  app = await buildApp({
    store,
    uploadsDir,
    config: testConfig({ responseValidation: false, dataDir }),
    staticDir: null,
    logger: false,
  });
  const appUrl = await app.listen({ port: basePort, host: HOST });

  const json = Buffer.from(await (await fetch(`${appUrl}${PRODUCTS}`)).arrayBuffer());
  const { totalCount } = JSON.parse(json.toString()).data;
  bare = Fastify({ logger: false });
  bare.get('/static', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(json);
  });
  bare.get('/tiny', async () => ({ success: true, message: null, data: { hello: 'world' } }));
  const bareUrl = await bare.listen({ port: basePort ? basePort + 1 : 0, host: HOST });

  console.log(
    `GET ${PRODUCTS}: ${totalCount} products, ${(json.length / 1024).toFixed(1)} KiB of JSON; ` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per line`,
  );
  const server = await measure('server', `${appUrl}${PRODUCTS}`);
  const baseline = await measure('bare Fastify', `${bareUrl}/static`);
  console.log(row('server', server));
  console.log(row('bare Fastify, same JSON', baseline));
  const ratio = server.requests.average / baseline.requests.average;
  const p99 = server.latency.p99;
  const ratioMet = ratio >= GOAL_RATIO;
  const p99Met = p99 <= GOAL_P99_MS;
  console.log(
    `  ratio ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}): ${ratioMet ? 'met' : 'MISSED'}`,
  );
  console.log(`  p99 ${p99} ms (goal <= ${GOAL_P99_MS} ms): ${p99Met ? 'met' : 'MISSED'}`);
  status = ratioMet && p99Met ? 0 : 1;

  console.log('For information:');
  const browser = await measure('server, br', `${appUrl}${PRODUCTS}`, {
    'accept-encoding': 'gzip, deflate, br, zstd',
  });
  const tiny = await measure('bare Fastify, tiny', `${bareUrl}/tiny`);
  console.log(row('server, Accept-Encoding br', browser));
  console.log(row('bare Fastify, tiny JSON', tiny));
  console.log(
    `  server (br) / bare tiny: ${(browser.requests.average / tiny.requests.average).toFixed(2)}`,
  );
} catch (error) {
  console.error(error);
} finally {
  await bare?.close();
  await app?.close();
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
