import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { trash } from '../db/schema.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { StorageConfig } from '../storage/config.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { createStore } from '../store/store.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { ADMIN, PDF_BYTES, setupTestApp } from '../test/test-app.ts';
import { createEmptyDatabase } from '../test/test-store.ts';
import { apiSnapshot } from './api-snapshot.ts';
import { ArchiveError, type Manifest } from './archive.ts';
import { writeBackup } from './backup.ts';
import { storedKeys } from './inventory.ts';
import { TargetNotEmptyError, restoreArchive, verifyArchive } from './restore.ts';
import { tablesWithRows } from './tables.ts';

const t = setupTestApp();
let work: string;
let archive: string;
let manifest: Manifest;
let s3: S3TestServer;
/** A file deleted before the backup: in the trash, its bytes kept. */
let trashedFileId: string;

const injectGet =
  (app: FastifyInstance, headers: Record<string, string>) => async (url: string) => {
    const reply = await app.inject({ url, headers });
    return { status: reply.statusCode, body: reply.rawPayload };
  };

/** Edits and uploads of every kind: an image with variants, a PDF document, a product, an enquiry. */
async function editTheSource(): Promise<void> {
  const auth = t.authHeaders;
  const photo = await sharp({
    create: { width: 1400, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const image = await t.postForm('/api/File/upload', [
    { name: 'file', filename: 'şantiye.jpg', type: 'image/jpeg', data: photo },
  ]);
  expect(image.statusCode, image.body).toBe(201);
  const document = await t.postForm('/api/Document/upload', [
    { name: 'name', data: 'Teknik Föy (yedek)' },
    { name: 'file', filename: 'teknik föy.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  expect(document.statusCode, document.body).toBe(201);
  const products = (await t.app.inject({ url: '/api/Product?PageSize=1', headers: auth })).json<{
    data: { items: Record<string, unknown>[] };
  }>().data.items;
  const product = products[0] as Record<string, unknown>;
  const edited = await t.app.inject({
    method: 'PUT',
    url: '/api/Product',
    headers: auth,
    payload: { id: product.id, name: product.name, slug: product.slug, titles: ['Yedekten önce'] },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const enquiry = await t.app.inject({
    method: 'POST',
    url: '/api/Contact',
    payload: { isim: 'Ayşe', soyisim: 'Demir', telefon: '0532', sektor: 'İnşaat', mesaj: 'Keşif' },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  const trashed = await t.postForm('/api/File/upload', [
    { name: 'file', filename: 'çöpteki.jpg', type: 'image/jpeg', data: photo },
  ]);
  expect(trashed.statusCode, trashed.body).toBe(201);
  trashedFileId = trashed.json<{ data: { id: string } }>().data.id;
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/File/${trashedFileId}`,
    headers: auth,
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
}

interface Target {
  database: Database;
  storage: Storage;
  close(): Promise<void>;
}

/**
 * A fresh, empty data folder (and database on DATABASE_URL's server, unless `pglite`) with the
 * given storage.
 */
async function emptyTarget(
  storage: StorageConfig = { driver: 'local' },
  options: { pglite?: boolean } = {},
): Promise<Target> {
  const empty = await createEmptyDatabase();
  const database = await openDatabase({
    dataDir: empty.dataDir,
    databaseUrl: options.pglite ? undefined : empty.databaseUrl,
  });
  return {
    database,
    storage: await openStorage({ dataDir: empty.dataDir, storage }),
    async close() {
      await database.close();
      await empty.dispose();
    },
  };
}

async function expectRoundTrip(
  storage: StorageConfig,
  options: { pglite?: boolean } = {},
): Promise<Target> {
  const target = await emptyTarget(storage, options);
  try {
    const summary = await restoreArchive(archive, target.database, target.storage);
    expect(summary.objects).toBe(
      manifest.entries.filter((e) => e.path.startsWith('objects/')).length,
    );
    const app = await buildApp({
      store: createStore(target.database),
      storage: target.storage,
      config: testConfig({ storage }),
    });
    try {
      // A restore ends every session (ADR 0037): the administrator signs in again.
      const reply = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
      const signedIn = {
        authorization: `Bearer ${reply.json<{ data: { token: string } }>().data.token}`,
      };
      const before = await apiSnapshot(injectGet(t.app, t.authHeaders));
      const after = await apiSnapshot(injectGet(app, signedIn));
      expect([...after.keys()]).toEqual([...before.keys()]);
      expect(after).toEqual(before);
      // What the edits left is among what was compared.
      const keys = [...before.keys()];
      expect(keys.some((key) => key.startsWith('bytes /uploads/_v/'))).toBe(true);
      expect(keys.filter((key) => key.startsWith('/api/Contact/')).length).toBeGreaterThan(0);
      // New rows continue after the restored ones (identity sequences restored).
      const created = await app.inject({
        method: 'POST',
        url: '/api/Contact',
        payload: { isim: 'Can', soyisim: 'Er', telefon: '0555', sektor: 'Yapı', mesaj: 'Yeni' },
      });
      expect(created.statusCode).toBe(201);
      const list = (await app.inject({ url: '/api/Contact', headers: signedIn })).json<{
        data: { id: string }[];
      }>().data;
      expect(list[0]?.id).toBe(created.json<{ data: { id: string } }>().data.id);
    } finally {
      await app.close();
    }
  } catch (error) {
    await target.close();
    throw error;
  }
  return target;
}

const objectEntries = (of: Manifest) =>
  of.entries
    .filter((entry) => entry.path.startsWith('objects/'))
    .sort((a, b) => a.path.localeCompare(b.path));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ops-backup-'));
  archive = path.join(work, 'backup.tar');
  await editTheSource();
  manifest = await writeBackup({
    database: t.ts.database,
    storage: t.ts.storage,
    out: createWriteStream(archive),
    via: 'direct',
  });
  s3 = await startS3Server({ bucket: 'restored' });
});

afterAll(async () => {
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('backup', () => {
  it("keeps a trashed file's bytes and variants: owned by its trash entry, not orphans", async () => {
    const [entry] = await t.ts.database.db
      .select()
      .from(trash)
      .where(eq(trash.itemId, trashedFileId));
    const keys = objectEntries(manifest).map((object) => object.path.slice('objects/'.length));
    expect(entry?.diskName).toBeTruthy();
    expect(keys).toContain(entry?.diskName);
    expect(keys.some((key) => key.startsWith(variantsPrefixFor(trashedFileId)))).toBe(true);
    expect(manifest.skipped).toEqual({ missing: [], unowned: 0 });
  });

  it('writes one archive: every table, the stored objects, a manifest with sizes and SHA-256', async () => {
    expect(manifest).toMatchObject({
      format: 'asil-yapi-backup',
      version: 1,
      source: { database: t.ts.database.kind, storage: 'local', via: 'direct' },
      migrations: { count: expect.any(Number) as number, last: expect.any(String) as string },
      skipped: { missing: [], unowned: 0 },
    });
    const tables = manifest.tables.map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'files',
        'products',
        'pages',
        'documents',
        'enquiries',
        'users',
        'content',
        'meta',
      ]),
    );
    const files = manifest.tables.find((table) => table.name === 'files');
    expect(files?.sequences).toEqual([
      { column: 'seq', lastValue: expect.any(String) as string, isCalled: true },
    ]);
    const objects = manifest.entries.filter((entry) => entry.path.startsWith('objects/'));
    expect(objects.map((entry) => entry.path.slice('objects/'.length)).sort()).toEqual(
      (await storedKeys(t.ts.storage)).sort(),
    );
    for (const entry of manifest.entries) expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyArchive(archive)).toEqual(manifest);
  });
});

describe('restore', () => {
  it('into a fresh data folder or database: every API read and every file’s bytes are equal', async () => {
    await (await expectRoundTrip({ driver: 'local' })).close();
  }, 120_000);

  it('into PGlite whatever the source (PostgreSQL → PGlite in the PostgreSQL run): the same', async () => {
    await (await expectRoundTrip({ driver: 'local' }, { pglite: true })).close();
  }, 120_000);

  it('into another storage driver (local disk → S3): the same, and a backup from S3 holds the same bytes', async () => {
    const target = await expectRoundTrip(s3.storage);
    try {
      const again = await writeBackup({
        database: target.database,
        storage: target.storage,
        out: createWriteStream(path.join(work, 'from-s3.tar')),
        via: 'direct',
      });
      expect(again.source.storage).toBe('s3');
      expect(objectEntries(again)).toEqual(objectEntries(manifest));
      // Rows, columns and identity sequences as they were (the enquiry made since aside).
      const table = (of: Manifest, name: string) => of.tables.find((t) => t.name === name);
      for (const name of ['files', 'documents', 'products', 'pages', 'users', 'content', 'meta']) {
        expect(table(again, name), name).toEqual(table(manifest, name));
      }
      const enquiries = (of: Manifest) => table(of, 'enquiries')?.sequences[0]?.lastValue;
      expect(Number(enquiries(again))).toBe(Number(enquiries(manifest)) + 1);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, changing nothing there', async () => {
    const target = await emptyTarget();
    try {
      await restoreArchive(archive, target.database, target.storage);
      const rows = await tablesWithRows(target.database.db);
      await expect(restoreArchive(archive, target.database, target.storage)).rejects.toThrow(
        TargetNotEmptyError,
      );
      expect(await tablesWithRows(target.database.db)).toEqual(rows);
    } finally {
      await target.close();
    }
    // Stored files alone make a target non-empty too.
    const files = await emptyTarget();
    try {
      await files.storage.putBytes('stray.txt', Buffer.from('x'), 'text/plain');
      await expect(restoreArchive(archive, files.database, files.storage)).rejects.toThrow(
        /storage .* is not empty/,
      );
      expect(await tablesWithRows(files.database.db)).toEqual([]);
    } finally {
      await files.close();
    }
  }, 120_000);

  it('refuses a damaged or cut-off archive before writing anything', async () => {
    const bytes = await readFile(archive);
    // One byte changed inside the largest object's data.
    const largest = manifest.entries.reduce((a, b) => (b.size > a.size ? b : a));
    const at = bytes.indexOf(Buffer.from(largest.path)) + 512 + Math.floor(largest.size / 2);
    const damaged = path.join(work, 'damaged.tar');
    await writeFile(damaged, bytes);
    const handle = await open(damaged, 'r+');
    await handle.write(Buffer.from([(bytes[at] ?? 0) ^ 0xff]), 0, 1, at);
    await handle.close();
    const cut = path.join(work, 'cut.tar');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const notTar = path.join(work, 'not.tar');
    await writeFile(notTar, 'this is not an archive');
    expect((await stat(damaged)).size).toBe(bytes.length);

    const target = await emptyTarget();
    try {
      await expect(restoreArchive(damaged, target.database, target.storage)).rejects.toThrow(
        new RegExp(`damaged: ${largest.path.replaceAll('.', '\\.')} does not match its checksum`),
      );
      await expect(restoreArchive(cut, target.database, target.storage)).rejects.toThrow(
        ArchiveError,
      );
      await expect(restoreArchive(notTar, target.database, target.storage)).rejects.toThrow(
        ArchiveError,
      );
      expect(await tablesWithRows(target.database.db)).toEqual([]);
      expect(await storedKeys(target.storage)).toEqual([]);
      // The same target then takes the good archive.
      await restoreArchive(archive, target.database, target.storage);
      expect(await tablesWithRows(target.database.db)).toContain('files');
    } finally {
      await target.close();
    }
  }, 120_000);
});
