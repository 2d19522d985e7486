import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-lock.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

const tempDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'asil-lock-'));
  folders.push(folder);
  return folder;
};

/** Starts a Node process and resolves once its output contains `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    void exited.then((code) =>
      reject(new Error(`exited ${String(code)} before ready:\n${output}`)),
    );
  });
  // A process that never gets ready is the test's failure, not an unhandled rejection.
  started.catch(() => undefined);
  return { child, started, exited, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('one process per PGlite data folder', () => {
  it('refuses a second process while the first runs, naming it, and takes over a dead one’s lock', async () => {
    const dataDir = tempDataDir();
    const holder = start(
      [
        '--input-type=module',
        '-e',
        `import { lockDataDir } from './server/services/data-lock.ts';
         await lockDataDir(${JSON.stringify(dataDir)});
         console.log('locked');
         setInterval(() => {}, 1000);`,
      ],
      {},
      /locked/,
    );
    await holder.started;

    const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`PID ${String(holder.child.pid)}`);
    expect((refused as Error).message).toContain(dataDir);

    // Killed without a chance to clean up: its lock is stale and taken over.
    holder.child.kill('SIGKILL');
    await holder.exited;
    const lock = await lockDataDir(dataDir);
    const written = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
    };
    expect(written.pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('a second `npm start` on the same DATA_DIR stops at once with a message naming the first', async () => {
    const dataDir = tempDataDir();
    const env = {
      // PGlite, also when the suite runs against PostgreSQL (test:server:postgres).
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'lock-test-password',
      NODE_ENV: 'production',
    };
    const first = start(['server/main.ts'], { ...env, PORT: '0' }, /reference server on/);
    await first.started;

    const second = start(['server/main.ts'], { ...env, PORT: '0' }, /could not start/);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `in use by another server process: PID ${String(first.child.pid)}`,
    );
    // The first one still serves, with its lock in place.
    expect(first.child.exitCode).toBeNull();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    // Stopped cleanly, it lets the folder go.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
