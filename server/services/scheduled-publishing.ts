import { transactionalBackendOperations } from '../../core/domain/backend.ts';
import { transactionalContentOperations } from '../../core/domain/content.ts';
import type { DomainStore } from '../../core/domain/store.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/**
 * Scheduled publishing (issue 21 section 4, core/domain/publishing.ts): the schedules that are
 * due are published at start-up (those missed while no server ran, audited `publish-late`) and
 * then every `intervalMs` (SCHEDULE_CHECK_SECONDS, 30 by default: within a minute of their time),
 * in every server process: products, and the content pages' pending changes. Replicas may run it
 * at the same moment: each product or page is published by
 * exactly one of them (core/domain/publishing.ts ScheduleStore), which then clears the read
 * caches of every replica through `changed`.
 */
export function startScheduledPublishing({
  store,
  changed,
  log,
  intervalMs,
  now = () => new Date(),
}: {
  store: DomainStore;
  /** Clears this replica's caches and tells the others (server/app.ts `contentChanged`). */
  changed: () => void;
  log: JobLog;
  intervalMs: number;
  /** The time (tests move it). */
  now?: () => Date;
}): PeriodicJob {
  const products = transactionalBackendOperations(store);
  const contentPages = transactionalContentOperations(store);
  return startPeriodicJob(
    async () => {
      const at = now();
      const count =
        (await products.publishDueProducts(at)) +
        (await products.publishDuePages(at)) +
        (await products.publishDueDocuments(at)) +
        (await contentPages.publishDueContent(at));
      if (count > 0) {
        changed();
        log.info({ published: count }, 'schedule: products and pages published');
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
