import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process per PGlite data folder. PGlite is an embedded database: two processes on one folder
 * both start, and each overwrites the other's writes (answered enquiries were lost that way). The
 * first process writes `<dataDir>/server.lock` (its PID, host, start time and command) with an
 * exclusive create; a second one finds it, sees that process alive, and stops with a message that
 * names it. A lock left by a process that is gone (a crash, a kill -9, a container restart) is
 * taken over.
 */
export const LOCK_FILE = 'server.lock';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

interface DataLock {
  /** Removes the lock file, if it is still this process's. */
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  readonly holder: Holder;

  constructor(dataDir: string, holder: Holder) {
    super(
      `The data folder ${dataDir} is in use by another server process: PID ${holder.pid} on ` +
        `${holder.host}, started ${holder.startedAt} (${holder.command}). PGlite serves one ` +
        'process at a time: stop that process first, or give this one its own DATA_DIR. ' +
        `(If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? (holder as Holder)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder still runs. Another host cannot be checked: its lock is respected. On this
 * host the PID must exist and, where /proc tells, still be a Node process: after a restart the
 * PID may belong to something else, or to this very process (a container's PID 1).
 */
export async function running(holder: Pick<Holder, 'pid' | 'host'>): Promise<boolean> {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const commandLine = await readFile(`/proc/${holder.pid}/cmdline`, 'utf8').catch(() => null);
  return commandLine === null || commandLine.includes('node');
}

/** Takes the data folder for this process, or throws DataDirInUseError naming the holder. */
export async function lockDataDir(dataDir: string): Promise<DataLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ') || 'node',
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
        await handle.sync();
      } finally {
        await handle.close();
      }
      return {
        async release() {
          const current = await readHolder(file);
          if (current?.pid === me.pid && current.startedAt === me.startedAt) {
            await rm(file, { force: true });
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Read twice if needed: a process that has just created the file may not have written it yet.
    const holder = (await readHolder(file)) ?? (await sleep(200).then(() => readHolder(file)));
    if (holder && (await running(holder))) throw new DataDirInUseError(dataDir, holder);
    await rm(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: it keeps coming back.`);
}
