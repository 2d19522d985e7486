import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/api/generated/backend/model/index.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { PDF_BYTES, setupTestApp } from '../test/test-app.ts';
import { storedKeys } from './inventory.ts';
import { checkStorage, formatReport } from './storage-check.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'checked' });
});
afterAll(async () => {
  await s3.stop();
});

/** The PID of a process that has just ended (nothing runs under it now). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}

describe.each([
  ['the local disk', setupTestApp()],
  ['S3', setupTestApp(() => ({ storage: s3.storage }))],
])('storage:check on %s', (_driver, t) => {
  it('finds rows without bytes and bytes without rows, and --fix cleans what it may', async () => {
    const { database, storage, store } = t.ts;
    const upload = async (filename: string, type: string, data: Uint8Array) => {
      const reply = await t.postForm('/api/File/upload', [{ name: 'file', filename, type, data }]);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json<{ data: UploadedFile }>().data;
    };
    const diskNameOf = async (id: string) =>
      (await store.listStoredFiles()).find((file) => file.id === id)?.diskName as string;
    const clean = await checkStorage(database, storage, { fix: false, graceMs: 0 });
    expect(clean.remaining, formatReport(clean, false)).toBe(0);

    // Bytes without rows: an object nobody recorded, variants of no file, and the bytes and
    // variants of a file whose record went away (deleted behind the server's back).
    const stray = `${randomUUID()}.pdf`;
    await storage.putBytes(stray, PDF_BYTES, 'application/pdf');
    const strayVariant = `${variantsPrefixFor(randomUUID())}320.webp`;
    await storage.putBytes(strayVariant, Buffer.from('webp'), 'image/webp');
    const photo = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const gone = await upload('gone.jpg', 'image/jpeg', photo);
    const goneKeys = (await storedKeys(storage)).filter(
      (key) => key.startsWith(variantsPrefixFor(gone.id)) || key.startsWith(gone.id),
    );
    expect(goneKeys.length).toBeGreaterThan(1);
    await store.deleteFile(gone.id);

    // Rows without bytes: one nothing uses, one a document uses.
    const unused = await upload('unused.pdf', 'application/pdf', PDF_BYTES);
    await storage.remove(await diskNameOf(unused.id));
    const form = await t.postForm('/api/Document/upload', [
      { name: 'name', data: 'Kayıp Föy' },
      { name: 'file', filename: 'kayip.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(form.statusCode, form.body).toBe(201);
    const document = form.json<{ data: { id: string; fileId: string } }>().data;
    const usedKey = await diskNameOf(document.fileId);
    await storage.remove(usedKey);

    // A temporary file of a process of this host that is gone (a kill -9 during an upload).
    const temporary = `.tmp-${hostname().replace(/[^A-Za-z0-9.-]/g, '_')}-${await deadPid()}-${randomUUID()}`;
    await writeFile(path.join(storage.tempDir, temporary), 'half an upload');

    const found = await checkStorage(database, storage, { fix: false, graceMs: 0 });
    const text = formatReport(found, false);
    expect(found.rowsWithoutBytes.map((row) => [row.id, row.outcome]).sort()).toEqual(
      [
        [unused.id, 'found'],
        [document.fileId, 'found'],
      ].sort(),
    );
    expect(
      found.rowsWithoutBytes.find((row) => row.id === document.fileId)?.users.map((u) => u.kind),
    ).toEqual(['document']);
    expect(found.bytesWithoutRows.map((item) => item.key).sort()).toEqual(
      [stray, strayVariant, ...goneKeys].sort(),
    );
    expect(found.staleTemporaries).toEqual([{ name: temporary, removed: false }]);
    expect(found.remaining).toBe(2 + 2 + goneKeys.length + 1);
    expect(text).toContain('needs a re-upload');
    expect(text).toMatch(/problem\(s\) remain: run `npm run storage:check -- --fix`/);

    // A young unowned object is left alone while a server may be uploading it.
    const young = await checkStorage(database, storage, { fix: true, graceMs: 10 * 60_000 });
    expect(young.recentUnowned.sort()).toEqual([stray, strayVariant, ...goneKeys].sort());
    expect(young.bytesWithoutRows).toEqual([]);

    const fixed = await checkStorage(database, storage, { fix: true, graceMs: 0 });
    expect(fixed.bytesWithoutRows.every((item) => item.removed)).toBe(true);
    expect(fixed.rowsWithoutBytes.map((row) => [row.id, row.outcome])).toEqual([
      [document.fileId, 're-upload'],
    ]);
    expect(fixed.staleTemporaries).toEqual([]); // the young run removed it already
    expect(fixed.remaining).toBe(1);
    expect(await store.getFile(unused.id)).toBeNull();
    expect(await storedKeys(storage)).not.toContain(stray);
    expect(await readdir(storage.tempDir)).not.toContain(temporary);
    expect(formatReport(fixed, true)).toContain('kept, upload the file again where it is used');

    // The bytes come back (uploaded again under the same key): clean.
    await storage.putBytes(usedKey, PDF_BYTES, 'application/pdf');
    const after = await checkStorage(database, storage, { fix: false, graceMs: 0 });
    expect(after.remaining, formatReport(after, false)).toBe(0);
    expect(formatReport(after, false)).toContain('Clean: nothing to do.');
  }, 120_000);
});
