import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/open.ts';
import { running } from '../services/data-lock.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { Storage } from '../storage/storage.ts';
import { ownerOf } from '../storage/temporary.ts';
import { createStore } from '../store/store.ts';
import { CONTENT_KEYS, contentUser } from '../../core/domain/file-users.ts';
import type { FileUser } from '../../core/domain/types.ts';
import type { Store } from '../store/types.ts';
import { Ownership, fileRecords, storedKeys } from './inventory.ts';

/**
 * `npm run storage:check` (docs/decisions/0024): file records whose bytes are missing, stored
 * objects no record owns, and this host's temporary files left by processes that are gone.
 * With `fix`, orphan objects and stale temporaries are removed, and a record without bytes is
 * removed when nothing uses it; one still used is left for a re-upload.
 */
export interface CheckOptions {
  fix: boolean;
  /**
   * Objects younger than this are never orphans: a running server stores an upload's bytes just
   * before it commits the record. 0 when no server can be running (the CLI holds the folder).
   */
  graceMs: number;
}

interface RowWithoutBytes {
  id: string;
  name: string;
  path: string;
  diskName: string | null;
  users: FileUser[];
  /** `removed` with --fix when unused; `re-upload` when in use (a person must act). */
  outcome: 'found' | 'removed' | 're-upload';
}

export interface CheckReport {
  storage: string;
  records: number;
  objects: number;
  rowsWithoutBytes: RowWithoutBytes[];
  bytesWithoutRows: { key: string; removed: boolean }[];
  /** Unowned but younger than the grace period: left alone (an upload may be finishing). */
  recentUnowned: string[];
  staleTemporaries: { name: string; removed: boolean }[];
  /** Problems not fixed: 0 means clean. */
  remaining: number;
}

