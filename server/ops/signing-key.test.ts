import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { jwtSecretFor, testConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { meta } from '../db/schema.ts';
import { openStorage } from '../storage/open.ts';
import { createStore } from '../store/store.ts';
import { setupTestApp } from '../test/test-app.ts';
import { createEmptyDatabase } from '../test/test-store.ts';
import { writeBackup } from './backup.ts';
import { restoreArchive } from './restore.ts';

/**
 * The session tokens' key and generation (issue 23 section 2, ADR 0037): a token is good only in
 * its account's current generation, exactly; the key is never in the database nor in a backup
 * (JWT_SECRET with PostgreSQL), and a restore ends every session. On PGlite here, and on
 * PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupTestApp();
const SECRET = testConfig().jwtSecret ?? '';
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'signing-key-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const me = (authorization: string) =>
  t.app.inject({ url: '/api/User', headers: { authorization } });
const userId = () => decodeJwt(t.authHeaders.authorization?.slice('Bearer '.length) ?? '').sub;

async function forged(generation: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ name: 'admin', gen: generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId() ?? '')
    .setJti(crypto.randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(SECRET));
  return `Bearer ${token}`;
}

describe('session tokens', () => {
  it("are refused unless their generation is the account's, exactly (a huge one too)", async () => {
    const user = await t.ts.store.findUserById(userId() ?? '');
    const generation = user?.sessionGeneration ?? 0;
    expect((await me(await forged(generation))).statusCode).toBe(200);
    const ahead = await forged(generation + 1_000_000);
    expect((await me(ahead)).statusCode).toBe(401);
    await t.ts.store.endSessions(userId() ?? '');
    expect((await me(ahead)).statusCode).toBe(401);
  });

  it('are signed with JWT_SECRET when the data is in PostgreSQL: no key in the database', async () => {
    expect(jwtSecretFor({ DATABASE_URL: 'postgres://x@localhost/y' }, work)).toBeNull();
    const config = testConfig({ jwtSecret: null });
    await expect(buildApp({ store: t.ts.store, storage: t.ts.storage, config })).rejects.toThrow(
      /JWT_SECRET must be set with DATABASE_URL/,
    );
    const keys = await t.ts.database.db.select().from(meta);
    expect(keys.map(({ key }) => key)).not.toContain('jwt-secret');
  });

  it('never reach a backup, and a restore ends every session', async () => {
    // A key an older server kept in the database.
    const kept = `old-database-key-${crypto.randomUUID()}`;
    await t.ts.database.db.insert(meta).values({ key: 'jwt-secret', value: kept });
    const archive = path.join(work, 'backup.tar');
    await writeBackup({
      database: t.ts.database,
      storage: t.ts.storage,
      out: createWriteStream(archive),
      via: 'direct',
    });
    expect((await readFile(archive)).includes(kept)).toBe(false);

    const user = await t.ts.store.findUserById(userId() ?? '');
    const before = await forged(user?.sessionGeneration ?? 0);
    expect((await me(before)).statusCode).toBe(200);
    const empty = await createEmptyDatabase();
    const database = await openDatabase({ dataDir: empty.dataDir, databaseUrl: empty.databaseUrl });
    const storage = await openStorage({ dataDir: empty.dataDir, storage: { driver: 'local' } });
    try {
      const summary = await restoreArchive(archive, database, storage);
      expect(summary.sessionsEnded).toBeGreaterThan(0);
      const app = await buildApp({ store: createStore(database), storage, config: testConfig() });
      try {
        const reply = await app.inject({ url: '/api/User', headers: { authorization: before } });
        expect(reply.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await empty.dispose();
    }
  });
});
