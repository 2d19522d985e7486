// `npm run test:server:postgres`: the server's integration tests against a real PostgreSQL server.
// Uses SERVER_TEST_DATABASE_URL when set; otherwise starts a throw-away cluster with the local
// PostgreSQL binaries (Debian's `postgresql` package: /usr/lib/postgresql/<n>/bin) in a temporary
// folder on a free port, and removes it afterwards. Without either it says how to get one, and
// fails under CI (where .ci/run installs the package) but not on a developer's machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = [
  'vitest',
  'run',
  '--config',
  'server/vitest.config.ts',
  ...process.argv.slice(2),
];

function runTests(databaseUrl) {
  console.log(`Server tests against PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ':***@')})`);
  const result = spawnSync('npx', vitestArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
}

function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

if (process.env.SERVER_TEST_DATABASE_URL) {
  process.exit(runTests(process.env.SERVER_TEST_DATABASE_URL));
}

const bin = findBinaries();
if (!bin) {
  const help =
    'No PostgreSQL found: install it (Debian/Ubuntu: sudo apt-get install -y postgresql) or set ' +
    'SERVER_TEST_DATABASE_URL=postgres://user:password@host:port/database.';
  if (process.env.CI) {
    console.error(help);
    process.exit(1);
  }
  console.warn(`Skipping the PostgreSQL run of the server tests. ${help}`);
  process.exit(0);
}

// initdb and postgres refuse to run as root: run them as the `postgres` user then.
const asRoot = process.getuid?.() === 0;
const wrap = (command, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
const cluster = mkdtempSync(path.join(tmpdir(), 'asil-pg-'));
const dataDir = path.join(cluster, 'data');
if (asRoot) spawnSync('chown', ['postgres', cluster]);
const port = await freePort();
let status;
let server;
try {
  const [initCommand, initArgs] = wrap(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale',
    'C.UTF-8',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
  const [command, args] = wrap(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    cluster,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  while (!log.includes('ready to accept connections')) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`PostgreSQL did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  status = runTests(`postgres://postgres@127.0.0.1:${port}/postgres`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  if (server && server.exitCode === null) {
    // runuser does not pass signals on: stop the cluster with pg_ctl, then make sure.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const [stopCommand, stopArgs] = wrap(path.join(bin, 'pg_ctl'), [
      'stop',
      '-D',
      dataDir,
      '-m',
      'fast',
      '-w',
    ]);
    spawnSync(stopCommand, stopArgs, { stdio: 'ignore', timeout: 30_000 });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) {
      try {
        const pid = Number(
          readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
        );
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      server.kill('SIGKILL');
    }
  }
  rmSync(cluster, { recursive: true, force: true });
}
process.exit(status);
