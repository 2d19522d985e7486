import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { connect, portOf, type RawConnection } from '../test/raw-http.ts';
import { openStoreWithAdmin } from '../test/store-with-admin.ts';
import { ADMIN, multipart, PDF_BYTES } from '../test/test-app.ts';
import type { TestStore } from '../test/test-store.ts';
import timeouts from './timeouts.ts';

// Small limits, so that the test takes seconds: a 1 s period, at least 1 KiB/s in each.
const WINDOW_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ts: TestStore;
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  ts = await openStoreWithAdmin();
  app = await buildApp({
    store: ts.store,
    storage: ts.storage,
    config: testConfig({ requestTimeoutMs: WINDOW_MS, bodyMinBytesPerSecond: 1024 }),
  });
  port = portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
  const login = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
  token = login.json<{ data: { token: string } }>().data.token;
});

afterAll(async () => {
  await app.close();
  await ts.close();
});

/** Writes `bytes` a few at a time, every `everyMs`, until done or the connection closes. */
async function trickle(connection: RawConnection, bytes: Buffer, size: number, everyMs: number) {
  for (let offset = 0; offset < bytes.length; offset += size) {
    if (connection.socket.destroyed || connection.socket.writableEnded) return;
    connection.socket.write(bytes.subarray(offset, offset + size));
    await sleep(everyMs);
  }
}

const enquiryHead = (length: number) =>
  `POST /api/Contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${String(length)}\r\n\r\n`;

describe('slow senders are cut; slow but steady uploads are not', () => {
  it('headers sent a byte at a time are cut with 408 after the timeout', async () => {
    const connection = await connect(port);
    const started = Date.now();
    const head = Buffer.from(`${enquiryHead(2)}{}`);
    void trickle(connection, head, 1, 250);
    await connection.closed;
    // Cut after the 1 s limit (Node checks every second), long before the 25 s it would take.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('a body sent a byte at a time is cut with 408 after one period', async () => {
    const body = Buffer.from(
      JSON.stringify({ isim: 'Ya', soyisim: 'Vaş', telefon: '0555', sektor: 'X', mesaj: 'y' }),
    );
    const connection = await connect(port);
    connection.socket.write(enquiryHead(body.length));
    const started = Date.now();
    void trickle(connection, body, 1, 200);
    await connection.closed;
    expect(Date.now() - started).toBeLessThan(15_000);
    // It had not finished sending when it was cut.
    expect(Date.now() - started).toBeLessThan(body.length * 200);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('an upload that takes several periods but keeps coming is stored', async () => {
    const file = Buffer.concat([PDF_BYTES, Buffer.alloc(400 * 1024, 0x20)]);
    const form = multipart([
      { name: 'file', filename: 'yavas-baglanti.pdf', type: 'application/pdf', data: file },
    ]);
    const connection = await connect(port);
    connection.socket.write(
      `POST /api/File/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\n` +
        `Content-Length: ${String(form.payload.length)}\r\n\r\n`,
    );
    const started = Date.now();
    // About 120 KiB/s: a little over 3 s in all, over 100 times the minimum in every period.
    await trickle(connection, form.payload, 12 * 1024, 100);
    const reply = await connection.waitFor(/^HTTP\/1\.1 \d{3}[\s\S]*\r\n\r\n\{[\s\S]*\}$/);
    expect(Date.now() - started).toBeGreaterThan(2 * WINDOW_MS);
    expect(reply).toMatch(/^HTTP\/1\.1 201/);
    expect(reply).toContain('yavas-baglanti.pdf');
    connection.socket.destroy();
  }, 60_000);
});

describe("the server's own slowness", () => {
  it('is not blamed on the sender: a body the server does not read for a while is not cut', async () => {
    const bare = Fastify();
    await bare.register(timeouts, { windowMs: 500, minBytesPerSecond: 1024 });
    bare.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
      // Busy for 3 s (six periods) before it reads a byte: the socket is paused meanwhile.
      setTimeout(() => {
        let size = 0;
        payload.on('data', (chunk: Buffer) => (size += chunk.length));
        payload.on('end', () => done(null, size));
      }, 3000);
    });
    bare.post('/sink', async (request) => ({ size: request.body }));
    try {
      const connection = await connect(portOf(await bare.listen({ port: 0, host: '127.0.0.1' })));
      const body = Buffer.alloc(4 * 1024 * 1024, 1);
      connection.socket.write(
        `POST /sink HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n` +
          `Content-Length: ${String(body.length)}\r\n\r\n`,
      );
      connection.socket.write(body);
      const reply = await connection.waitFor(/\{"size":\d+\}/);
      expect(reply).toMatch(/^HTTP\/1\.1 200/);
      expect(reply).toContain(`{"size":${String(body.length)}}`);
      connection.socket.destroy();
    } finally {
      await bare.close();
    }
  }, 60_000);
});
