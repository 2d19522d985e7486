import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry } from 'tar';

/**
 * The backup archive (docs/decisions/0024): a plain tar (node-tar), written and read as a stream.
 * `db/<table>.ndjson` (one JSON object a row), `objects/<storage key>` (the stored bytes), and
 * `manifest.json` last, which names every other entry with its size and SHA-256.
 */
export const ARCHIVE_FORMAT = 'asil-yapi-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const OBJECTS_FOLDER = 'objects/';
export const TABLES_FOLDER = 'db/';

export interface ArchiveEntry {
  path: string;
  size: number;
  sha256: string;
  /** Objects only: the content type to store it with (S3 sends it back as Content-Type). */
  contentType?: string;
}

/** An identity column's sequence as it stood (`setval(…, lastValue, isCalled)` restores it). */
export interface SequenceState {
  column: string;
  lastValue: string;
  isCalled: boolean;
}

export interface TableDump {
  name: string;
  /** Its entry, `db/<name>.ndjson`. */
  entry: string;
  rows: number;
  /** The columns each row object has, in the source's order. */
  columns: string[];
  sequences: SequenceState[];
}

export interface MigrationLevel {
  /** Migrations applied (server/db/migrations). */
  count: number;
  /** The last one's tag, e.g. `0003_replicas`; null when none is known. */
  last: string | null;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: {
    database: 'pglite' | 'postgres';
    storage: 'local' | 's3';
    /** `server`: streamed by a running server over its control socket; `direct`: opened by the CLI. */
    via: 'server' | 'direct';
  };
  migrations: MigrationLevel;
  tables: TableDump[];
  /** Every entry but the manifest itself, in archive order. */
  entries: ArchiveEntry[];
  skipped: {
    /** File records of the snapshot whose bytes were not found (storage:check reports them). */
    missing: string[];
    /** Stored objects no record of the snapshot owns: orphans, left out. */
    unowned: number;
  };
}

/** A damaged, foreign or unreadable archive; nothing has been written when it is thrown. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

const ENTRY_MODE = 0o600;

/**
 * Writes an archive to `out` entry by entry, hashing as it goes; nothing is held in memory
 * beyond a stream's buffer. `finish` appends the manifest and waits for `out` to be written.
 */
export class ArchiveWriter {
  readonly entries: ArchiveEntry[] = [];
  readonly #pack = new Pack({ portable: true });
  readonly #written: Promise<void>;
  readonly #mtime = new Date();

  constructor(out: Writable) {
    this.#written = pipeline(this.#pack, out);
    // Seen by `#closed` and `finish`; never an unhandled rejection in between.
    this.#written.catch(() => undefined);
  }

  /** Rejects when the output fails (a closed socket, a full disk). */
  #closed(): Promise<never> {
    return this.#written.then(() => {
      throw new Error('The archive was closed before it was complete.');
    });
  }

  async #add(
    path: string,
    size: number,
    source: AsyncIterable<Buffer> | Iterable<Buffer>,
    contentType?: string,
  ): Promise<ArchiveEntry> {
    const header = new Header({ path, size, type: 'File', mode: ENTRY_MODE, mtime: this.#mtime });
    const entry = new ReadEntry(header);
    this.#pack.add(entry);
    const hash = createHash('sha256');
    let count = 0;
    for await (const chunk of source) {
      count += chunk.length;
      if (count > size) break;
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.#closed()]);
    }
    if (count !== size) {
      this.#pack.destroy();
      throw new Error(`${path} changed while it was archived (${count} bytes, ${size} expected).`);
    }
    entry.end();
    const added: ArchiveEntry = {
      path,
      size,
      sha256: hash.digest('hex'),
      ...(contentType && { contentType }),
    };
    this.entries.push(added);
    return added;
  }

  /** Adds a local file's bytes under `path`. */
  async addFile(path: string, file: string, contentType?: string): Promise<ArchiveEntry> {
    const { size } = await stat(file);
    return this.#add(path, size, createReadStream(file), contentType);
  }

  /** Adds the manifest (built from `entries`) and ends the archive. */
  async finish(manifest: (entries: ArchiveEntry[]) => Manifest): Promise<Manifest> {
    const complete = manifest([...this.entries]);
    const bytes = Buffer.from(`${JSON.stringify(complete, null, 2)}\n`);
    await this.#add(MANIFEST_ENTRY, bytes.length, [bytes]);
    this.#pack.end();
    await this.#written;
    return complete;
  }

  /** Stops writing: the output ends without a manifest, so no reader takes it as complete. */
  abort(): void {
    this.#pack.destroy();
  }
}

/** An entry being read: its bytes can be iterated once. */
interface ReadArchiveEntry {
  path: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/**
 * Reads an archive file entry by entry, in order: `onEntry` gets each regular file's bytes as a
 * stream (what it leaves unread is skipped). Anything but a regular file, or a tar that cannot be
 * parsed, is an ArchiveError; so is the first error `onEntry` throws, which stops the reading.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ReadArchiveEntry) => Promise<void>,
): Promise<void> {
  const parser = new Parser({ strict: true });
  const source = createReadStream(file);
  let failure: unknown = null;
  let chain = Promise.resolve();
  parser.on('entry', (entry: ReadEntry) => {
    chain = chain.then(async () => {
      try {
        if (failure) return;
        if (entry.type !== 'File') {
          throw new ArchiveError(`The archive holds ${entry.path}, which is not a file.`);
        }
        await onEntry({ path: entry.path, size: entry.size, body: entry });
      } catch (error) {
        failure ??= error;
        source.destroy();
      } finally {
        entry.resume();
      }
    });
  });
  try {
    await pipeline(source, parser);
  } catch (error) {
    failure ??= new ArchiveError(
      `The archive cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  await chain;
  if (failure) throw failure;
}

/** The SHA-256 and length of a stream's bytes, passing them through to `sink`. */
export async function* hashing(
  source: AsyncIterable<Buffer>,
  sink: { hash: ReturnType<typeof createHash>; size: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    sink.hash.update(chunk);
    sink.size += chunk.length;
    yield chunk;
  }
}
