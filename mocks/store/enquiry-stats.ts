import type { Contact } from '../../src/api/generated/backend/model';
import { inInboxOrder } from '../../core/domain/enquiries';
import {
  enquirySourceKey,
  type EnquiryCountRow,
  type EnquiryStatsStore,
  type Span,
} from '../../core/domain/enquiry-stats';
import { FIRST_ENQUIRY_STATUS, isWaitingForCall } from '../../core/domain/enquiry-status';
import { turkeyDay } from '../../core/lib/turkey-time';
import type { MockDb } from '../db';
import { enquiries } from './enquiries';

/** The enquiries that are not spam, created in the span. */
const inSpan = (db: MockDb, span: Span): Contact[] =>
  enquiries(db).filter((item) => {
    const at = Date.parse(item.createdAt);
    return !item.isSpam && at >= span.from.getTime() && at < span.to.getTime();
  });

/** Counts by key, as SQL's GROUP BY. */
function countBy<T>(items: T[], keyOf: (item: T) => string | undefined) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The dashboard's figures over {@link MockDb}'s state (core/domain/enquiry-stats.ts); the server's
 * twin is server/store/enquiry-stats.ts. The mocks keep no e-mail queue: no e-mail ever fails.
 */
export function createEnquiryStatsStore(db: MockDb): EnquiryStatsStore {
  return {
    enquiryCounts: async (span) => {
      const KEY = '\u0000';
      const counts = countBy(inSpan(db, span), (item) =>
        [item.status ?? FIRST_ENQUIRY_STATUS, enquirySourceKey(item.source)].join(KEY),
      );
      return [...counts].map(([key, count]) => {
        const [status, source = ''] = key.split(KEY);
        return { status: status as EnquiryCountRow['status'], source, count };
      });
    },
    enquiryDays: async (span) =>
      [...countBy(inSpan(db, span), (item) => turkeyDay(item.createdAt))].map(([day, count]) => ({
        day,
        count,
      })),
    enquiryPages: async (span) =>
      [...countBy(inSpan(db, span), (item) => item.source?.page)].map(([path, count]) => ({
        path,
        count,
      })),
    waitingEnquiries: async (today, limit) => {
      const waiting = inInboxOrder(
        enquiries(db).filter((item) => !item.isSpam && isWaitingForCall(item, today)),
        'oldest',
      );
      return { items: waiting.slice(0, limit), count: waiting.length };
    },
    failedEnquiryMails: async () => [],
  };
}
