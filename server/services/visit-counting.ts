import type { FastifyRequest } from 'fastify';
import {
  expireVisits,
  pageViewOf,
  VisitCounter,
  visitOperations,
  type VisitRequest,
  type VisitStore,
  type Visitor,
} from '../../core/domain/visits.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/** How often a replica writes what it counted. */
const FLUSH_MS = 5_000;

/** How often the past days' salts and hashes, and the aggregates past 24 months, are deleted. */
const EXPIRE_MS = 5 * 60_000;

/** A Fastify request as the visits' rules read it. */
export const visitRequestOf = (request: FastifyRequest): VisitRequest => ({
  method: request.method,
  url: request.url,
  header: (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  },
});

/** This replica's visit counting: the operations, the page views, and the writes. */
export interface VisitCounting {
  operations: ReturnType<typeof visitOperations>;
  /** Who the request's visitor is (the address Fastify trusts, the site's host). */
  visitorOf(request: FastifyRequest): Visitor;
  /** Counts a server-rendered page's view when it is one (never waits, never throws). */
  countPage(request: FastifyRequest): void;
  /** Writes what is left and stops the jobs (at shutdown). */
  stop(): Promise<void>;
}

/**
 * Visits counted without cookies (core/domain/visits.ts, docs/decisions/0060): counted in memory
 * and written every 5 seconds (and at shutdown), each write adding to the shared aggregates, so
 * that replicas add up; the past days' salts and hashes deleted every 5 minutes. With `enabled`
 * false (VISIT_COUNTING=off) nothing is counted and the stats read what is stored.
 */
export function startVisitCounting({
  store,
  siteUrl,
  log,
  enabled = true,
  flushMs = FLUSH_MS,
  expireMs = EXPIRE_MS,
  now = () => new Date(),
}: {
  store: VisitStore;
  siteUrl: string;
  log: JobLog;
  enabled?: boolean;
  flushMs?: number;
  expireMs?: number;
  now?: () => Date;
}): VisitCounting {
  const counter = new VisitCounter(store, now);
  const siteHost = new URL(siteUrl).hostname;
  const operations = visitOperations(store, counter, now);
  const visitorOf = (request: FastifyRequest): Visitor => ({ address: request.ip, siteHost });
  const jobs: PeriodicJob[] = enabled
    ? [
        startPeriodicJob(
          async () => {
            await counter.flush();
            return 0;
          },
          {
            intervalMs: flushMs,
            onError: (error) =>
              log.error(
                { err: error },
                'visits: the write failed; the counts are kept for the next',
              ),
          },
        ),
        startPeriodicJob(() => expireVisits(store, now()), {
          intervalMs: expireMs,
          onError: (error) => log.error({ err: error }, 'visits: the expiry failed; it runs again'),
        }),
      ]
    : [];
  const off = async () => undefined;
  return {
    operations: enabled
      ? operations
      : { ...operations, recordVisit: off, recordVisitEvent: () => undefined },
    visitorOf,
    countPage: (request) => {
      if (!enabled) return;
      const view = pageViewOf(visitRequestOf(request), visitorOf(request));
      if (view) {
        counter
          .countView(view)
          .catch((error: unknown) => log.error({ err: error }, 'visits: a view was not counted'));
      }
    },
    stop: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
      if (enabled) await counter.flush();
    },
  };
}
