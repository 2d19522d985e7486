import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '../db/open.ts';
import { copyToFile, type Storage } from '../storage/storage.ts';
import { temporaryPath } from '../storage/temporary.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveWriter,
  OBJECTS_FOLDER,
  type Manifest,
} from './archive.ts';
import { Ownership, fileRecords, storedKeys } from './inventory.ts';
import { dumpTables } from './tables.ts';

interface BackupOptions {
  database: Database;
  storage: Storage;
  out: Writable;
  via: Manifest['source']['via'];
}

/**
 * Writes a backup archive to `out` (docs/decisions/0024): the database as of one REPEATABLE READ
 * snapshot, then the bytes (and image variants) of every file record of that snapshot (trashed
 * files' too: server/ops/inventory.ts), then the
 * manifest. The snapshot is dumped to temporary files first, so the transaction is short (on
 * PGlite it holds the server's one connection); objects are copied one at a time to a
 * temporary file and hashed from there, so an object replaced meanwhile cannot tear an entry.
 * On a failure the archive ends without a manifest, which no restore accepts.
 */
export async function writeBackup(options: BackupOptions): Promise<Manifest> {
  const { database, storage } = options;
  const staging = temporaryPath(storage.tempDir);
  await mkdir(staging, { mode: 0o700 });
  const writer = new ArchiveWriter(options.out);
  try {
    const dump = await dumpTables(database.db, staging, (tx) => fileRecords(tx));
    for (const [index, table] of dump.tables.entries()) {
      const file = dump.files[index] as string;
      await writer.addFile(table.entry, file);
      await rm(file, { force: true });
    }

    const ownership = new Ownership(dump.snapshot);
    const keys = await storedKeys(storage);
    const archived = new Set<string>();
    let unowned = 0;
    for (const key of keys) {
      const owner = ownership.ownerOf(key);
      if (!owner) {
        unowned += 1;
        continue;
      }
      const copy = path.join(staging, 'object');
      if (!(await copyToFile(storage, key, copy))) continue;
      await writer.addFile(`${OBJECTS_FOLDER}${key}`, copy, owner.contentType);
      await rm(copy, { force: true });
      archived.add(key);
    }
    const missing = dump.snapshot
      .filter((record) => !record.diskName || !archived.has(record.diskName))
      .map((record) => `${record.id} (${record.diskName ?? 'no stored name'})`);

    return await writer.finish((entries) => ({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      source: { database: database.kind, storage: storage.driver, via: options.via },
      migrations: dump.migrations,
      tables: dump.tables,
      entries,
      skipped: { missing, unowned },
    }));
  } catch (error) {
    writer.abort();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A line for the CLI: what the archive holds. */
export function describeBackup(manifest: Manifest): string {
  const { skipped } = manifest;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const objects = manifest.entries.filter((entry) => entry.path.startsWith(OBJECTS_FOLDER));
  const bytes = objects.reduce((sum, entry) => sum + entry.size, 0);
  const lines = [
    `${manifest.tables.length} tables (${rows} rows), ${objects.length} stored objects ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MB), migration ${manifest.migrations.last ?? 'none'}, ` +
      `from ${manifest.source.database} and ${manifest.source.storage} storage`,
  ];
  if (skipped.missing.length > 0) {
    lines.push(
      `warning: ${skipped.missing.length} file record(s) had no stored bytes (run npm run storage:check): ` +
        skipped.missing.slice(0, 5).join(', '),
    );
  }
  if (skipped.unowned > 0) {
    lines.push(
      `note: ${skipped.unowned} stored object(s) belong to no file record and were left out ` +
        '(npm run storage:check lists them)',
    );
  }
  return lines.join('\n');
}
