// `npm run contract:ci`: what CI runs to hold the reference server and the mocks to one contract.
// Starts each in turn on a free port on 127.0.0.1 — the reference server (`node server/main.ts`)
// on a temporary PGlite data folder with a random administrator password, then the stateful mocks
// over HTTP (scripts/mock-server.mjs) — and runs `npm run contract:test` against it, writing
// contract-report.server.json and contract-report.mocks.json. Exit 1 when either drifts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitForUrl } from '../lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const run = (args, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Starts `args` as a server, runs contract:test against it, stops it; the exit code. */
async function against(name, args, env, credentials) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...args, ...(name === 'mocks' ? ['--port', String(port)] : [])],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, PORT: String(port) },
    },
  );
  try {
    await waitForUrl(`${url}/api/Product`, { child: server, name: `The ${name}` });
    console.log(`\n== contract:test against the ${name} (${url})`);
    return await run(
      [
        path.join(root, 'scripts/contract/test.mjs'),
        '--server',
        url,
        '--report',
        `contract-report.${name}.json`,
      ],
      {
        ...process.env,
        CONTRACT_USERNAME: credentials.username,
        CONTRACT_PASSWORD: credentials.password,
      },
    );
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await stopChild(server);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-contract-'));
const password = randomBytes(12).toString('base64url');
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: password,
};
delete serverEnv.DATABASE_URL;
let results;
try {
  results = {
    server: await against('server', [path.join(root, 'server/main.ts')], serverEnv, {
      username: 'admin',
      password,
    }),
    mocks: await against(
      'mocks',
      [path.join(root, 'scripts/mock-server.mjs'), '--quiet'],
      process.env,
      {
        username: 'admin',
        password: 'admin123',
      },
    ),
  };
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nContract tests: reference server ${results.server === 0 ? 'kept' : 'BROKE'} the contract, ` +
    `mocks ${results.mocks === 0 ? 'kept' : 'BROKE'} it.`,
);
process.exit(results.server === 0 && results.mocks === 0 ? 0 : 1);
