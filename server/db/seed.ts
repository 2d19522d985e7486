import { createSeed } from '../../seed/index.ts';
import type { SeedData, SeedFile } from '../../seed/index.ts';
import { diskNameFor } from '../services/disk-name.ts';
import type { Storage } from '../storage/storage.ts';
import type { Database } from './open.ts';
import { content, documents, enquiries, files, meta, pages, products } from './schema.ts';

const SEEDED_KEY = 'seeded';

/**
 * Stores the seed's file bytes under their disk names (in storage, so that every replica serves
 * them); returns the disk names by file id.
 */
export async function writeSeedFiles(
  storage: Storage,
  seedFiles: readonly SeedFile[] = createSeed().files,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const file of seedFiles) {
    const diskName = diskNameFor(file.id, file.contentType);
    await storage.putBytes(diskName, file.bytes, file.contentType);
    names.set(file.id, diskName);
  }
  return names;
}

const date = (iso: string) => new Date(iso);
const dateOrNull = (iso: string | null | undefined) => (iso ? date(iso) : null);

/** A draftable record's times, as its table stores them. */
const recordTimes = (record: {
  pendingPublishAt?: string | null;
  createdAt: string;
  updatedAt: string;
}) => ({
  pendingPublishAt: dateOrNull(record.pendingPublishAt),
  createdAt: date(record.createdAt),
  updatedAt: date(record.updatedAt),
});

/** Inserts in slices, to stay well under PostgreSQL's bind-parameter limit. */
function chunks<T>(rows: readonly T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += size) out.push(rows.slice(index, index + size));
  return out;
}

/**
 * On a database that has never been seeded, loads the mocks' seed (seed/) in one transaction
 * and stores the seed files' bytes (server/storage/). Returns false when it was seeded
 * before (a "seeded" marker, so deleting every record later does not bring the seed back).
 * Users are not created here: the first administrator comes from the environment.
 */
export async function seedIfEmpty(database: Database, storage: Storage): Promise<boolean> {
  const seed: SeedData = createSeed();
  return database.db.transaction(async (tx) => {
    const marked = await tx
      .insert(meta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (marked.length === 0) return false;

    // Bytes first: a failure here rolls the records back, and the next start tries again.
    const diskNames = await writeSeedFiles(storage, seed.files);
    for (const slice of chunks(seed.files)) {
      await tx.insert(files).values(
        slice.map((file) => ({
          id: file.id,
          name: file.name,
          path: file.path,
          contentType: file.contentType,
          size: file.size,
          createdAt: date(file.createdAt),
          diskName: diskNames.get(file.id) ?? null,
          width: file.width ?? null,
          height: file.height ?? null,
        })),
      );
    }
    for (const slice of chunks(seed.documents)) {
      await tx.insert(documents).values(
        slice.map((record) => ({
          ...record,
          publishAt: dateOrNull(record.publishAt),
          ...recordTimes(record),
        })),
      );
    }
    for (const slice of chunks(seed.products, 50)) {
      await tx.insert(products).values(
        slice.map((record) => ({
          ...record,
          publishAt: dateOrNull(record.publishAt),
          ...recordTimes(record),
        })),
      );
    }
    for (const slice of chunks(seed.pages, 50)) {
      await tx.insert(pages).values(slice.map((record) => ({ ...record, ...recordTimes(record) })));
    }
    if (seed.enquiries.length > 0) {
      await tx
        .insert(enquiries)
        .values(seed.enquiries.map((record) => ({ ...record, createdAt: date(record.createdAt) })));
    }
    await tx
      .insert(content)
      .values([
        { key: 'contact', value: seed.contactContent },
        { key: 'asilnunx', value: seed.asilnunx },
        ...Object.entries(seed.servicePages).map(([key, value]) => ({ key, value })),
      ]);
    return true;
  });
}
