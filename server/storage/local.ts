import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, checkedPrefix, type ByteRange, type Storage } from './storage.ts';
import { temporaryPath } from './temporary.ts';

/** fsync of a file or a folder: what a rename or a write needs to survive a power cut. */
async function sync(target: string, flags = 'r'): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const notFound = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes(String((error as NodeJS.ErrnoException).code));

/**
 * The stored files on the local disk, as they have always been: `<root>/<id>.<ext>` and the
 * variants in `<root>/_v/<id>/`. Temporary files live in `root` too (their names start with a
 * dot, which no key does), so that storing one is a rename on one file system.
 */
export async function openLocalStorage(root: string): Promise<Storage> {
  await mkdir(root, { recursive: true });
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));

  /** Creates the folder of `target` as needed; a new folder's entry is made durable too. */
  async function folderFor(target: string): Promise<string> {
    const folder = path.dirname(target);
    const first = await mkdir(folder, { recursive: true });
    if (first) {
      for (let created = folder; created.length >= first.length; created = path.dirname(created)) {
        await sync(path.dirname(created));
      }
    }
    return folder;
  }

  async function putFile(key: string, file: string): Promise<void> {
    const target = pathOf(key);
    await sync(file, 'r+');
    const folder = await folderFor(target);
    await rename(file, target);
    await sync(folder);
  }

  async function* walk(folder: string, prefix: string): AsyncGenerator<string> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (notFound(error)) return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory())
        yield* walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) yield `${prefix}${entry.name}`;
    }
  }

  return {
    driver: 'local',
    location: root,
    tempDir: root,
    putFile,
    async putBytes(key, bytes) {
      const file = temporaryPath(root);
      try {
        await writeFile(file, bytes, { flag: 'wx' });
        await putFile(key, file);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch((error: unknown) => {
        if (notFound(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        // The entity tag @fastify/static has always sent for these files: caches stay valid.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeAll(prefix) {
      await rm(pathOf(checkedPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },
    async *list(prefix = '') {
      const start = prefix ? pathOf(checkedPrefix(prefix).slice(0, -1)) : root;
      yield* walk(start, prefix);
    },
    async ping() {
      if (!(await stat(root)).isDirectory()) throw new Error(`${root} is not a folder.`);
      await access(root, constants.R_OK | constants.W_OK);
    },
    async clock() {
      // A temporary file (never listed, removed by a start if left behind), on the same disk.
      const probe = temporaryPath(root);
      try {
        await writeFile(probe, '');
        return (await stat(probe)).mtime;
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}
