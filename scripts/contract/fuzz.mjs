// `npm run contract:fuzz [-- options]`: property-based fuzzing of every operation of
// openapi/backend.yaml and openapi/content.yaml with fast-check (docs/decisions/0046).
//
// For each operation it generates requests from the contract's schemas: valid ones (types,
// enums, bounds, lengths, patterns, formats, optional fields, multipart), invalid ones one step
// outside (a required field dropped, one past a bound, a wrong type, a closed-out property, an
// empty or blank query value, a body that is not JSON), requests without a token or with a
// forged one, and a method the path does not list. The oracle is the contract: no 5xx; a declared
// status, content type, required headers and a body that fits the closed schema; valid input is
// not refused with 400, invalid input gets a 4xx, a missing token 401, an unknown method 405 with
// `Allow`. By default every request goes to the reference server (PGlite; PostgreSQL too with
// --postgres) and to the stateful mocks over HTTP, in the same order, and both must answer the
// same status and the same normalised body. A failure shrinks to a minimal request, printed as a
// curl command. Accepted deviations, each with its reason, are in contract/fuzz-deviations.yaml
// (the run lists those it did not meet, so that stale ones can be removed).
//
// Options:
//   --server <url>     fuzz one running server instead (no differential; CONTRACT_USERNAME and
//                      CONTRACT_PASSWORD sign in, as for contract:test)
//   --postgres         also run the reference server on a throw-away PostgreSQL
//   --runs <n>         cases per operation and kind (default 100); --deep: 1000 and a random seed
//   --seed <n>         the seed (default 20261127; printed either way, to replay a run)
//   --only <ids>       comma-separated operationIds
//   --report <file>    writes every (operation, status) pair each target answered, as JSON
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parse } from 'yaml';
import { flatten } from './lib/fuzz/arbitraries.mjs';
import { loadOperations } from './lib/fuzz/contract.mjs';
import { createOracle, normalise } from './lib/fuzz/oracle.mjs';
import { writeLedger } from './lib/fuzz/observer.mjs';
import {
  invalidRequests,
  unauthenticated,
  unsupportedMethod,
  validRequests,
} from './lib/fuzz/requests.mjs';
import { freePort, stopChild, waitForUrl } from '../lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
const deep = args.includes('--deep');
const runs = Number(flag('runs') ?? (deep ? 1000 : 100));
const seed = Number(flag('seed') ?? (deep ? Date.now() % 2 ** 31 : 20261127));
const only = flag('only')?.split(',');

const deviations =
  parse(readFileSync(path.join(root, 'contract/fuzz-deviations.yaml'), 'utf8')) ?? [];
const accepted = (target, operation, problem, why) =>
  deviations.find(
    (entry) =>
      entry.check === problem.check &&
      (!entry.operation || entry.operation === operation) &&
      (!entry.target || entry.target === target) &&
      (!entry.why || (why ?? '').includes(entry.why)) &&
      (!entry.message || problem.message.includes(entry.message)),
  );
const used = new Set();

// ---- targets ---------------------------------------------------------------------------------

const children = new Set();
const cleanups = [];

async function startServer(name, script, env, credentials, extraArgs = []) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script, ...extraArgs, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port) },
  });
  children.add(child);
  await waitForUrl(`${base}/api/Product`, { child, name: `The ${name}`, timeoutMs: 180_000 });
  return { name, base, credentials };
}

