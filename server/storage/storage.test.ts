import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { openStorage } from './open.ts';
import type { Storage } from './storage.ts';
import { temporaryPath } from './temporary.ts';

const read = async (body: Readable | null) => (body ? text(body) : null);

const listed = async (storage: Storage, prefix?: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

/** A checked upload as the server leaves it before storing: a temporary file in tempDir. */
async function received(storage: Storage, content: string): Promise<string> {
  const file = temporaryPath(storage.tempDir);
  await writeFile(file, content);
  return file;
}

interface Driver {
  name: string;
  /** A storage in `dataDir` (and, for s3, a fresh bucket), and a storage that cannot work. */
  open(dataDir: string): Promise<{ storage: Storage; broken: () => Promise<Storage> }>;
  close(): Promise<void>;
}

let s3: S3TestServer | undefined;
const drivers: Driver[] = [
  {
    name: 'local',
    async open(dataDir) {
      return {
        storage: await openStorage({ dataDir, storage: { driver: 'local' } }),
        broken: async () => {
          const storage = await openStorage({ dataDir, storage: { driver: 'local' } });
          await rm(path.join(dataDir, 'uploads'), { recursive: true });
          return storage;
        },
      };
    },
    close: async () => undefined,
  },
  {
    name: 's3',
    async open(dataDir) {
      s3 = await startS3Server({ bucket: 'contract' });
      const { storage: config } = s3;
      return {
        storage: await openStorage({ dataDir, storage: config }),
        broken: () => openStorage({ dataDir, storage: { ...config, bucket: 'no-such-bucket' } }),
      };
    },
    close: async () => s3?.stop(),
  },
];

// One body, run against each driver: what the server relies on from either.
describe.each(drivers)('the $name storage driver', (driver) => {
  let dataDir: string;
  let storage: Storage;
  let broken: () => Promise<Storage>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    ({ storage, broken } = await driver.open(dataDir));
  });
  afterAll(async () => {
    await driver.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a received temporary file under its key and removes the temporary file', async () => {
    const file = await received(storage, 'teknik föy');
    await storage.putFile('0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.pdf', file, 'application/pdf');
    expect(existsSync(file)).toBe(false);
    expect(await read(await storage.read('0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.pdf'))).toBe(
      'teknik föy',
    );
    const info = await storage.stat('0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.pdf');
    expect(info?.size).toBe(Buffer.byteLength('teknik föy'));
    expect(info?.etag).toMatch(/^(W\/)?".+"$/);
    // Stamped now by the storage's own clock, which storage:check measures ages against.
    const now = (await storage.clock()).getTime();
    expect(Math.abs((info?.modified.getTime() ?? 0) - now)).toBeLessThan(60_000);
    // The clock's probe leaves nothing behind.
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.filter((key) => key.startsWith('_clock'))).toEqual([]);
  });

  it('reads a byte range, both ends included', async () => {
    await storage.putBytes('ranges.txt', Buffer.from('0123456789'), 'text/plain');
    expect(await read(await storage.read('ranges.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await read(await storage.read('ranges.txt', { start: 9, end: 9 }))).toBe('9');
  });

  it('replaces an object stored again, with a new entity tag', async () => {
    await storage.putBytes('replaced.txt', Buffer.from('first'), 'text/plain');
    const first = await storage.stat('replaced.txt');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await storage.putFile('replaced.txt', await received(storage, 'second!'), 'text/plain');
    expect(await read(await storage.read('replaced.txt'))).toBe('second!');
    const second = await storage.stat('replaced.txt');
    expect(second?.size).toBe(7);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('answers null for a key that is not stored, and removing it is no error', async () => {
    expect(await storage.read('yok.pdf')).toBeNull();
    expect(await storage.stat('yok.pdf')).toBeNull();
    expect(await storage.stat('_v')).toBeNull();
    await expect(storage.remove('yok.pdf')).resolves.toBeUndefined();
    await expect(storage.removeAll('_v/yok/')).resolves.toBeUndefined();
  });

  it('lists every key, nested ones too, never a temporary file', async () => {
    const id = '5f3c2a1b-0000-4000-8000-000000000001';
    for (const name of ['320.webp', '640.webp', '640.avif']) {
      await storage.putBytes(`_v/${id}/${name}`, Buffer.from(name), 'image/webp');
    }
    const pending = await received(storage, 'still arriving');
    const all = await listed(storage);
    expect(all).toEqual(
      expect.arrayContaining([
        '0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.pdf',
        'ranges.txt',
        `_v/${id}/320.webp`,
        `_v/${id}/640.avif`,
      ]),
    );
    expect(all.some((key) => key.includes('.tmp-'))).toBe(false);
    expect(await listed(storage, `_v/${id}/`)).toEqual([
      `_v/${id}/320.webp`,
      `_v/${id}/640.avif`,
      `_v/${id}/640.webp`,
    ]);
    await rm(pending);
  });

  it('removes one object, or every object under a prefix and nothing else', async () => {
    const [kept, gone] = [
      '5f3c2a1b-0000-4000-8000-00000000000a',
      '5f3c2a1b-0000-4000-8000-00000000000b',
    ];
    for (const id of [kept, gone]) {
      await storage.putBytes(`_v/${id}/320.webp`, Buffer.from('x'), 'image/webp');
      await storage.putBytes(`_v/${id}/640.webp`, Buffer.from('y'), 'image/webp');
    }
    await storage.removeAll(`_v/${gone}/`);
    expect(await listed(storage, `_v/${gone}/`)).toEqual([]);
    expect(await listed(storage, `_v/${kept}/`)).toHaveLength(2);
    await storage.remove(`_v/${kept}/320.webp`);
    expect(await listed(storage, `_v/${kept}/`)).toEqual([`_v/${kept}/640.webp`]);
    expect(await storage.stat('ranges.txt')).not.toBeNull();
  });

  it('refuses keys the server never makes', async () => {
    for (const key of ['../package.json', '.tmp-x', '/etc/passwd', 'a//b', '_v/../x', '']) {
      await expect(storage.read(key), key).rejects.toThrow('Not a storage key');
    }
    await expect(storage.removeAll('_v')).rejects.toThrow('Not a storage prefix');
  });

  it('pings when it works, and says why when it does not', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    await expect((await broken()).ping()).rejects.toThrow(
      driver.name === 's3'
        ? /^The storage bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(no such bucket \(404\)\)\.$/
        : /uploads/,
    );
  });

  it.runIf(driver.name === 's3')('says when the key is refused', async () => {
    const config = s3?.storage;
    if (!config) throw new Error('no S3 server');
    const refused = await openStorage({
      dataDir,
      storage: { ...config, accessKeyId: 'baska-anahtar' },
    });
    await expect(refused.ping()).rejects.toThrow(
      'cannot be reached (access denied (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).',
    );
  });
});
