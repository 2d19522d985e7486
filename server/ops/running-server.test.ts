import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../test/test-app.ts';
import { createEmptyDatabase } from '../test/test-store.ts';
import { apiSnapshot } from './api-snapshot.ts';

// The real thing: `server/main.ts` as a child process, the CLIs as child processes, as an
// operator runs them (docs/decisions/0024).
const root = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'ops-test-password';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ops-run-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** Waits for `condition`, polling; fails after a generous ceiling (a busy two-core machine). */
async function waitFor(what: string, condition: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Server {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  auth: Record<string, string>;
  output(): string;
}

function serverEnv(dataDir: string, databaseUrl = ''): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    // PGlite unless told: the suite's DATABASE_URL is for the test stores.
    DATABASE_URL: databaseUrl,
    // On PostgreSQL the signing key must be given (it is never kept in the database).
    ...(databaseUrl ? { JWT_SECRET: 'running-server-test-secret-0123456789abcdef' } : {}),
    STATIC_DIR: '',
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    STORAGE_DRIVER: 'local',
  };
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const port = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /reference server on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then((code) => reject(new Error(`server exited ${String(code)}:\n${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const login = await fetch(`${origin}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return {
    child,
    origin,
    exited,
    auth: { authorization: `Bearer ${data.token}` },
    output: () => output,
  };
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Runs one of the operations CLIs with the server's settings; its exit code and output. */
async function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [`server/ops/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

const getter = (server: Server) => async (url: string) => {
  const reply = await fetch(`${server.origin}${url}`, { headers: server.auth });
  return { status: reply.status, body: Buffer.from(await reply.arrayBuffer()) };
};

async function uploadPdf(server: Server, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), name);
  const reply = await fetch(`${server.origin}/api/File/upload`, {
    method: 'POST',
    headers: server.auth,
    body: form,
  });
  expect(reply.status, await reply.clone().text()).toBe(201);
}

/**
 * Starts an upload that sends its first 256 KB and then stalls; resolves once the server has
 * begun writing it to a temporary file in `uploadsDir`.
 */
async function stalledUpload(server: Server, uploadsDir: string): Promise<void> {
  const boundary = 'ops-kill-boundary';
  const req = request(`${server.origin}/api/File/upload`, {
    method: 'POST',
    headers: {
      ...server.auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(50 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined); // the server is killed under it
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  req.write(Buffer.concat([PDF_BYTES, randomBytes(256 * 1024)]));
  cleanups.push(async () => {
    req.destroy();
  });
  await waitFor('the upload to reach a temporary file', async () => {
    for (const name of await readdir(uploadsDir).catch(() => [] as string[])) {
      if (name.startsWith('.tmp-') && (await stat(path.join(uploadsDir, name))).size > 0) {
        return true;
      }
    }
    return false;
  });
}

describe('operations on a real server process', () => {
  it('backs up a running PGlite server over its socket; restore and a server on it answer alike', async () => {
    const dataDir = await tempFolder();
    const env = serverEnv(dataDir);
    const server = await startServer(env);
    await uploadPdf(server, 'çalışan sunucu.pdf');
    const enquiry = await fetch(`${server.origin}/api/Contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        isim: 'Ali',
        soyisim: 'Kaya',
        telefon: '0533',
        sektor: 'Yapı',
        mesaj: 'Yedek',
      }),
    });
    expect(enquiry.status).toBe(201);

    // Only its owner may ask it for a backup.
    expect((await stat(path.join(dataDir, 'control.sock'))).mode & 0o777).toBe(0o600);
    const archive = path.join(await tempFolder(), 'running.tar');
    const backup = await runCli('backup-cli.ts', ['--out', archive], env);
    expect(backup.output).toContain('streamed by the server running on this data folder');
    expect(backup.output).toMatch(/written and verified/);
    expect(backup.code, backup.output).toBe(0);
    const again = await runCli('backup-cli.ts', ['--out', archive], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('exists already');

    const check = await runCli('storage-check-cli.ts', [], env);
    expect(check.output).toContain('asked the server running on this data folder');
    expect(check.output).toContain('Clean: nothing to do.');
    expect(check.code, check.output).toBe(0);

    // A new folder, or with the suite on PostgreSQL a new database there: PGlite → PostgreSQL.
    const target = await createEmptyDatabase();
    cleanups.push(() => target.dispose());
    const restoredEnv = serverEnv(target.dataDir, target.databaseUrl ?? '');
    const restore = await runCli('restore-cli.ts', [archive], restoredEnv);
    expect(restore.code, restore.output).toBe(0);
    const twice = await runCli('restore-cli.ts', [archive], restoredEnv);
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('The database is not empty');

    const restored = await startServer(restoredEnv);
    expect(await apiSnapshot(getter(restored))).toEqual(await apiSnapshot(getter(server)));
    await stopServer(restored);
    await stopServer(server);
  }, 180_000);

  it('kill -9 during an upload: storage:check finds the leftover, --fix removes it, a restart does too', async () => {
    const empty = await createEmptyDatabase();
    cleanups.push(() => empty.dispose());
    const env = serverEnv(empty.dataDir, empty.databaseUrl ?? '');
    const uploadsDir = path.join(empty.dataDir, 'uploads');

    let server = await startServer(env);
    await stalledUpload(server, uploadsDir);
    server.child.kill('SIGKILL');
    await server.exited;

    const found = await runCli('storage-check-cli.ts', [], env);
    expect(found.output).toContain('stale temporary files of this host: 1');
    expect(found.code, found.output).toBe(1);
    const fixed = await runCli('storage-check-cli.ts', ['--fix'], env);
    expect(fixed.output).toContain('Fixed: nothing is left.');
    expect(fixed.code, fixed.output).toBe(0);
    const clean = await runCli('storage-check-cli.ts', [], env);
    expect(clean.output).toContain('Clean: nothing to do.');
    expect(clean.code, clean.output).toBe(0);

    // Killed again; this time the next start cleans up (its own host's dead processes only).
    server = await startServer(env);
    await stalledUpload(server, uploadsDir);
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env);
    const afterRestart = await runCli('storage-check-cli.ts', [], env);
    expect(afterRestart.output).toContain('Clean: nothing to do.');
    expect(afterRestart.code, afterRestart.output).toBe(0);
    await stopServer(server);
  }, 180_000);
});
