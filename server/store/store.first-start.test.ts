import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskNameFor } from '../services/disk-name.ts';
import { openDatabase } from '../db/open.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { openLocalStorage } from '../storage/local.ts';
import { createEmptyDatabase, openTestStore } from '../test/test-store.ts';
import { createStore } from './store.ts';
import { seed } from './store-test-setup.ts';

describe('first start, seeding and restart', () => {
  it('migrates an empty database, seeds it once with the files on disk, and keeps writes across a restart', async () => {
    const empty = await createEmptyDatabase();
    const uploadsDir = path.join(empty.dataDir, 'uploads');
    try {
      const storage = await openLocalStorage(uploadsDir);
      const first = await openDatabase(empty);
      expect(first.kind).toBe(empty.databaseUrl ? 'postgres' : 'pglite');
      const store = createStore(first);
      expect(await store.listFiles()).toEqual([]);
      expect(await seedIfEmpty(first, storage)).toBe(true);
      expect(await seedIfEmpty(first, storage)).toBe(false);

      const onDisk = await readdir(uploadsDir);
      expect(onDisk.length).toBe(seed.files.length);
      for (const file of seed.files) {
        const stored = await store.getFileByPath(file.path);
        expect(stored?.diskName).toBe(diskNameFor(file.id, file.contentType));
        const bytes = await readFile(path.join(uploadsDir, stored?.diskName ?? ''));
        expect(new Uint8Array(bytes)).toEqual(file.bytes);
      }
      expect((await store.listProducts({ pageIndex: 0, pageSize: 100 })).totalCount).toBe(
        seed.products.length,
      );
      const created = await store.createProduct({ name: 'Kalıcı', slug: 'kalici' });
      await store.setContent('asilnunx', { ...seed.asilnunx, title: 'Kalıcı' });
      await store.close();

      const second = await openDatabase(empty);
      const reopened = createStore(second);
      try {
        expect(await seedIfEmpty(second, storage)).toBe(false);
        expect(await reopened.findProduct({ slug: 'kalici' })).toStrictEqual(created);
        expect((await reopened.getContent('asilnunx')).title).toBe('Kalıcı');
        expect((await reopened.listProducts({ pageIndex: 0, pageSize: 1 })).totalCount).toBe(
          seed.products.length + 1,
        );
        const restarted = await reopened.createProduct({ name: 'Sonra', slug: 'sonra' });
        const all = await reopened.listProducts({ pageIndex: 0, pageSize: 100 });
        expect(all.items.slice(-2).map((product) => product.id)).toEqual([
          created.id,
          restarted.id,
        ]);
      } finally {
        await reopened.close();
      }
    } finally {
      await empty.dispose();
    }
  }, 180_000);

  it('does not seed again after every record was deleted', async () => {
    const opened = await openTestStore();
    try {
      for (const product of (await opened.store.listProducts({ pageIndex: 0, pageSize: 100 }))
        .items) {
        await opened.store.deleteProduct(product.id);
      }
      expect(await seedIfEmpty(opened.database, opened.storage)).toBe(false);
      expect((await opened.store.listProducts({ pageIndex: 0, pageSize: 10 })).totalCount).toBe(0);
      expect(
        (await opened.store.listPages({ pageIndex: 0, pageSize: 10 }, 1)).items[0]?.products,
      ).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
