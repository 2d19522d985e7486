import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exifHasGps, makeTestPhoto } from '../../scripts/lib/test-photo.mjs';
import { createSeed } from '../../seed/index.ts';
import { svgSize } from '../../core/lib/svg-size.ts';
import { openDatabase } from '../db/open.ts';
import { files } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { diskNameFor } from '../services/disk-name.ts';
import { openLocalStorage } from '../storage/local.ts';
import { createStore } from '../store/store.ts';
import type { StoredFile } from '../../core/domain/types.ts';
import { createEmptyDatabase, openTestStore, type TestStore } from '../test/test-store.ts';
import { backfillImages } from './backfill.ts';
import { createImageLimiter } from './limiter.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seedSvgs = createSeed().files.filter((file) => file.contentType === 'image/svg+xml');

/** Every file under a folder: its bytes' hash and modification time, by relative path. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const name of (await readdir(folder, { recursive: true })).map(String).sort()) {
    const file = path.join(folder, name);
    const info = await stat(file);
    if (!info.isFile()) continue;
    const hash = createHash('sha1')
      .update(await readFile(file))
      .digest('hex');
    entries.set(name, `${hash} ${info.mtimeMs}`);
  }
  return entries;
}

/** As a server before image processing left them: the seed's SVGs without a size. */
async function forgetSvgSizes(ts: Pick<TestStore, 'database'>) {
  await ts.database.db
    .update(files)
    .set({ width: null, height: null })
    .where(eq(files.contentType, 'image/svg+xml'));
}

describe('images:backfill', () => {
  let ts: TestStore;
  let photo: StoredFile;
  const run = () =>
    backfillImages({ store: ts.store, storage: ts.storage, limit: createImageLimiter(1) });

  beforeAll(async () => {
    ts = await openTestStore();
    await forgetSvgSizes(ts);
    // An upload an older server stored as it came: EXIF, GPS and all, no facts, no variants.
    const id = crypto.randomUUID();
    const bytes = await makeTestPhoto({ width: 1600, height: 1200 });
    const diskName = diskNameFor(id, 'image/jpeg');
    await writeFile(path.join(ts.uploadsDir, diskName), bytes);
    await ts.store.addFile({
      id,
      name: 'eski.jpg',
      contentType: 'image/jpeg',
      size: bytes.length,
      diskName,
      path: `/uploads/${id}-eski.jpg`,
    });
    // A record whose bytes are gone, and one without bytes at all: nothing to do.
    await ts.store.addFile({
      id: crypto.randomUUID(),
      name: 'kayip.png',
      contentType: 'image/png',
      size: 1,
      diskName: 'kayip.png',
    });
    await ts.store.addFile({ name: 'dis.png', contentType: 'image/png', size: 1 });
    const stored = (await ts.store.listStoredFiles()).find((file) => file.id === id);
    if (!stored) throw new Error('photo not stored');
    photo = stored;
  }, 60_000);
  afterAll(async () => {
    await ts?.close();
  });

  it('processes the seed SVGs and an unprocessed upload, and nothing else', async () => {
    const before = await snapshot(ts.uploadsDir);
    const total = (await ts.store.listStoredFiles()).length;
    const counts = await run();
    expect(counts).toEqual({
      processed: seedSvgs.length + 1,
      skipped: total - seedSvgs.length - 1,
      failed: 0,
    });

    const after = new Map(
      (await ts.store.listStoredFiles()).map((file) => [file.id, file] as const),
    );
    for (const svg of seedSvgs) {
      expect(after.get(svg.id), svg.name).toMatchObject({
        ...svgSize(svg.bytes),
        placeholder: null,
        variants: null,
      });
    }
    const done = after.get(photo.id);
    expect(done).toMatchObject({
      width: 1600,
      height: 1200,
      variants: { widths: [320, 640, 960, 1280, 1600], formats: ['avif', 'webp', 'jpeg'] },
    });
    expect(done?.placeholder).toMatch(/^#[0-9a-f]{6}$/);

    // The master was stripped in place; its record has the new size; the variants are there.
    const master = await readFile(path.join(ts.uploadsDir, photo.diskName ?? ''));
    const metadata = await sharp(master).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(done?.size).toBe(master.length);
    const now = await snapshot(ts.uploadsDir);
    expect([...now.keys()].filter((name) => name.startsWith(`_v/${photo.id}/`))).toHaveLength(15);
    // Only the photo's bytes changed (and its variants were added): SVGs and PDFs are as they were.
    for (const [name, entry] of before) {
      if (name !== photo.diskName) expect(now.get(name), name).toBe(entry);
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await snapshot(ts.uploadsDir);
    const records = await ts.store.listStoredFiles();
    expect(await run()).toEqual({ processed: 0, skipped: records.length, failed: 0 });
    expect(await snapshot(ts.uploadsDir)).toEqual(before);
    expect(await ts.store.listStoredFiles()).toEqual(records);
  });

  it('makes an image again when one of its variants went missing', async () => {
    await rm(path.join(ts.uploadsDir, '_v', photo.id, '640.webp'));
    expect((await run()).processed).toBe(1);
    expect((await stat(path.join(ts.uploadsDir, '_v', photo.id, '640.webp'))).isFile()).toBe(true);
    expect((await run()).processed).toBe(0);
  });

  it('counts an image it cannot decode as failed and leaves it as it is', async () => {
    const id = crypto.randomUUID();
    const diskName = diskNameFor(id, 'image/jpeg');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 3)]);
    await writeFile(path.join(ts.uploadsDir, diskName), broken);
    await ts.store.addFile({
      id,
      name: 'bozuk.jpg',
      contentType: 'image/jpeg',
      size: 504,
      diskName,
    });
    const lines: string[] = [];
    const counts = await backfillImages({
      store: ts.store,
      storage: ts.storage,
      limit: createImageLimiter(1),
      log: (line) => lines.push(line),
    });
    expect(counts).toMatchObject({ processed: 0, failed: 1 });
    expect(lines).toEqual([`/uploads/${id}-bozuk.jpg: Desteklenmeyen dosya formatı.`]);
    expect((await readFile(path.join(ts.uploadsDir, diskName))).equals(broken)).toBe(true);
    await ts.store.deleteFile(id);
  });
});

describe('npm run images:backfill', () => {
  it('works on the data folder (or DATABASE_URL) of the server, once', async () => {
    const empty = await createEmptyDatabase();
    try {
      const database = await openDatabase(empty);
      await seedIfEmpty(database, await openLocalStorage(path.join(empty.dataDir, 'uploads')));
      await forgetSvgSizes({ database });
      const store = createStore(database);
      await store.close();
      const cli = () =>
        spawnSync(process.execPath, [path.join(root, 'server/images/backfill-cli.ts')], {
          cwd: root,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: empty.dataDir,
            ...(empty.databaseUrl ? { DATABASE_URL: empty.databaseUrl } : {}),
          },
        });
      const first = cli();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(
        new RegExp(`^images:backfill: ${seedSvgs.length} processed, \\d+ skipped, 0 failed`),
      );
      const second = cli();
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/^images:backfill: 0 processed, \d+ skipped, 0 failed/);
    } finally {
      await empty.dispose();
    }
  }, 60_000);
});
