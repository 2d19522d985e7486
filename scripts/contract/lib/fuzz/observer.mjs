// The fuzzer's oracle for every other suite (issue 25 section 2): Vitest on the mocks, the
// server's tests and parity, and both Playwright suites hand each reply they see to an observer,
// which finds its operation, checks it against the contract with closed schemas and notes the
// (operation, status) pair in the suite's ledger (scripts/contract/ledger.mjs reads them all).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { loadOperations } from './contract.mjs';
import { createOracle } from './oracle.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The header of a test's reply that breaks the contract on purpose, naming why. */
export const OFF_CONTRACT = 'x-test-off-contract';

/**
 * Where each run leaves its ledger, one file a process (or a test file); not under test-results/,
 * which Playwright empties when it starts.
 */
export const LEDGER_DIR = path.join(ROOT, 'test-results-ledger');

/**
 * The operation a request is for: `(method, pathname) => operation | undefined`. Routes with more
 * fixed segments win (`/api/Product/slug/{slug}` before `/api/Product/{id}`).
 */
export function createMatcher(operations) {
  const routes = operations
    .map((operation) => {
      const template = `${operation.prefix}${operation.route}`;
      const segments = template.split('/');
      const pattern = segments
        .map((segment) =>
          /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      const fixed = segments.filter((segment) => !segment.startsWith('{')).length;
      return { operation, regex: new RegExp(`^${pattern}/?$`), fixed };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return (method, pathname) =>
    routes.find(
      (route) => route.operation.method === method.toUpperCase() && route.regex.test(pathname),
    )?.operation;
}

let shared;
/** The contract, loaded once a process. */
function contract() {
  if (!shared) {
    const operations = loadOperations(ROOT);
    shared = { check: createOracle(operations), match: createMatcher(operations) };
  }
  return shared;
}

/**
 * An observer for `suite` (a short name: 'unit', 'server', 'e2e-mocks', ...). `observe` takes a
 * reply as `{ method, url, status, headers, text }` (`headers` a `Headers` or a plain object) and
 * returns `undefined` for a request no operation describes, else the operation's id and what is
 * wrong with the reply (empty when nothing). `save` writes the pairs seen so far.
 */
export function createObserver(suite) {
  const { check, match } = contract();
  const pairs = new Set();
  const problems = [];
  const pending = new Set();
  const observer = {
    /** Whether an operation of the contract describes this request. */
    describes: (method, url) => Boolean(match(method, new URL(url, 'http://localhost').pathname)),
    observe({ method, url, status, headers, text }) {
      const operation = match(method, new URL(url, 'http://localhost').pathname);
      // A network error (the mocks' failure 0, Response.error()) is no reply to check.
      if (!operation || status === 0) return undefined;
      const reply = { status, headers: asHeaders(headers), text: text ?? '' };
      // A test's own reply that breaks the contract on purpose (to see the panel survive a broken
      // server) says so; it is neither checked nor counted.
      if (reply.headers.get(OFF_CONTRACT)) return { operationId: operation.id, problems: [] };
      pairs.add(`${operation.id} ${status}`);
      const problems = check(operation, 'observed', reply).map(
        (problem) => `${operation.id} ${method.toUpperCase()} ${url}: ${problem.message}`,
      );
      return { operationId: operation.id, problems };
    },
    save: () => writeLedger(suite, pairs),
    /** Observes every reply of an MSW server (mocks/node.ts); problems wait for `takeProblems`. */
    watchMocks(server) {
      server.events.on('response:mocked', ({ request, response }) => {
        const reading = response
          .clone()
          .text()
          .then((text) => {
            const { method, url } = request;
            const { status, headers } = response;
            problems.push(
              ...(observer.observe({ method, url, status, headers, text })?.problems ?? []),
            );
          })
          .finally(() => pending.delete(reading));
        pending.add(reading);
      });
    },
    /** Observes every `app.inject` reply of a Fastify app (the server's tests). */
    watchInjections(app) {
      const inject = app.inject.bind(app);
      app.inject = (options, callback) => {
        if (!options || callback) return inject(options, callback);
        return inject(options).then((reply) => {
          const { method, url } = reply.raw.req;
          const seen = observer.observe({
            method,
            url,
            status: reply.statusCode,
            headers: reply.headers,
            text: decoded(reply),
          });
          problems.push(...(seen?.problems ?? []));
          return reply;
        });
      };
    },
    /** What was wrong with the replies seen since the last call, once all are read. */
    async takeProblems() {
      await Promise.all(pending);
      return problems.splice(0);
    },
  };
  return observer;
}

/** Adds `pairs` (`'<operationId> <status>'` strings) to the ledger, as `suite` provoked them. */
export function writeLedger(suite, pairs) {
  if (pairs.size === 0) return;
  mkdirSync(LEDGER_DIR, { recursive: true });
  const name = `${suite}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  writeFileSync(
    path.join(LEDGER_DIR, `${name}.json`),
    JSON.stringify({ suite, pairs: [...pairs] }),
  );
}

/** An injected reply's body as text, uncompressed when it went out compressed. */
function decoded(reply) {
  const encoding = String(reply.headers['content-encoding'] ?? '');
  const inflate = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[encoding];
  return inflate ? inflate(reply.rawPayload).toString('utf8') : reply.payload;
}

function asHeaders(headers) {
  if (typeof headers?.get === 'function') return headers;
  const out = new Headers();
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return out;
}
