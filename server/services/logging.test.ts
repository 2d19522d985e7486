import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openStoreWithAdmin } from '../test/store-with-admin.ts';
import { ADMIN } from '../test/test-app.ts';
import type { TestStore } from '../test/test-store.ts';
import { loggedUrl, requestIdOf } from './logging.ts';

/** Values that must never reach the log, whatever happens to the request carrying them. */
const MARKERS = {
  isim: 'MRK-ISIM-4417',
  soyisim: 'MRK-SOYISIM-4417',
  telefon: 'MRK-TEL-05554417',
  sektor: 'MRK-SEKTOR-4417',
  mesaj: 'MRK-MESAJ-4417 ikinci satır\nparams: MRK-MESAJ-LINE2',
  password: 'MRK-PASSWORD-4417',
  registerPassword: 'MRK-REGPASS-4417',
  token: 'MRK-TOKEN-4417',
  cookie: 'MRK-COOKIE-4417',
  query: 'MRK-QUERY-4417',
  badJson: 'MRK-BADJSON-4417',
};

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  event?: string;
  username?: string | null;
  clientAddress?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { type: string; message: string; stack: string };
  [key: string]: unknown;
}

let ts: TestStore;
let app: FastifyInstance;
let text = '';
const lines = () =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
let validToken = '';

const enquiry = {
  isim: MARKERS.isim,
  soyisim: MARKERS.soyisim,
  telefon: MARKERS.telefon,
  sektor: MARKERS.sektor,
  mesaj: MARKERS.mesaj,
};

