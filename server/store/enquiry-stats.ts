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

/**
 * core/domain/enquiry-status.ts `isWaitingForCall` over the columns (spam left out): new, or its
 * callback day has come and it is neither won nor lost.
 */
export const waitingOn = (today: string): SQL =>
  sql`not ${enquiries.isSpam} and (${enquiries.status} = ${FIRST_ENQUIRY_STATUS} or (${enquiries.callbackAt} <= ${today} and ${enquiries.status} not in (${sql.join(
    CLOSED_ENQUIRY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})))`;

/** The dashboard's figures on SQL (core/domain/enquiry-stats.ts); the mocks' twin is mocks/store/enquiry-stats.ts. */
export function createEnquiryStatsStore(db: Db): EnquiryStatsStore {
  return {
    async enquiryCounts(span) {
      const rows = await db
        .select({ status: enquiries.status, source: sourceKey, count: count() })
        .from(enquiries)
        .where(inSpan(span))
        .groupBy(enquiries.status, sourceKey);
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
        .groupBy(turkishDay);
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
  };
}
