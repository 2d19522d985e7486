import type { ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { DataDirInUseError } from '../services/data-lock.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * What the operations commands (storage:check, backup, restore) share: the server's own settings
 * (DATA_DIR or DATABASE_URL, STORAGE_DRIVER), opened directly, and one way to end.
 */
export async function withDirectAccess<T>(
  config: ServerConfig,
  work: (database: Database, storage: Storage) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
  });
  try {
    const storage = await openStorage(config);
    return await work(database, storage);
  } finally {
    await database.close();
  }
}

/** Runs a command's main and exits with its code; errors are one clear line, not a stack. */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof DataDirInUseError ||
        (error instanceof Error &&
          ['ArchiveError', 'TargetNotEmptyError', 'UsageError'].includes(error.name));
      if (known) console.error(`${name}: ${(error as Error).message}`);
      else console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}

/** A mistake in the command line. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
