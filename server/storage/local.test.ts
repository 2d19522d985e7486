import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FsPromises from 'node:fs/promises';

/** Every fsync, by the path its handle was opened with, in order. */
const synced: string[] = [];

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open: typeof actual.open = async (file, ...rest) => {
    const handle = await actual.open(file, ...rest);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      await sync();
      synced.push(String(file));
    };
    return handle;
  };
  return { ...actual, default: { ...actual, open }, open };
});

const { openLocalStorage } = await import('./local.ts');
const { temporaryPath } = await import('./temporary.ts');

describe('the local driver makes a stored file durable before it is recorded', () => {
  let root: string;
  beforeAll(async () => {
    root = path.join(await mkdtemp(path.join(tmpdir(), 'local-storage-')), 'uploads');
  });
  afterAll(async () => {
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  /** Stores a received file under `key`; the temporary file and what was fsynced meanwhile. */
  async function put(key: string) {
    const storage = await openLocalStorage(root);
    const file = temporaryPath(storage.tempDir);
    await writeFile(file, key);
    synced.length = 0;
    await storage.putFile(key, file, 'application/octet-stream');
    return { file, synced: [...synced] };
  }

  it('fsyncs the file, renames it, then fsyncs its folder', async () => {
    const { file, synced } = await put('0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.pdf');
    expect(synced).toEqual([file, root]);
  });

  it('fsyncs the parents of folders it had to create (the variants of a new image)', async () => {
    const { file, synced } = await put('_v/0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f/640.webp');
    const variants = path.join(root, '_v');
    const folder = path.join(variants, '0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f');
    // The new folders' entries (in _v and in the uploads folder), then the renamed file's.
    expect(synced).toEqual([file, variants, root, folder]);
  });
});
