import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { running } from '../services/data-lock.ts';

/**
 * Temporary files (uploads being received, images being processed) carry their owner:
 * `.tmp-<host>-<pid>-<uuid>[.<what>]`. Replicas may share one folder (a shared volume), so a
 * replica that starts removes only the leftovers of processes of its own host that no longer run,
 * never an upload another replica is still receiving.
 */
const PREFIX = '.tmp-';
const OWNED =
  /^\.tmp-(.+)-(\d+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\..*)?$/;

/** A host name as it may stand in a file name. */
const safeHost = (host: string) => host.replace(/[^A-Za-z0-9.-]/g, '_') || 'host';

/** A fresh temporary name of this process (no folder). */
export function temporaryName(): string {
  return `${PREFIX}${safeHost(hostname())}-${process.pid}-${randomUUID()}`;
}

/** A fresh temporary path of this process in `folder`. */
export const temporaryPath = (folder: string) => path.join(folder, temporaryName());

/** The owner a temporary name records; null for anything else (a stored file, an old name). */
export function ownerOf(name: string): { host: string; pid: number } | null {
  const match = OWNED.exec(name);
  return match ? { host: match[1] ?? '', pid: Number(match[2]) } : null;
}

/**
 * At start-up: removes the temporary files in `folder` left by processes of this host that no
 * longer run (a crash or a kill in the middle of an upload). Temporaries of other hosts, and of
 * processes still running here, are left alone; so are names without an owner (servers before
 * this rule). Call it before this process receives anything: its own PID counts as a previous
 * life (a container's PID 1). Returns the names removed.
 */
export async function removeStaleTemporaries(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const me = safeHost(hostname());
  const removed: string[] = [];
  for (const name of names) {
    const owner = ownerOf(name);
    if (!owner || owner.host !== me) continue;
    if (await running({ pid: owner.pid, host: hostname() })) continue;
    await rm(path.join(folder, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