/** This host as temporary names carry it (server/storage/temporary.ts). */
const sameHost = (host: string) => host === (hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host');

/**
 * Temporary files in `folder` of processes of this host that no longer run (a crash, a kill -9
 * during an upload). Unlike `removeStaleTemporaries`, which runs at start-up when the process's
 * own PID may be a previous life's, this runs inside a live server too: its own PID is alive.
 */
async function staleTemporaries(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const stale: string[] = [];
  for (const name of names.sort()) {
    const owner = ownerOf(name);
    if (!owner || !sameHost(owner.host) || owner.pid === process.pid) continue;
    if (await running({ pid: owner.pid, host: hostname() })) continue;
    stale.push(name);
  }
  return stale;
}

/** Who uses a file: products, pages and documents (the store), and the content pages. */
async function usersOf(store: Store, file: { id: string; path: string }): Promise<FileUser[]> {
  const users = await store.fileUsers(file);
  for (const key of CONTENT_KEYS) {
    const user = contentUser(key, await store.getContent(key), file.path);
    if (user) users.push(user);
  }
  return users;
}

export async function checkStorage(
  database: Database,
  storage: Storage,
  options: CheckOptions,
): Promise<CheckReport> {
  // Not closed here: it is the caller's database.
  const store = createStore(database);
  // Objects first, records second: an upload that completes in between is seen as owned.
  const keys = await storedKeys(storage);
  const records = await fileRecords(database.db);
  const ownership = new Ownership(records);
  const present = new Set(keys);
  const report: CheckReport = {
    storage: storage.location,
    records: records.filter((record) => !record.trashed).length,
    objects: keys.length,
    rowsWithoutBytes: [],
    bytesWithoutRows: [],
    recentUnowned: [],
    staleTemporaries: [],
    remaining: 0,
  };

  for (const record of records) {
    // A trashed file is no record to fix: its bytes are only kept for a restore.
    if (record.trashed) continue;
    if (record.diskName && present.has(record.diskName)) continue;
    // Stored after the listing (an upload finishing now) is not missing.
    if (record.diskName && (await storage.stat(record.diskName))) continue;
    const users = await usersOf(store, record);
    const row: RowWithoutBytes = { ...record, users, outcome: 'found' };
    if (options.fix) {
      if (users.length > 0) row.outcome = 're-upload';
      else {
        await store.deleteFile(record.id);
        await storage.removeAll(variantsPrefixFor(record.id));
        row.outcome = 'removed';
      }
    }
    report.rowsWithoutBytes.push(row);
  }

  // Ages by the storage's clock, not this process's (the bucket's server may be another machine).
  const now = options.graceMs > 0 ? (await storage.clock()).getTime() : 0;
  for (const key of keys) {
    if (ownership.ownerOf(key)) continue;
    if (options.graceMs > 0) {
      const info = await storage.stat(key);
      if (!info) continue;
      if (now - info.modified.getTime() < options.graceMs) {
        report.recentUnowned.push(key);
        continue;
      }
    }
    if (options.fix) await storage.remove(key);
    report.bytesWithoutRows.push({ key, removed: options.fix });
  }

  for (const name of await staleTemporaries(storage.tempDir)) {
    if (options.fix) await rm(path.join(storage.tempDir, name), { recursive: true, force: true });
    report.staleTemporaries.push({ name, removed: options.fix });
  }

  report.remaining =
    report.rowsWithoutBytes.filter((row) => row.outcome !== 'removed').length +
    report.bytesWithoutRows.filter((item) => !item.removed).length +
    report.staleTemporaries.filter((item) => !item.removed).length;
  return report;
}

const KIND_NAMES: Record<FileUser['kind'], string> = {
  product: 'product',
  page: 'page',
  document: 'document',
  contentPage: 'content page',
};
const userText = (user: FileUser) => `${KIND_NAMES[user.kind]} "${user.name}"`;

/** The report as the CLI prints it. */
export function formatReport(report: CheckReport, fix: boolean): string {
  const lines = [
    `storage:check: ${report.records} file records, ${report.objects} stored objects (${report.storage})`,
  ];
  const section = (title: string, items: string[]) => {
    lines.push(`  ${title}: ${items.length === 0 ? 'none' : items.length}`);
    for (const item of items.slice(0, 50)) lines.push(`    - ${item}`);
    if (items.length > 50) lines.push(`    … and ${items.length - 50} more`);
  };
  section(
    'rows without bytes',
    report.rowsWithoutBytes.map((row) => {
      const where = `${row.id} "${row.name}" (${row.diskName ?? 'no stored name'})`;
      const used = row.users.length
        ? `used by ${row.users.map(userText).join(', ')}`
        : 'used by nothing';
      const outcome = {
        found: fix ? '' : row.users.length ? ' (needs a re-upload)' : ' (--fix removes it)',
        removed: ': record removed',
        're-upload': ': kept, upload the file again where it is used',
      }[row.outcome];
      return `${where}, ${used}${outcome}`;
    }),
  );
  section(
    'bytes without rows',
    report.bytesWithoutRows.map((item) => `${item.key}${item.removed ? ': removed' : ''}`),
  );
  section(
    'stale temporary files of this host',
    report.staleTemporaries.map((item) => `${item.name}${item.removed ? ': removed' : ''}`),
  );
  if (report.recentUnowned.length > 0) {
    lines.push(
      `  left alone: ${report.recentUnowned.length} object(s) stored in the last minutes that no ` +
        'record owns yet (an upload finishing); run again later',
    );
  }
  lines.push(
    report.remaining === 0
      ? fix && hasFindings(report)
        ? 'Fixed: nothing is left.'
        : 'Clean: nothing to do.'
      : `${report.remaining} problem(s) remain${fix ? '' : ': run `npm run storage:check -- --fix`'}.`,
  );
  return lines.join('\n');
}

const hasFindings = (report: CheckReport) =>
  report.rowsWithoutBytes.length + report.bytesWithoutRows.length + report.staleTemporaries.length >
  0;
