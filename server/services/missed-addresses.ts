import { MISSED_KEPT } from '../../core/domain/redirects.ts';
import type { MissedCount, Store } from '../store/types.ts';
import { startPeriodicJob, type JobLog } from './periodic-job.ts';

/** How often a replica writes the missed addresses it counted. */
const FLUSH_MS = 5_000;

/** This replica's log of page addresses that found nothing (the 'Yönlendirmeler' screen's). */
interface MissedAddressLog {
  /** Counts one (never waits, never touches the database). */
  count(path: string): void;
  /** Writes what was counted since the last write, in one transaction (the panel's read first). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (at shutdown). */
  stop(): Promise<void>;
}

/**
 * Missed addresses counted in memory and written every `flushMs` (and at shutdown, and before the
 * panel lists them), so that a flood of made-up addresses costs one database write per replica and
 * interval instead of one per request (issue 50). The writes add up across replicas. At most
 * MISSED_KEPT distinct addresses wait in memory (the database keeps no more); new ones past that
 * are not counted until the next write. A failed write is put back for the next one.
 */
export function startMissedAddressLog({
  store,
  log,
  flushMs = FLUSH_MS,
  now = () => new Date(),
}: {
  store: Pick<Store, 'addMissedAddresses'>;
  log: JobLog;
  flushMs?: number;
  now?: () => Date;
}): MissedAddressLog {
  let pending = new Map<string, MissedCount>();

  const write = async (): Promise<number> => {
    if (pending.size === 0) return 0;
    const batch = pending;
    pending = new Map();
    try {
      await store.addMissedAddresses([...batch.values()]);
    } catch (error) {
      // Put back, merged with what was counted meanwhile, for the next write.
      for (const [path, counted] of batch) {
        const since = pending.get(path);
        if (since) since.hits += counted.hits;
        else if (pending.size < MISSED_KEPT) pending.set(path, counted);
      }
      throw error;
    }
    return batch.size;
  };

  const job = startPeriodicJob(write, {
    intervalMs: flushMs,
    onError: (error) =>
      log.error({ err: error }, 'missed addresses: the write failed; the counts are kept'),
  });

  return {
    count(path) {
      const counted = pending.get(path);
      if (counted) {
        counted.hits += 1;
        counted.lastSeenAt = now();
      } else if (pending.size < MISSED_KEPT) {
        pending.set(path, { path, hits: 1, lastSeenAt: now() });
      }
    },
    async flush() {
      // After the write under way (its batch is out of `pending`), this one writes the rest.
      await job.runOnce();
      await job.runOnce();
    },
    async stop() {
      await job.stop();
      await job.runOnce();
    },
  };
}
