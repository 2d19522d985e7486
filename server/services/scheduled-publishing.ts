import type { BackendOperations } from '../../core/domain/backend.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/**
 * Scheduled publishing (issue 21 section 4, core/domain/publishing.ts): the schedules that are
 * due are published at start-up (those missed while no server ran, audited `publish-late`) and
 * then every `intervalMs` (SCHEDULE_CHECK_SECONDS, 30 by default: within a minute of their time),
 * in every server process. Replicas may run it at the same moment: each product is published by
 * exactly one of them (core/domain/publishing.ts ScheduleStore), which then clears the read
 * caches of every replica through `changed`.
 */
export function startScheduledPublishing({
  operations,
  changed,
  log,
  intervalMs,
  now = () => new Date(),
}: {
  operations: Pick<BackendOperations, 'publishDueProducts'>;
  /** Clears this replica's caches and tells the others (server/app.ts `contentChanged`). */
  changed: () => void;
  log: JobLog;
  intervalMs: number;
  /** The time (tests move it). */
  now?: () => Date;
}): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const count = await operations.publishDueProducts(now());
      if (count > 0) {
        changed();
        log.info({ published: count }, 'schedule: products published');
      }
      return count;
    },
    {
      intervalMs,
      onError: (error) =>
        log.error({ err: error }, 'schedule: publishing failed; it runs again shortly'),
    },
  );
}
