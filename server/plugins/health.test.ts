import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { connect, portOf } from '../test/raw-http.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import health from './health.ts';

const opened: { app?: FastifyInstance; ts?: TestStore }[] = [];

afterEach(async () => {
  for (const { app, ts } of opened.splice(0)) {
    await app?.close().catch(() => undefined);
    await ts?.close().catch(() => undefined);
  }
});

/** The real app on a fresh test store (PGlite in memory, or DATABASE_URL's server). */
async function openApp() {
  const ts = await openTestStore();
  const app = await buildApp({ store: ts.store, storage: ts.storage, config: testConfig() });
  opened.push({ app, ts });
  return { app, ts };
}

describe('GET /healthz and GET /readyz', () => {
  it('healthz says the process is up without asking anything', async () => {
    let asked = 0;
    const app = Fastify();
    await app.register(health, {
      checks: [{ name: 'database', check: async () => void (asked += 1) }],
    });
    opened.push({ app });
    const reply = await app.inject({ url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(asked).toBe(0);
  });

  it('readyz is 200 with the database and the storage reached, and 503 once the database is closed', async () => {
    const { app, ts } = await openApp();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    // The probes answer the same on every call: not cached, not rate-limited.
    for (let i = 0; i < 30; i += 1) {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    }

    // A real failure: the store's database connection is closed under it.
    await ts.database.close();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', storage: 'ok' },
    });
    // The process itself is still up.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('a check that never answers makes readyz 503 after the timeout, not hang', async () => {
    const app = Fastify();
    await app.register(health, {
      checks: [
        { name: 'database', check: () => Promise.resolve() },
        { name: 'storage', check: () => new Promise<void>(() => undefined) },
      ],
      timeoutMs: 200,
    });
    opened.push({ app });
    const reply = await app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed' },
    });
  });

  it('answers 503 while the server drains on shutdown, and the request in flight still gets its reply', async () => {
    const { app } = await openApp();
    const port = portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
    const serverSockets: Socket[] = [];
    app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
    const waitUntil = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`${what}: not within 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // A probe on a connection of its own, its headers not finished yet (so the connection is
    // not idle, and stays open when the server starts closing).
    const probe = await connect(port);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
    await waitUntil(
      () => serverSockets.some((socket) => socket.bytesRead > 0),
      'the probe reaching the server',
    );

    // An enquiry in flight: its headers and part of its body sent.
    const enquiry = Buffer.from(
      JSON.stringify({
        isim: 'Drain',
        soyisim: 'Test',
        telefon: '05550000000',
        sektor: 'Test',
        mesaj: 'Kapanırken gönderildi.',
      }),
    );
    const inFlight = await connect(port);
    // After Fastify's own listener: the request has been taken in once this one hears of it.
    const received = new Promise((resolve) => app.server.once('request', resolve));
    inFlight.socket.write(
      `POST /api/Contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${String(enquiry.length)}\r\n\r\n`,
    );
    inFlight.socket.write(enquiry.subarray(0, 10));
    await received;

    const closing = app.close();
    // Draining: no new connections are taken.
    await waitUntil(() => !app.server.listening, 'the server closing its port');

    probe.socket.write('\r\n');
    expect(await probe.waitFor(/^HTTP\/1\.1 503/)).toBeTruthy();

    // The rest of the enquiry: stored and answered, and its connection closed after it.
    inFlight.socket.write(enquiry.subarray(10));
    const reply = await inFlight.waitFor(/^HTTP\/1\.1 201[\s\S]*\}$/);
    expect(reply).toMatch(/connection: close/i);
    await closing;
    await inFlight.closed;
  });
});
