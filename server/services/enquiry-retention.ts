import { deleteExpiredEnquiries } from '../../core/domain/privacy.ts';
import type { Store } from '../store/types.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/** How often the deletion runs after the one at start-up. */
const HOURLY_MS = 60 * 60 * 1000;

/**
 * KVKK retention (core/domain/privacy.ts, ADR 0038): enquiries older than the period set on the
 * 'Aydınlatma Metni' page (24 months by default) are deleted at start-up and then every hour, in
 * every server process; each is taken by one DELETE ... RETURNING, so replicas never double up.
 */
export function startEnquiryRetention({
  store,
  log,
  intervalMs = HOURLY_MS,
  now = () => new Date(),
}: {
  store: Store;
  log: JobLog;
  intervalMs?: number;
  /** The time (tests move it). */
  now?: () => Date;
}): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const count = await deleteExpiredEnquiries(store, now());
      if (count > 0) log.info({ deleted: count }, 'enquiries: past the retention period, deleted');
      return count;
    },
    {
      intervalMs,
      onError: (error) =>
        log.error(
          { err: error },
          'enquiries: the retention job failed; it runs again within the hour',
        ),
    },
  );
}
