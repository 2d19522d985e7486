import { mkdtempSync, rmSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './test/raw-http.ts';
import { startServer } from './test/server-process.ts';

const PASSWORD = 'shutdown-test-password';
const started: { kill(signal: NodeJS.Signals): boolean }[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'asil-shutdown-'));
  folders.push(folder);
  return folder;
}

async function start(env: Record<string, string>) {
  const server = await startServer({ ADMIN_PASSWORD: PASSWORD, ...env });
  started.push(server.child);
  return server;
}

/** Resolves once a new connection to `port` is refused (the server no longer listens). */
async function refused(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connectTcp({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!accepted) return;
    if (Date.now() > deadline) throw new Error(`port ${String(port)} still takes connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const enquiry = Buffer.from(
  JSON.stringify({
    isim: 'Kapanış',
    soyisim: 'Sırasında',
    telefon: '05550001122',
    sektor: 'İnşaat',
    mesaj: 'SIGTERM geldiğinde yoldaydı.',
  }),
);
const enquiryHead =
  `POST /api/Contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${String(enquiry.length)}\r\n\r\n`;

describe('SIGTERM', () => {
  it('stops taking connections, answers the request in flight, closes the database, and keeps what it answered', async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'debug', REQUEST_TIMEOUT_SECONDS: '120' };
    const server = await start(env);
    // A start that warns of nothing: no warning or error line before the first request.
    await server.waitForOutput(/Server listening/);
    expect(server.output()).not.toMatch(/"level":(40|50|60)/);

    // An enquiry in flight: its headers and part of its body are in when SIGTERM comes.
    const connection = await connect(server.port);
    connection.socket.write(enquiryHead);
    connection.socket.write(enquiry.subarray(0, 20));
    await server.waitForOutput(/"msg":"incoming request"/);
    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM: stopping/);
    await refused(server.port);
    expect(server.child.exitCode).toBeNull();

    // The rest arrives while the server drains: the enquiry is stored and answered.
    connection.socket.write(enquiry.subarray(20));
    const reply = await connection.waitFor(/^HTTP\/1\.1 \d{3}[\s\S]*\r\n\r\n\{[\s\S]*\}$/);
    expect(reply).toMatch(/^HTTP\/1\.1 201/);
    expect(reply).toMatch(/connection: close/i);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // Started again on the same data: the enquiry answered while draining is there.
    const again = await start(env);
    const login = await fetch(`http://127.0.0.1:${String(again.port)}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const list = await fetch(`http://127.0.0.1:${String(again.port)}/api/Contact`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const enquiries = ((await list.json()) as { data: { mesaj: string }[] }).data;
    expect(enquiries.map((item) => item.mesaj)).toContain('SIGTERM geldiğinde yoldaydı.');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('cuts a request still running after SHUTDOWN_TIMEOUT_SECONDS and exits', async () => {
    const server = await start({
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: 'debug',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '120',
    });
    // A request whose body never comes.
    const connection = await connect(server.port);
    connection.socket.write(enquiryHead);
    await server.waitForOutput(/"msg":"incoming request"/);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await connection.closed;
    expect(await server.exited).toBe(0);
    // Cut after about a second, not after the 120 s the request would otherwise have had.
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(server.output()).toContain('requests still running after 1 s are cut');
  }, 120_000);
});
