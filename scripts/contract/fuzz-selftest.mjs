// `npm run contract:fuzz:selftest`: scores the fuzzer as contract:selftest scores contract:diff.
// Starts the reference server (PGlite, a temporary folder) and, for each planted bug, a proxy in
// front of it that plants the bug, then runs `contract:fuzz --server <proxy>` on the operations
// the bug touches. Each run must fail, naming the check that catches the bug; a run through a
// proxy that plants nothing must pass. Exit 1 when a bug goes unseen.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRewritingProxy } from './lib/rewriting-proxy.mjs';
import { freePort, stopChild, waitForUrl } from '../lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = '40';

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

/**
 * The planted bugs: each rewrites a request or a reply on its way through the proxy, names the
 * operations to fuzz and the check the fuzzer must fail with.
 */
const BUGS = [
  {
    name: 'a 500 on an emoji in a product',
    only: 'createProduct',
    caughtBy: 'server-error',
    request: ({ method, url, body }) =>
      method === 'POST' && url === '/api/Product' && ASTRAL.test(body)
        ? { status: 500, body: '{"success":false,"message":"boom","data":null}' }
        : undefined,
  },
  {
    name: 'a deleted product still readable',
    only: 'createProduct,getProductById,deleteProduct',
    caughtBy: 'stateful',
    reply({ method, url, status, body }, state) {
      const id = /^\/api\/Product\/([0-9a-f-]{36})$/i.exec(url.split('?')[0])?.[1];
      if (!id) return undefined;
      if (method === 'DELETE' && status === 200) state.deleted.add(id);
      if (method === 'GET' && status === 200) state.seen.set(id, body);
      if (method === 'GET' && status === 404 && state.deleted.has(id) && state.seen.has(id)) {
        return { status: 200, body: state.seen.get(id) };
      }
      return undefined;
    },
  },
  {
    name: 'a route that skips its auth check (the enquiries)',
    only: 'listContacts',
    caughtBy: 'auth',
    // The proxy signs requests without a valid token in with the administrator's.
    request: (request, state) =>
      request.url.startsWith('/api/Contact') &&
      !request.headers.authorization?.includes(state.token)
        ? { headers: { ...request.headers, authorization: `Bearer ${state.token}` } }
        : undefined,
  },
  {
    name: 'a field the contract does not declare',
    only: 'getProductById',
    caughtBy: 'body',
    reply: ({ url, status, body }) => {
      const reply = json(body);
      if (!/^\/api\/Product\/[0-9a-f-]{36}/i.test(url) || status !== 200 || !reply?.data) return;
      return { body: JSON.stringify({ ...reply, data: { ...reply.data, internalNote: 'x' } }) };
    },
  },
  {
    name: 'a required field missing',
    only: 'getProductById',
    caughtBy: 'body',
    reply: ({ url, status, body }) => {
      const reply = json(body);
      if (!/^\/api\/Product\/[0-9a-f-]{36}/i.test(url) || status !== 200 || !reply?.data) return;
      const data = Object.fromEntries(Object.entries(reply.data).filter(([key]) => key !== 'name'));
      return { body: JSON.stringify({ ...reply, data }) };
    },
  },
  {
    name: 'a wrong content type',
    only: 'listPages',
    caughtBy: 'content-type',
    reply: ({ url, status }) =>
      url.split('?')[0] === '/api/Page' && status === 200
        ? { headers: { 'content-type': 'text/plain; charset=utf-8' } }
        : undefined,
  },
  {
    name: '404 instead of 405 for a method a path does not list',
    only: 'listProducts',
    caughtBy: 'method-not-allowed',
    reply: ({ status }) => (status === 405 ? { status: 404 } : undefined),
  },
  {
    name: 'PageSize 0 accepted',
    only: 'listProducts',
    caughtBy: 'invalid-accepted',
    request: ({ url }) =>
      url.startsWith('/api/Product?') && /[?&]PageSize=0(&|$)/.test(url)
        ? { url: url.replace(/([?&]PageSize=)0(?=&|$)/, '$11') }
        : undefined,
  },
];

/** A proxy in front of `upstream` that lets `bug` rewrite what passes (none: passes it all). */
function startProxy(upstream, bug, token) {
  const state = { token, deleted: new Set(), seen: new Map() };
  return startRewritingProxy(upstream, {
    request: bug?.request && ((request) => bug.request(request, state)),
    reply: bug?.reply && ((reply) => bug.reply(reply, state)),
  });
}

/** Runs the fuzzer against `url`; its exit code and output. */
function fuzz(url, only, credentials) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/contract/fuzz.mjs'),
        '--server',
        url,
        '--only',
        only,
        '--runs',
        RUNS,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          CONTRACT_USERNAME: credentials.username,
          CONTRACT_PASSWORD: credentials.password,
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-fuzz-selftest-'));
const credentials = { username: 'admin', password: randomBytes(12).toString('base64url') };
const port = await freePort();
const upstream = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    LOGIN_MAX_FAILURES: '1000000',
    ENQUIRY_RATE_MAX: '1000000',
    LOG_LEVEL: 'fatal',
    DATABASE_URL: '',
  },
});
let caught = 0;
let ok = true;
try {
  await waitForUrl(`${upstream}/api/Product`, {
    child: server,
    name: 'The reference server',
    timeoutMs: 180_000,
  });
  const login = await fetch(`${upstream}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { data } = await login.json();
  const clean = await startProxy(upstream, null, data.token);
  const control = await fuzz(
    clean.url,
    [...new Set(BUGS.map((bug) => bug.only))].join(','),
    credentials,
  );
  await clean.close();
  console.log(`${control.code === 0 ? '✓' : '✗'} no bug planted: the fuzzer passes`);
  if (control.code !== 0) {
    ok = false;
    console.log(control.output.split('\n').slice(-30).join('\n'));
  }
  for (const bug of BUGS) {
    const proxy = await startProxy(upstream, bug, data.token);
    const run = await fuzz(proxy.url, bug.only, credentials);
    await proxy.close();
    const seen = run.code !== 0 && run.output.includes(`${bug.caughtBy}:`);
    caught += seen ? 1 : 0;
    console.log(
      `${seen ? '✓' : '✗'} ${bug.name}: ${seen ? `caught (${bug.caughtBy})` : 'NOT caught'}`,
    );
    if (!seen) console.log(run.output.split('\n').slice(-20).join('\n'));
  }
} catch (error) {
  console.error(error);
  ok = false;
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nplanted bugs caught: ${caught}/${BUGS.length}`);
process.exit(ok && caught === BUGS.length ? 0 : 1);
