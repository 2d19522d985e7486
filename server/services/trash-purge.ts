import { trashOperations } from '../../core/domain/trash.ts';
import type { Store } from '../../core/domain/store.ts';
import { removeStoredBytes } from '../handlers/files.ts';
import type { Storage } from '../storage/storage.ts';

/** How often the expiry runs after the one at start-up. */
const HOURLY_MS = 60 * 60 * 1000;

interface PurgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface TrashPurge {
  /** Purges what has expired now (start-up, the timer and tests call it). */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The trash's expiry (core/domain/trash.ts): items deleted more than 30 days ago are purged at
 * start-up and then every hour, in every server process. Replicas may run it at the same moment:
 * each entry is taken by exactly one DELETE ... RETURNING, and only that replica removes a
 * file's bytes and writes the audit entry (by no one: username null).
 */
export function startTrashPurge({
  store,
  storage,
  log,
  intervalMs = HOURLY_MS,
}: {
  store: Store;
  storage: Storage;
  log: PurgeLog;
  intervalMs?: number;
}): TrashPurge {
  const operations = trashOperations(store);
  let running: Promise<number> | null = null;

  const runOnce = (now = new Date()) => {
    // One run at a time in this process: a slow purge is not started twice.
    running ??= operations
      .purgeExpiredTrash(now, (bytes) => removeStoredBytes(storage, bytes))
      .then((count) => {
        if (count > 0) log.info({ purged: count }, 'trash: expired items purged');
        return count;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'trash: the expiry failed; it runs again within the hour');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
