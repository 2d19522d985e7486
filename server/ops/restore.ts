import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { checkedKey, type Storage } from '../storage/storage.ts';
import { temporaryPath } from '../storage/temporary.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  MANIFEST_ENTRY,
  OBJECTS_FOLDER,
  TABLES_FOLDER,
  hashing,
  readArchive,
  type ArchiveEntry,
  type Manifest,
} from './archive.ts';
import {
  SIGNING_KEY_ROW,
  knownMigrations,
  loadTable,
  restoreSequences,
  tablesOf,
  tablesWithRows,
} from './tables.ts';

/** The target already holds data: restore loads only into an empty database and storage. */
export class TargetNotEmptyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetNotEmptyError';
  }
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new ArchiveError('The archive’s manifest.json is not valid JSON.');
  }
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError(
      'This is not a backup of this server (its manifest names no such format).',
    );
  }
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(
      `The archive is format version ${String(manifest.version)}; this server reads version ${ARCHIVE_VERSION}.`,
    );
  }
  if (!Array.isArray(manifest.entries) || !Array.isArray(manifest.tables) || !manifest.migrations) {
    throw new ArchiveError('The archive’s manifest is incomplete.');
  }
  return manifest as Manifest;
}

/** Checks the manifest's own promises: entry names, tables, keys. */
function checkManifest(manifest: Manifest): void {
  const paths = new Set<string>();
  for (const entry of manifest.entries) {
    if (paths.has(entry.path)) throw new ArchiveError(`The manifest names ${entry.path} twice.`);
    paths.add(entry.path);
    if (entry.path.startsWith(OBJECTS_FOLDER)) {
      try {
        checkedKey(entry.path.slice(OBJECTS_FOLDER.length));
      } catch {
        throw new ArchiveError(
          `The archive holds an object with a key this server never makes: ${entry.path}.`,
        );
      }
    } else if (!manifest.tables.some((table) => table.entry === entry.path)) {
      throw new ArchiveError(
        `The archive holds ${entry.path}, which is neither a table nor an object.`,
      );
    }
  }
  for (const table of manifest.tables) {
    if (!table.entry.startsWith(TABLES_FOLDER) || !paths.has(table.entry)) {
      throw new ArchiveError(`The table ${table.name} has no entry in the archive.`);
    }
  }
}

/**
 * Reads the whole archive and checks it against its manifest: every entry there, once, with the
 * size and SHA-256 the manifest gives, and nothing else. Writes nothing. Throws ArchiveError.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestBytes: Buffer | null = null;
  await readArchive(file, async ({ path, size, body }) => {
    if (seen.has(path) || (path === MANIFEST_ENTRY && manifestBytes)) {
      throw new ArchiveError(`The archive holds ${path} twice.`);
    }
    if (path === MANIFEST_ENTRY) {
      if (size > MAX_MANIFEST_BYTES) throw new ArchiveError('The archive’s manifest is too large.');
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      manifestBytes = Buffer.concat(chunks);
      return;
    }
    const sink = { hash: createHash('sha256'), size: 0 };
    for await (const chunk of hashing(body, sink)) void chunk;
    seen.set(path, { size: sink.size, sha256: sink.hash.digest('hex') });
  });
  if (!manifestBytes) {
    throw new ArchiveError(
      'The archive has no manifest.json: it is incomplete (cut off while it was written or copied) or not a backup.',
    );
  }
  const manifest = parseManifest(manifestBytes);
  checkManifest(manifest);
  for (const entry of manifest.entries) {
    const found = seen.get(entry.path);
    if (!found)
      throw new ArchiveError(`The archive lacks ${entry.path}, which its manifest lists.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new ArchiveError(
        `The archive is damaged: ${entry.path} does not match its checksum in the manifest ` +
          `(${found.size} bytes, SHA-256 ${found.sha256.slice(0, 12)}…; expected ${entry.size} bytes, ${entry.sha256.slice(0, 12)}…).`,
      );
    }
    seen.delete(entry.path);
  }
  const extra = [...seen.keys()];
  if (extra.length > 0)
    throw new ArchiveError(`The archive holds ${extra[0]}, which its manifest does not list.`);
  return manifest;
}

/** Refuses a database with rows or a storage with objects, saying which. */
async function assertEmpty(database: Database, storage: Storage): Promise<void> {
  const filled = await tablesWithRows(database.db);
  if (filled.length > 0) {
    throw new TargetNotEmptyError(
      `The database is not empty (rows in ${filled.join(', ')}). Restore loads into an empty ` +
        'database only: point DATA_DIR at a new folder, or DATABASE_URL at a new database, and ' +
        'run it again (do not start the server there first: it would seed it).',
    );
  }
  for await (const key of storage.list()) {
    throw new TargetNotEmptyError(
      `The storage (${storage.location}) is not empty (it holds ${key}, among others perhaps). ` +
        'Restore puts the files into an empty storage only: use a new folder or an empty bucket.',
    );
  }
}

interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  objects: number;
  /** The accounts whose sessions the restore ended: each signs in again. */
  sessionsEnded: number;
}

/**
 * Restores an archive into an empty database and storage (docs/decisions/0024): first the whole
 * archive is verified against its manifest (nothing is written when it fails), then its tables
 * are loaded in one transaction, its objects put into the storage, the identity sequences set,
 * and the transaction committed last. On any failure the transaction is rolled back and the
 * objects put so far are removed, leaving the target empty again.
 */
export async function restoreArchive(
  file: string,
  database: Database,
  storage: Storage,
  options: { verified?: Manifest } = {},
): Promise<RestoreSummary> {
  const manifest = options.verified ?? (await verifyArchive(file));
  const known = await knownMigrations();
  if (manifest.migrations.count > known.length) {
    throw new ArchiveError(
      `The archive comes from a newer server (migration ${manifest.migrations.last ?? manifest.migrations.count}; ` +
        `this one knows ${known.at(-1)?.tag ?? 'none'}): restore it with that version or later.`,
    );
  }
  await assertEmpty(database, storage);

  const entries = new Map<string, ArchiveEntry>(
    manifest.entries.map((entry) => [entry.path, entry]),
  );
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const here = new Map((await tablesOf(database.db)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const columns = here.get(table.name)?.columns ?? [];
    const unknown = table.columns.filter((column) => !columns.includes(column));
    if (unknown.length > 0) {
      throw new ArchiveError(
        `The archive's table ${table.name} has columns this server does not know (${unknown.join(', ')}).`,
      );
    }
  }

  const put: string[] = [];
  let rows = 0;
  let sessionsEnded = 0;
  try {
    await database.db.transaction(async (tx) => {
      await readArchive(file, async ({ path, body }) => {
        const expected = entries.get(path);
        if (!expected) return; // the manifest itself
        const sink = { hash: createHash('sha256'), size: 0 };
        const table = tables.get(path);
        if (table) {
          rows += await loadTable(tx, table, hashing(body, sink));
        } else {
          const key = path.slice(OBJECTS_FOLDER.length);
          const temporary = temporaryPath(storage.tempDir);
          try {
            await pipeline(
              Readable.from(hashing(body, sink)),
              createWriteStream(temporary, { flags: 'wx' }),
            );
            // Checked before it is stored: the file may have changed since it was verified.
            if (sink.hash.copy().digest('hex') !== expected.sha256) {
              throw new ArchiveError(`${path} changed since the archive was verified.`);
            }
            put.push(key);
            await storage.putFile(
              key,
              temporary,
              expected.contentType ?? 'application/octet-stream',
            );
          } finally {
            await rm(temporary, { force: true });
          }
        }
        if (sink.size !== expected.size || sink.hash.digest('hex') !== expected.sha256) {
          throw new ArchiveError(`${path} changed since the archive was verified.`);
        }
      });
      for (const table of manifest.tables) await restoreSequences(tx, table);
      sessionsEnded = await endEverySession(tx);
    });
  } catch (error) {
    await Promise.all(put.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
  return { manifest, rows, objects: put.length, sessionsEnded };
}

/**
 * A restored database starts with no session (ADR 0037): every account's generation is raised, so
 * no token issued before (with the same JWT_SECRET) works; an older archive's database-kept key
 * is dropped. Returns how many accounts must sign in again.
 */
async function endEverySession(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) {
  await tx.execute(sql`delete from meta where key = ${SIGNING_KEY_ROW}`);
  const raised = await tx.execute(
    sql`update users set session_generation = session_generation + 1 returning id`,
  );
  return (raised as unknown as { rows: unknown[] }).rows.length;
}
