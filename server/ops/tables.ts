import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { MigrationLevel, SequenceState, TableDump } from './archive.ts';
import { TABLES_FOLDER } from './archive.ts';

/**
 * The logical dump of the database (docs/decisions/0024): every table of the `public` schema as
 * JSON rows (`row_to_json`), read back with `json_populate_recordset`, so that PostgreSQL's own
 * conversions carry every type (timestamps, arrays, jsonb, doubles) between PGlite and
 * PostgreSQL alike. The migrations' own bookkeeping (schema `drizzle`) is not dumped: the target
 * is migrated by the server's code.
 */

/** A transaction or the database: both run `execute`. */
type Executor = Pick<Db, 'execute'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A table's name as `pg_get_serial_sequence` takes it: quoted, passed as a value. */
const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableShape {
  name: string;
  columns: string[];
  identity: string[];
}

/** The tables of the `public` schema with their columns, in a stable order. */
export async function tablesOf(executor: Executor): Promise<TableShape[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string; is_identity: string }>(
    executor,
    sql`select c.table_name, c.column_name, c.is_identity
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, TableShape>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      identity: [],
    };
    table.columns.push(column.column_name);
    if (column.is_identity === 'YES') table.identity.push(column.column_name);
    tables.set(table.name, table);
  }
  return [...tables.values()];
}

const MIGRATIONS_JOURNAL = fileURLToPath(
  new URL('../db/migrations/meta/_journal.json', import.meta.url),
);

/** The migrations this code knows (server/db/migrations), in order. */
export async function knownMigrations(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(MIGRATIONS_JOURNAL, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** How far the database is migrated: drizzle's own table, matched to the journal. */
async function migrationLevel(executor: Executor): Promise<MigrationLevel> {
  const applied = await rowsOf<{ created_at: string | number }>(
    executor,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const known = await knownMigrations();
  const last = applied.at(-1);
  const tag = last ? known.find((entry) => entry.when === Number(last.created_at))?.tag : null;
  return { count: applied.length, last: tag ?? null };
}

async function sequencesOf(executor: Executor, table: TableShape): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const column of table.identity) {
    const [named] = await rowsOf<{ name: string | null }>(
      executor,
      sql`select pg_get_serial_sequence(${quotedName(table.name)}, ${column}) as name`,
    );
    if (!named?.name) continue;
    // The name comes from the catalogue (quoted where needed), not from any input.
    const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
      executor,
      sql`select last_value, is_called from ${sql.raw(named.name)}`,
    );
    if (state) {
      states.push({ column, lastValue: String(state.last_value), isCalled: state.is_called });
    }
  }
  return states;
}

const FETCH_ROWS = 500;

/**
 * The rows a backup leaves out: the session key an older server kept in the database (ADR 0037: a
 * signing key is never archived; a restore ends every session instead).
 */
export const SIGNING_KEY_ROW = 'jwt-secret';
const archivedRows = (table: string) =>
  table === 'meta' ? sql`where t.key <> ${SIGNING_KEY_ROW}` : sql``;

/**
 * Dumps every table into `<folder>/<table>.ndjson` within one REPEATABLE READ, read-only
 * transaction: the rows of all tables are of one moment. Also returns what `inSnapshot` reads in
 * that same transaction (the file records whose bytes go into the archive).
 */
export async function dumpTables<T>(
  db: Db,
  folder: string,
  inSnapshot: (tx: Transaction) => Promise<T>,
): Promise<{ tables: TableDump[]; migrations: MigrationLevel; snapshot: T; files: string[] }> {
  return db.transaction(
    async (tx) => {
      const migrations = await migrationLevel(tx);
      const tables: TableDump[] = [];
      const files: string[] = [];
      for (const table of await tablesOf(tx)) {
        const file = path.join(folder, `${table.name}.ndjson`);
        files.push(file);
        const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
        const closed = once(out, 'close');
        let rows = 0;
        try {
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select row_to_json(t)::text as row from ${sql.identifier(table.name)} t
                ${archivedRows(table.name)}`,
          );
          for (;;) {
            const batch = await rowsOf<{ row: string }>(
              tx,
              sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
            );
            for (const { row } of batch) {
              if (!out.write(`${row}\n`)) await once(out, 'drain');
            }
            rows += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close backup_rows`);
        } finally {
          out.end();
          await closed;
        }
        tables.push({
          name: table.name,
          entry: `${TABLES_FOLDER}${table.name}.ndjson`,
          rows,
          columns: table.columns,
          sequences: await sequencesOf(tx, table),
        });
      }
      const snapshot = await inSnapshot(tx);
      return { tables, migrations, snapshot, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The tables that hold rows, by name (empty: the database is empty). */
export async function tablesWithRows(executor: Executor): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesOf(executor)) {
    const [row] = await rowsOf<{ filled: boolean }>(
      executor,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as filled`,
    );
    if (row?.filled) filled.push(table.name);
  }
  return filled;
}

/** Lines of text from a byte stream (UTF-8, `\n`-separated; empty lines skipped). */
async function* linesOf(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  for await (const chunk of source) {
    rest += decoder.decode(chunk, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) yield line;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

const INSERT_ROWS = 500;

/**
 * Loads a table's dumped rows (`json_populate_recordset` over the table's own row type) with the
 * identity values they had (`overriding system value`); only the archive's columns are set, so
 * columns added by later migrations take their defaults. Returns the rows loaded.
 */
export async function loadTable(
  tx: Transaction,
  table: TableDump,
  body: AsyncIterable<Buffer>,
): Promise<number> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const insert = (rows: string[]) =>
    tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${rows.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  let loaded = 0;
  for await (const line of linesOf(body)) {
    batch.push(line);
    if (batch.length >= INSERT_ROWS) {
      await insert(batch);
      loaded += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await insert(batch);
    loaded += batch.length;
  }
  return loaded;
}

/** Sets a table's identity sequences to where they stood in the source. */
export async function restoreSequences(tx: Transaction, table: TableDump): Promise<void> {
  for (const state of table.sequences) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${quotedName(table.name)}, ${state.column}),
                        ${state.lastValue}::bigint, ${state.isCalled})`,
    );
  }
}
