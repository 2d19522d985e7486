// A throw-away PostgreSQL cluster from the local binaries (Debian's `postgresql` package:
// /usr/lib/postgresql/<n>/bin), in a temporary folder on a free port: the server tests against
// PostgreSQL, the replicas test, and the tests that stop and start the database.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './servers.mjs';

/** The newest installed PostgreSQL's bin folder, or null. */
export function findPostgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export const POSTGRES_HELP =
  'No PostgreSQL found: install it (Debian/Ubuntu: sudo apt-get install -y postgresql) or set ' +
  'SERVER_TEST_DATABASE_URL=postgres://user:password@host:port/database.';

/**
 * For the scripts that need a cluster: returns when the binaries are there; otherwise says how to
 * get them and exits, 1 under CI (where .ci/run installs them), 0 elsewhere (`what` is skipped).
 */
export function exitUnlessPostgres(what) {
  if (findPostgresBinaries()) return;
  if (process.env.CI) {
    console.error(POSTGRES_HELP);
    process.exit(1);
  }
  console.warn(`Skipping ${what}. ${POSTGRES_HELP}`);
  process.exit(0);
}

/**
 * Creates and starts a cluster; `stop()` and `start()` stop and start the same cluster again (on
 * the same port), `remove()` stops it and deletes its folder. Throws when there are no binaries.
 */
export async function startPostgres() {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(POSTGRES_HELP);
  // initdb and postgres refuse to run as root: run them as the `postgres` user then.
  const asRoot = process.getuid?.() === 0;
  const wrap = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const cluster = mkdtempSync(path.join(tmpdir(), 'asil-pg-'));
  const dataDir = path.join(cluster, 'data');
  if (asRoot) spawnSync('chown', ['postgres', cluster]);
  const port = await freePort();
  const [initCommand, initArgs] = wrap(path.join(bin, 'initdb'), [
    ...['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale', 'C.UTF-8'],
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(cluster, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
  }

  let server = null;
  const start = async () => {
    const [command, args] = wrap(path.join(bin, 'postgres'), [
      ...['-D', dataDir, '-p', String(port), '-k', cluster],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
    ]);
    // The server's log goes to a file, never to a pipe: a caller that blocks its event loop (the
    // test scripts run Vitest with spawnSync) would stop reading a pipe, and once its buffer was
    // full every PostgreSQL process writing a log line (the checkpointer first) would hang.
    const logFile = path.join(cluster, 'postgres.log');
    const logFd = openSync(logFile, 'a');
    // A restart appends: only what this start wrote counts.
    const since = readFileSync(logFile, 'utf8').length;
    let child;
    try {
      child = spawn(command, args, { stdio: ['ignore', logFd, logFd] });
    } finally {
      closeSync(logFd);
    }
    server = child;
    const log = () => readFileSync(logFile, 'utf8').slice(since);
    const deadline = Date.now() + 60_000;
    while (!log().includes('ready to accept connections')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`PostgreSQL did not start:\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    // runuser does not pass signals on: stop the cluster with pg_ctl, then make sure.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const [stopCommand, stopArgs] = wrap(path.join(bin, 'pg_ctl'), [
      ...['stop', '-D', dataDir, '-m', 'fast', '-w'],
    ]);
    spawnSync(stopCommand, stopArgs, { stdio: 'ignore', timeout: 30_000 });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) {
      try {
        const pid = Number(
          readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
        );
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      child.kill('SIGKILL');
    }
  };

  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(cluster, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(cluster, { recursive: true, force: true });
    },
  };
}