beforeAll(async () => {
  ts = await openStoreWithAdmin();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  // Every level, so that nothing slips through at debug or trace either.
  app = await buildApp({
    store: ts.store,
    storage: ts.storage,
    config: testConfig({ logLevel: 'trace' }),
    logStream: stream,
  });
  const auth = async () => ({ authorization: `Bearer ${validToken}` });
  const postEnquiry = (requestId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: enquiry,
      headers: { 'x-request-id': requestId },
    });

  // An enquiry, with the caller's request id.
  const created = await postEnquiry('lb-7f3a-0001');
  expect(created.statusCode).toBe(201);
  expect(created.headers['x-request-id']).toBe('lb-7f3a-0001');
  const enquiryId = created.json<{ data: { id: string } }>().data.id;

  // Broken JSON whose text carries a value (V8 quotes the start of it in its message).
  const broken = await app.inject({
    method: 'POST',
    url: '/api/Contact',
    headers: { 'content-type': 'application/json' },
    payload: `{"isim": "${MARKERS.badJson}", oops`,
  });
  expect(broken.statusCode).toBe(400);

  // A wrong password, then the right one.
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username: ADMIN.username, password: MARKERS.password },
  });
  expect(wrong.statusCode).toBe(401);
  const login = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
  validToken = login.json<{ data: { token: string } }>().data.token;

  // A made-up bearer token and a cookie; a query with a value that is not paging.
  const forged = await app.inject({
    url: '/api/Contact',
    headers: { authorization: `Bearer ${MARKERS.token}`, cookie: `session=${MARKERS.cookie}` },
  });
  expect(forged.statusCode).toBe(401);
  const listed = await app.inject({
    url: `/api/Product?PageIndex=0&PageSize=5&email=${MARKERS.query}`,
    headers: await auth(),
  });
  expect(listed.statusCode).toBe(200);

  // Register, delete, logout: security events.
  const registered = await app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    payload: { username: 'editor', password: MARKERS.registerPassword, email: 'e@x.com' },
    headers: await auth(),
  });
  expect(registered.statusCode).toBe(201);
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/Contact/${enquiryId}`,
    headers: await auth(),
  });
  expect(deleted.statusCode).toBe(200);

  // A 500 from the database, on a query that carries the enquiry's values.
  await ts.database.db.execute(sql`alter table enquiries rename to enquiries_away`);
  try {
    expect((await postEnquiry('lb-7f3a-0500')).statusCode).toBe(500);
  } finally {
    await ts.database.db.execute(sql`alter table enquiries_away rename to enquiries`);
  }

  // Wrong current passwords until their count is full: the refusal is a security event too.
  let refused = 0;
  for (let attempt = 0; attempt < 12 && refused === 0; attempt += 1) {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/User/change-password',
      payload: { currentPassword: MARKERS.password, newPassword: 'Yepyeni-Sifre-2026' },
      headers: await auth(),
    });
    if (reply.statusCode === 429) refused += 1;
  }
  expect(refused).toBe(1);

  const logout = await app.inject({
    method: 'POST',
    url: '/api/Auth/logout',
    headers: await auth(),
  });
  expect(logout.statusCode).toBe(200);

  // A probe, and an id that is not a sane token.
  await app.inject({ url: '/healthz', headers: { 'x-request-id': 'not sane\u0000' } });

  // Stored bytes: a file, its revalidation, a HEAD, and a document's download.
  const [file] = await ts.store.listFiles();
  const served = await app.inject({ url: file?.path ?? '' });
  expect(served.statusCode).toBe(200);
  const etag = String(served.headers.etag);
  const revalidated = await app.inject({
    url: file?.path ?? '',
    headers: { 'if-none-match': etag },
  });
  expect(revalidated.statusCode).toBe(304);
  expect((await app.inject({ method: 'HEAD', url: file?.path ?? '' })).statusCode).toBe(200);
  const document = (await ts.store.listActiveDocuments()).find((candidate) => candidate.fileId);
  const again = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
  const download = await app.inject({
    method: 'POST',
    url: `/api/Document/${document?.id}/download`,
    headers: {
      authorization: `Bearer ${again.json<{ data: { token: string } }>().data.token}`,
    },
  });
  expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
});

afterAll(async () => {
  await app.close();
  await ts.close();
});

describe('the log', () => {
  it('holds no request body, personal data, password, token or cookie', () => {
    expect(text.length).toBeGreaterThan(0);
    for (const [name, marker] of Object.entries(MARKERS)) {
      expect(text, `${name} reached the log`).not.toContain(marker.split(' ')[0]);
    }
    expect(text).not.toContain('MRK-MESAJ-LINE2');
    expect(text).not.toContain(validToken);
    expect(text).not.toContain(ADMIN.password);
  });

  it('is one JSON object a line, one access line per request, with its request id', () => {
    const completed = lines().filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(11);
    for (const line of completed) {
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.req?.method).toEqual(expect.any(String));
      expect(line.res?.statusCode).toEqual(expect.any(Number));
      expect(line).toHaveProperty('responseTime');
      expect(line).not.toHaveProperty('req.headers');
    }
    const caller = completed.find((line) => line.reqId === 'lb-7f3a-0001');
    expect(caller?.req).toMatchObject({ method: 'POST', url: '/api/Contact' });
    expect(caller?.res?.statusCode).toBe(201);
    expect(completed.map((line) => line.req?.url)).toContain(
      '/api/Product?PageIndex=0&PageSize=5&email=~',
    );
  });

  it('logs a 500 with the error, its values left out, under the request id', () => {
    const failure = lines().find(
      (line) => line.reqId === 'lb-7f3a-0500' && line.msg === 'request failed',
    );
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toContain('Failed query');
    expect(failure?.err?.message).toContain('params: [not logged]');
    expect(failure?.err?.stack).toContain('    at ');
    // The database's own reason, through the error's cause.
    expect(JSON.stringify(failure?.err)).toContain('enquiries');
  });

  it('logs the security events with the user name, the client address and the request id', () => {
    const events = lines().filter((line) => line.event);
    const byEvent = (event: string) => events.filter((line) => line.event === event);
    expect(byEvent('register')[0]).toMatchObject({
      level: 30,
      username: ADMIN.username,
      registered: 'editor',
      clientAddress: '127.0.0.1',
      reqId: expect.any(String),
    });
    expect(byEvent('delete')[0]).toMatchObject({
      level: 30,
      username: ADMIN.username,
      operation: 'deleteContact',
      path: expect.stringMatching(/^\/api\/Contact\/[0-9a-f-]{36}$/),
      clientAddress: '127.0.0.1',
    });
    expect(byEvent('logout')[0]).toMatchObject({ username: ADMIN.username });
    // The failed sign-in, with the name tried (never the password).
    expect(byEvent('login-failed')[0]).toMatchObject({ level: 40, username: ADMIN.username });
    // A proof's count full (issue 46): which count, for a while or for good, and whose.
    expect(byEvent('proof-locked')[0]).toMatchObject({
      level: 40,
      username: ADMIN.username,
      count: 'password',
      forGood: false,
      clientAddress: '127.0.0.1',
    });
  });

  it('has no reply sent twice: serving stored bytes answers once', () => {
    const twice = lines().filter((line) => line.msg.includes('Reply was already sent'));
    expect(twice).toEqual([]);
  });

  it('keeps the probes out of the info log and replaces an id that is not a sane token', () => {
    const probe = lines().find((line) => line.req?.url === '/healthz');
    expect(probe?.level).toBe(20);
    expect(probe?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids and logged URLs', () => {
  it('takes a sane x-request-id, otherwise makes a UUID', () => {
    const ask = (value: string | undefined) =>
      requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } } as never);
    expect(ask('Root=1-abc')).toMatch(/^[0-9a-f-]{36}$/);
    expect(ask('abc-123_X.y:z')).toBe('abc-123_X.y:z');
    expect(ask('x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/);
    expect(ask(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps paging values and replaces the others', () => {
    expect(loggedUrl('/api/Product?pageIndex=2&q=ahmet&token=abc')).toBe(
      '/api/Product?pageIndex=2&q=~&token=~',
    );
    expect(loggedUrl('/api/Product')).toBe('/api/Product');
  });
});
