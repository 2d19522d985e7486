import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { enquiries, enquiryMail, users } from '../db/schema.ts';
import {
  DIRECT_SOURCE,
  type EnquiryCountRow,
  type EnquiryStatsStore,
  type Span,
} from '../../core/domain/enquiry-stats.ts';
import { CLOSED_ENQUIRY_STATUSES, FIRST_ENQUIRY_STATUS } from '../../core/domain/enquiry-status.ts';
import { senderName } from '../../core/lib/enquiry.ts';
import { TURKEY_OFFSET } from '../../core/lib/turkey-time.ts';
import { enquiryFrom } from './mappers.ts';
import { pageTotals } from './visits.ts';

/** Not spam, created in the span: a range of the (is_spam, created_at) index. */
const inSpan = (span: Span) =>
  and(
    eq(enquiries.isSpam, false),
    gte(enquiries.createdAt, span.from),
    lt(enquiries.createdAt, span.to),
  );

/** core/domain/enquiry-stats.ts `enquirySourceKey` over the columns: campaign, host, direct. */
const sourceKey = sql<string>`coalesce(nullif(${enquiries.utmSource}, ''), nullif(${enquiries.referrerHost}, ''), ${DIRECT_SOURCE})`;

/** The Turkish day of the creation (Turkey keeps one offset all year: core/lib/turkey-time.ts). */
const turkishDay = sql<string>`to_char((${enquiries.createdAt} at time zone 'UTC') + ${TURKEY_OFFSET}::interval, 'YYYY-MM-DD')`;

/** The closed statuses as SQL literals (constants of core, never input): the partial index's words. */
const CLOSED = sql.raw(CLOSED_ENQUIRY_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * core/domain/enquiry-status.ts `isWaitingForCall` over the columns (spam left out): neither won
 * nor lost, and new or its callback day has come. Written with the predicate of the partial index
 * `enquiries_waiting_idx` (server/db/schema.ts) first, so that only open enquiries are read.
 */
export const waitingOn = (today: string): SQL =>
  sql`not ${enquiries.isSpam} and ${enquiries.status} not in (${CLOSED}) and (${enquiries.status} = ${FIRST_ENQUIRY_STATUS} or ${enquiries.callbackAt} <= ${today})`;

/** The dashboard's figures on SQL (core/domain/enquiry-stats.ts); the mocks' twin is mocks/store/enquiry-stats.ts. */
export function createEnquiryStatsStore(db: Db): EnquiryStatsStore {
  return {
    async enquiryCounts(span) {
      const rows = await db
        .select({ status: enquiries.status, source: sourceKey, count: count() })
        .from(enquiries)
        .where(inSpan(span))
        .groupBy(sql`1, 2`); // by position: the key's parameters are bound twice otherwise
      return rows.map((row) => ({
        status: row.status as EnquiryCountRow['status'],
        source: row.source,
        count: Number(row.count),
      }));
    },

    async enquiryDays(span) {
      const rows = await db
        .select({ day: turkishDay, count: count() })
        .from(enquiries)
        .where(inSpan(span))
        .groupBy(sql`1`);
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },

    async enquiryPages(span) {
      const rows = await db
        .select({ path: enquiries.sourcePage, count: count() })
        .from(enquiries)
        .where(and(inSpan(span), isNotNull(enquiries.sourcePage)))
        .groupBy(enquiries.sourcePage);
      return rows.map((row) => ({ path: row.path ?? '', count: Number(row.count) }));
    },

    async waitingEnquiries(today, limit) {
      const where = waitingOn(today);
      const [items, [total]] = await Promise.all([
        db
          .select({ row: enquiries, assigneeId: users.id, assigneeName: users.username })
          .from(enquiries)
          .leftJoin(users, eq(users.id, enquiries.assigneeId))
          .where(where)
          .orderBy(asc(enquiries.createdAt), asc(enquiries.seq))
          .limit(limit),
        db.select({ count: count() }).from(enquiries).where(where),
      ]);
      return {
        items: items.map((read) => enquiryFrom(read)),
        count: Number(total?.count ?? 0),
      };
    },

    async failedEnquiryMails(limit) {
      const rows = await db
        .select({
          enquiryId: enquiryMail.enquiryId,
          failedAt: enquiryMail.failedAt,
          attempts: enquiryMail.attempts,
          isim: enquiries.isim,
          soyisim: enquiries.soyisim,
        })
        .from(enquiryMail)
        .innerJoin(enquiries, eq(enquiries.id, enquiryMail.enquiryId))
        .where(isNotNull(enquiryMail.failedAt))
        .orderBy(desc(enquiryMail.failedAt), desc(enquiryMail.id))
        .limit(limit);
      return rows.map((row) => ({
        enquiryId: row.enquiryId,
        name: senderName(row),
        failedAt: (row.failedAt ?? new Date(0)).toISOString(),
        attempts: row.attempts,
      }));
    },

    pageVisits: (from, to) => pageTotals(db, from, to),
  };
}
