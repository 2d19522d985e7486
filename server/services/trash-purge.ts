import { trashOperations } from '../../core/domain/trash-operations.ts';
import type { Store } from '../store/types.ts';
import { removeStoredBytes } from '../handlers/files.ts';
import type { Storage } from '../storage/storage.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/** How often the expiry runs after the one at start-up. */
const HOURLY_MS = 60 * 60 * 1000;

/**
 * The trash's expiry (core/domain/trash.ts): items deleted more than 30 days ago are purged at
 * start-up and then every hour, in every server process. Replicas may run it at the same moment:
 * each entry is taken by exactly one DELETE ... RETURNING, and only that replica removes a
 * file's bytes and writes the audit entry (by no one: username null). A purge that took something
 * calls `changed` (a purged product's address answers 410 now: the page handler's known addresses
 * are read again).
 */
export function startTrashPurge({
  store,
  storage,
  log,
  changed = () => undefined,
  intervalMs = HOURLY_MS,
  now = () => new Date(),
}: {
  store: Store;
  storage: Storage;
  log: JobLog;
  changed?: () => void;
  intervalMs?: number;
  /** The time (tests move it). */
  now?: () => Date;
}): PeriodicJob {
  const operations = trashOperations(store);
  return startPeriodicJob(
    async () => {
      const count = await operations.purgeExpiredTrash(now(), (bytes) =>
        removeStoredBytes(storage, bytes),
      );
      if (count > 0) {
        log.info({ purged: count }, 'trash: expired items purged');
        changed();
      }
      return count;
    },
    {
      intervalMs,
      onError: (error) =>
        log.error({ err: error }, 'trash: the expiry failed; it runs again within the hour'),
    },
  );
}