/** The reference server on a fresh database; rate limits off (the mocks have none). */
async function referenceServer(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-fuzz-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const password = randomBytes(12).toString('base64url');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    LOGIN_MAX_FAILURES: '1000000',
    ENQUIRY_RATE_MAX: '1000000',
    LOG_LEVEL: 'fatal',
  };
  delete env.DATABASE_URL;
  if (databaseUrl)
    Object.assign(env, { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') });
  return startServer(name, path.join(root, 'server/main.ts'), env, { username: 'admin', password });
}

async function send(target, request) {
  const headers = { ...request.headers };
  if (request.auth === 'token') headers.authorization = `Bearer ${target.token}`;
  if (request.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged';
  let body;
  if (request.body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body.json);
  } else if (request.body?.raw !== undefined) {
    headers['content-type'] = 'application/json';
    body = request.body.raw;
  } else if (request.body?.form) {
    body = new FormData();
    for (const part of request.body.form) {
      if (part.filename === undefined) body.append(part.name, part.data);
      else body.append(part.name, new File([part.data], part.filename, { type: part.type }));
    }
  }
  try {
    const response = await fetch(`${target.base}${request.url}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    return { status: 0, headers: new Headers(), text: '', error: error.cause ?? error };
  }
}

async function signIn(target) {
  const reply = await send(target, {
    method: 'POST',
    url: '/api/Auth/login',
    headers: {},
    body: { json: target.credentials },
  });
  const token = reply.status === 200 ? JSON.parse(reply.text).data?.token : undefined;
  if (!token) throw new Error(`${target.name}: sign-in failed (${reply.status}) ${reply.text}`);
  target.token = token;
}

/** Seed records' ids, slugs and names, by the parameter names they fill. */
async function knownValues(target) {
  const known = new Map();
  const add = (key, value) => {
    if (typeof value !== 'string' || !value) return;
    known.set(key, [...new Set([...(known.get(key) ?? []), value])]);
  };
  for (const url of [
    '/api/Product?PageSize=100',
    '/api/Page?PageSize=100',
    '/api/Document?PageSize=100',
  ]) {
    const reply = await send(target, { method: 'GET', url, headers: {}, auth: 'token' });
    const items = reply.status === 200 ? (JSON.parse(reply.text).data?.items ?? []) : [];
    for (const item of items) {
      add('id', item.id);
      add('slug', item.slug);
      add('name', item.name);
      add('type', item.type);
    }
  }
  return known;
}

/** Where two normalised bodies first differ, as `path: a against b`; null when they are equal. */
function firstDifference(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  const objects = a && b && typeof a === 'object' && typeof b === 'object';
  if (objects && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const inner = firstDifference(a[key], b[key], `${at}/${key}`);
      if (inner) return inner;
    }
  }
  const show = (value) => (value === undefined ? '(absent)' : JSON.stringify(value).slice(0, 160));
  return `${at || '/'}: ${show(a)} against ${show(b)}`;
}

// ---- the run ---------------------------------------------------------------------------------

const curl = (target, request) => {
  const parts = [`curl -i -X ${request.method} '${target.base}${request.url}'`];
  if (request.auth === 'token') parts.push(`-H 'authorization: Bearer $TOKEN'`);
  if (request.auth === 'forged')
    parts.push(`-H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged'`);
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H '${name}: ${value}'`);
  if (request.body?.json !== undefined || request.body?.raw !== undefined) {
    const text = request.body.raw ?? JSON.stringify(request.body.json);
    parts.push(`-H 'content-type: application/json' --data-raw '${text.replaceAll("'", "'\\''")}'`);
  }
  for (const part of request.body?.form ?? []) {
    parts.push(
      part.filename ? `-F '${part.name}=@${part.filename}'` : `-F '${part.name}=${part.data}'`,
    );
  }
  return parts.join(' ');
};

/** Operations in an order that keeps the seed reachable: reads, then writes, then deletes, sign-outs last. */
const ENDS_SESSIONS = new Set([
  'logout',
  'signOutEverywhere',
  'changePassword',
  'resetUserPassword',
]);
const rank = (operation) =>
  ENDS_SESSIONS.has(operation.id)
    ? 3
    : operation.method === 'GET'
      ? 0
      : operation.method === 'DELETE'
        ? 2
        : 1;

const ledger = new Map();
const record = (target, operation, status) => {
  const key = `${target.name}|${operation.id}`;
  if (!ledger.has(key)) ledger.set(key, new Set());
  ledger.get(key).add(status);
};

async function main() {
  const operations = loadOperations(root)
    .filter((operation) => !only || only.includes(operation.id))
    .sort((a, b) => rank(a) - rank(b));
  const check = createOracle(operations);
  const targets = [];
  if (flag('server')) {
    targets.push({
      name: 'server',
      base: flag('server').replace(/\/+$/, ''),
      credentials: {
        username: process.env.CONTRACT_USERNAME ?? 'admin',
        password: process.env.CONTRACT_PASSWORD ?? 'admin123',
      },
    });
  } else {
    // Started side by side (each start waits on its own process), listed in this order. All of
    // them settle before a failed one stops the run, so that the cleanup below finds every
    // process and database that was started.
    const postgresServer = async () => {
      const { startPostgres } = await import('../lib/postgres.mjs');
      const postgres = await startPostgres();
      cleanups.push(() => postgres.remove());
      return referenceServer('postgres', postgres.url);
    };
    const started = await Promise.allSettled([
      referenceServer('server'),
      startServer(
        'mocks',
        path.join(root, 'scripts/mock-server.mjs'),
        process.env,
        {
          username: 'admin',
          password: 'admin123',
        },
        ['--quiet'],
      ),
      ...(args.includes('--postgres') ? [postgresServer()] : []),
    ]);
    const failed = started.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    targets.push(...started.map((start) => start.value));
  }
  for (const target of targets) await signIn(target);
  const known = await knownValues(targets[0]);
  console.log(
    `contract:fuzz: ${operations.length} operations, ${runs} cases per kind, seed ${seed}, ` +
      `targets ${targets.map((target) => `${target.name} (${target.base})`).join(', ')}`,
  );

  /** Sends one request to every target; the problems of each, and of their difference. */
  async function probe(operation, expect, request) {
    const problems = [];
    // The targets are separate processes: each gets the request at the same time, and every
    // target still sees the requests in the same order.
    const replies = await Promise.all(targets.map((target) => send(target, request)));
    for (const [index, target] of targets.entries()) {
      const reply = replies[index];
      record(target, operation, reply.status);
      for (const problem of check(operation, expect, reply)) {
        const deviation = accepted(target.name, operation.id, problem, request.why);
        if (deviation) used.add(deviation);
        else problems.push(`${target.name}: ${problem.check}: ${problem.message}`);
      }
    }
    for (let index = 1; index < targets.length; index += 1) {
      const [a, b] = [replies[0], replies[index]];
      const pair = `${targets[0].name}/${targets[index].name}`;
      const differs = (problem) => {
        const deviation = accepted('differential', operation.id, problem, request.why);
        if (deviation) used.add(deviation);
        else problems.push(`${pair}: ${problem.check}: ${problem.message}`);
      };
      if (a.status !== b.status) {
        differs({ check: 'status-differs', message: `${a.status} against ${b.status}` });
      } else {
        const difference = firstDifference(normalise(a.text), normalise(b.text));
        if (difference) differs({ check: 'body-differs', message: difference });
      }
    }
    return problems;
  }

  /** A cached read sent again with the ETag it carried must get 304 with that ETag, on each target. */
  async function conditionalReads(operation) {
    const problems = [];
    // As a visitor reads them: the panel's reads (with a token, or drafts) are not cached.
    const requests = fc
      .sample(validRequests(operation, known), { seed, numRuns: 10 })
      .filter((request) => !request.url.includes('Drafts=true'))
      .map((request) => ({ ...request, auth: 'none' }));
    for (const request of requests) {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name !== 'if-none-match'),
      );
      for (const target of targets) {
        const first = await send(target, { ...request, headers });
        const etag = first.headers.get('etag');
        if (first.status !== 200) continue;
        if (!etag) {
          problems.push(`${target.name}: header: ${request.url} answered 200 without an ETag`);
          continue;
        }
        const again = { ...request, headers: { ...headers, 'if-none-match': etag } };
        const second = await send(target, again);
        record(target, operation, second.status);
        if (second.status !== 304 || second.headers.get('etag') !== etag) {
          problems.push(
            `${target.name}: conditional: ${request.url} with If-None-Match ${etag} answered ` +
              `${second.status} (ETag ${second.headers.get('etag')}), not 304 with the same ETag`,
          );
        }
      }
    }
    return problems;
  }

  /**
   * Stateful: for each collection with create, read and delete (from the contract's paths:
   * `POST P` answering 201, `GET P/{id}`, `DELETE P/{id}`), a created record reads back, deletes,
   * and then reads as 404, on every target.
   */
  async function lifecycles() {
    const byKey = new Map(
      operations.map((operation) => [
        `${operation.method} ${operation.prefix}${operation.route}`,
        operation,
      ]),
    );
    const problems = [];
    const listTrash = operations.find((operation) => operation.id === 'listTrash');
    const restoreTrash = operations.find((operation) => operation.id === 'restoreTrashEntry');
    /** The trash's entry of the record `id`, when the trash keeps it (and both operations run). */
    const trashEntryOf = async (target, id) => {
      if (!listTrash || !restoreTrash) return undefined;
      const reply = await send(target, {
        method: 'GET',
        url: '/api/Trash?PageSize=100',
        headers: {},
        auth: 'token',
      });
      record(target, listTrash, reply.status);
      const items = reply.status === 200 ? (JSON.parse(reply.text).data?.items ?? []) : [];
      return items.find((item) => item.itemId === id);
    };
    for (const create of operations.filter(
      (operation) => operation.method === 'POST' && operation.responses['201'],
    )) {
      const path = `${create.prefix}${create.route}`;
      const read = byKey.get(`GET ${path}/{id}`);
      const remove = byKey.get(`DELETE ${path}/{id}`);
      if (!read || !remove) continue;
      const before = problems.length;
      let restores = 0;
      let lived = 0;
      const required =
        flatten(create.doc, create.requestBody?.content?.['application/json']?.schema ?? {})
          .required ?? [];
      const requests = fc.sample(validRequests(create, known), {
        seed,
        numRuns: Math.ceil(runs / 5),
      });
      for (const request of requests) {
        for (const target of targets) {
          let created = await send(target, { ...request, auth: 'token' });
          // Generated optional fields often break a rule across fields (a scheduled status without
          // its time, ids of files that do not exist): then the required fields alone.
          if (created.status === 400 && request.body?.json) {
            const json = Object.fromEntries(
              Object.entries(request.body.json).filter(([key]) => required.includes(key)),
            );
            created = await send(target, { ...request, body: { json }, auth: 'token' });
          }
          if (created.status !== 201) continue;
          lived += 1;
          const body = JSON.parse(created.text);
          const id = body.data?.id ?? body.id;
          const step = async (operation, expected, allowed = []) => {
            const reply = await send(target, {
              method: operation.method,
              url: `${path}/${id}`,
              headers: {},
              auth: 'token',
            });
            record(target, operation, reply.status);
            if (allowed.includes(reply.status)) return false;
            if (reply.status !== expected) {
              problems.push(
                `${target.name}: stateful: ${operation.id} of a ${create.id} record answered ${reply.status}, not ${expected} (${operation.method} ${path}/${id})`,
              );
            }
            return reply.status === expected;
          };
          if (!(await step(read, 200))) continue;
          // A record that another names (a file whose path a generated product holds) may refuse
          // to go with its declared 409; then there is nothing to read again.
          if (!(await step(remove, 200, [409]))) continue;
          if (!(await step(read, 404))) continue;
          // A record the trash keeps comes back with its restore, readable again.
          const entry = await trashEntryOf(target, id);
          if (!entry) continue;
          const restored = await send(target, {
            method: 'POST',
            url: `/api/Trash/${entry.id}/restore`,
            headers: {},
            auth: 'token',
          });
          record(target, restoreTrash, restored.status);
          if (restored.status !== 200) {
            problems.push(
              `${target.name}: stateful: restoreTrashEntry of a deleted ${create.id} record answered ${restored.status}, not 200`,
            );
            continue;
          }
          restores += 1;
          await step(read, 200);
        }
      }
      console.log(
        `${problems.length > before ? '✗' : '✓'} lifecycle ${create.id} → ${read.id} → ${remove.id} → ${read.id} (404)` +
          (restores ? ` → restoreTrashEntry → ${read.id} (200)` : '') +
          `: ${lived} records, ${restores} restored`,
      );
    }
    return problems;
  }

  /**
   * Upload and use: a PDF uploaded, named by a new document, refused deletion while that document
   * uses it (409), the document deleted, then the file. Every reply is held to the contract, and
   * the targets must agree on each status.
   */
  async function uploadAndUse() {
    const problems = [];
    const byId = new Map(operations.map((operation) => [operation.id, operation]));
    const needed = ['uploadFile', 'createDocument', 'deleteFile', 'deleteDocument', 'getFileById'];
    if (!needed.every((id) => byId.has(id))) return problems;
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const statuses = [];
    for (const target of targets) {
      const seen = [];
      const step = async (id, request) => {
        const operation = byId.get(id);
        const reply = await send(target, { headers: {}, auth: 'token', ...request });
        record(target, operation, reply.status);
        for (const problem of check(operation, 'valid', reply)) {
          problems.push(`${target.name}: upload and use: ${id}: ${problem.message}`);
        }
        seen.push(`${id} ${reply.status}`);
        return reply.status < 300 ? JSON.parse(reply.text).data : undefined;
      };
      const file = await step('uploadFile', {
        method: 'POST',
        url: '/api/File/upload',
        body: {
          form: [{ name: 'file', filename: 'fuzz-belge.pdf', type: 'application/pdf', data: pdf }],
        },
      });
      if (!file) {
        statuses.push(seen);
        continue;
      }
      const document = await step('createDocument', {
        method: 'POST',
        url: '/api/Document',
        body: { json: { name: 'Fuzz belgesi', slug: 'fuzz-belgesi-kullanim', fileId: file.id } },
      });
      await step('deleteFile', { method: 'DELETE', url: `/api/File/${file.id}` });
      if (document)
        await step('deleteDocument', { method: 'DELETE', url: `/api/Document/${document.id}` });
      await step('deleteFile', { method: 'DELETE', url: `/api/File/${file.id}` });
      await step('getFileById', { method: 'GET', url: `/api/File/${file.id}` });
      statuses.push(seen);
    }
    const [first, ...others] = statuses;
    if (first?.[2] !== 'deleteFile 409') {
      problems.push(
        `upload and use: a file a document uses was not refused with 409 (${first?.join(', ')})`,
      );
    }
    for (const [index, other] of others.entries()) {
      if (other.join() !== first.join()) {
        problems.push(
          `upload and use: ${targets[0].name} ${first.join(', ')}; ${targets[index + 1].name} ${other.join(', ')}`,
        );
      }
    }
    console.log(`${problems.length ? '✗' : '✓'} upload and use: ${first?.join(' → ')}`);
    return problems;
  }

  const failures = [];
  const started = Date.now();
  for (const operation of operations) {
    for (const target of targets) await signIn(target);
    const kinds = [
      ['valid', validRequests(operation, known), runs],
      ['invalid', invalidRequests(operation, known), runs],
      ...(operation.security === 'required'
        ? [
            ['unauthenticated', unauthenticated(operation, known, 'none'), Math.ceil(runs / 10)],
            ['unauthenticated', unauthenticated(operation, known, 'forged'), Math.ceil(runs / 10)],
          ]
        : []),
    ];
    for (const [expect, arbitrary, numRuns] of kinds) {
      if (!arbitrary) continue;
      let last;
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (request) => {
          last = request;
          const problems = await probe(operation, expect, request);
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { seed, numRuns, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: false },
      );
      if (result.failed) {
        const [request] = result.counterexample ?? [last];
        failures.push({
          operation: operation.id,
          expect,
          request,
          error: result.errorInstance?.message ?? String(result.error),
        });
        console.log(`✗ ${operation.id} (${expect}${request.why ? `: ${request.why}` : ''})`);
        console.log(
          `    ${String(result.errorInstance?.message ?? result.error)
            .split('\n')
            .join('\n    ')}`,
        );
        for (const target of targets) console.log(`    ${curl(target, request)}`);
        console.log(
          `    replay: npm run contract:fuzz -- --only ${operation.id} --seed ${seed} (shrunk after ${result.numShrinks} steps)`,
        );
      }
    }
    if (operation.responses['304']) {
      const problems = await conditionalReads(operation);
      if (problems.length) {
        failures.push({
          operation: operation.id,
          expect: 'conditional',
          error: problems.join('\n'),
        });
        console.log(
          `✗ ${operation.id} (a read revalidated with its ETag)\n    ${problems.join('\n    ')}`,
        );
      }
    }
    const method = unsupportedMethod(operation);
    if (method) {
      const problems = await probe(operation, 'unsupported-method', method);
      if (problems.length) {
        failures.push({
          operation: operation.id,
          expect: 'unsupported-method',
          request: method,
          error: problems.join('\n'),
        });
        console.log(`✗ ${operation.id} (${method.why})\n    ${problems.join('\n    ')}`);
      }
    }
    if (!failures.some((failure) => failure.operation === operation.id)) {
      console.log(`✓ ${operation.id}`);
    }
  }
  for (const target of targets) await signIn(target);
  const stateful = [...(await lifecycles()), ...(await uploadAndUse())];
  if (stateful.length) {
    failures.push({ operation: 'stateful', expect: 'lifecycle', error: stateful.join('\n') });
    console.log(`    ${stateful.slice(0, 10).join('\n    ')}`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const unused = deviations.filter((entry) => !used.has(entry));
  if (!only && !flag('server') && unused.length) {
    console.log(
      `\nDeviations this run did not meet (stale ones can go from contract/fuzz-deviations.yaml):`,
    );
    for (const entry of unused)
      console.log(`  ${entry.operation ?? '*'} ${entry.check}: ${entry.reason}`);
  }
  for (const target of targets) {
    const pairs = [...ledger]
      .filter(([key]) => key.startsWith(`${target.name}|`))
      .flatMap(([key, statuses]) =>
        [...statuses].map((status) => `${key.split('|')[1]} ${status}`),
      );
    writeLedger(`fuzz-${target.name}`, new Set(pairs));
  }
  if (flag('report')) {
    const pairs = Object.fromEntries(
      [...ledger].map(([key, statuses]) => [key, [...statuses].sort((a, b) => a - b)]),
    );
    writeFileSync(flag('report'), `${JSON.stringify({ seed, runs, failures, pairs }, null, 2)}\n`);
  }
  console.log(
    `\ncontract:fuzz: ${operations.length - new Set(failures.map((f) => f.operation)).size}/${operations.length} operations kept the contract, ` +
      `${failures.length} failure(s), ${seconds} s, seed ${seed}.`,
  );
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const child of children) await stopChild(child);
  for (const cleanup of cleanups) await cleanup();
}
process.exit(ok ? 0 : 1);
