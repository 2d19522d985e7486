/**
 * The dashboard's enquiry figures (issue 48, openapi/backend.yaml getEnquiryStats), once for the
 * mocks and the server: the weeks, the range's days and pages, the enquiries waiting to be called
 * and the notification e-mails that gave up. The stores only sum and list
 * (mocks/store/enquiry-stats.ts, server/store/enquiry-stats.ts); this module shapes, fills and
 * sorts. The range follows getVisitStats' rule (core/domain/visits.ts `statsRange`).
 */
import type {
  Contact,
  EnquirySource,
  EnquiryStats,
  EnquiryStatus,
  EnquiryWeek,
} from '../../src/api/generated/backend/model/index.ts';
import { turkeyDay, turkeyDayEnd, turkeyDayStart } from '../lib/turkey-time.ts';
import { ENQUIRY_STATUSES } from './enquiry-status.ts';
import { ok } from './replies.ts';
import { addDays, statsRange, type VisitStore } from './visits.ts';

/** How many waiting enquiries and failed e-mails the figures list. */
export const STATS_LIST_LIMIT = 20;

/** How many pages the figures list. */
const PAGE_LIMIT = 100;

/** The source of an enquiry without a campaign or a referring site. */
export const DIRECT_SOURCE = 'direct';

/**
 * The source an enquiry is counted under: its `utmSource`, else its referring host, else
 * `direct`. The server's SQL states the same rule over its columns (server/store/enquiry-stats.ts).
 */
export const enquirySourceKey = (source: EnquirySource | undefined): string =>
  source?.utmSource || source?.referrerHost || DIRECT_SOURCE;

/** The instants a range of Turkish days covers: from the first's start to the last's end. */
export interface Span {
  from: Date;
  to: Date;
}

const spanOf = (from: string, to: string): Span => ({
  from: turkeyDayStart(from),
  to: turkeyDayEnd(to),
});

/** Enquiries (spam left out) of a span, counted by status and source. */
export interface EnquiryCountRow {
  status: EnquiryStatus;
  source: string;
  count: number;
}

/** A notification e-mail that gave up, with the sender's name. */
export type FailedEnquiryMail = EnquiryStats['failedMails'][number];

/** The figures' reads (part of core/domain/store.ts's DomainStore); spam is never counted. */
export interface EnquiryStatsStore {
  /** The enquiries created in the span, by status and {@link enquirySourceKey}. */
  enquiryCounts(span: Span): Promise<EnquiryCountRow[]>;
  /** The enquiries created in the span by Turkish day (days without any left out). */
  enquiryDays(span: Span): Promise<{ day: string; count: number }[]>;
  /** The enquiries created in the span by their `source.page` (those without one left out). */
  enquiryPages(span: Span): Promise<{ path: string; count: number }[]>;
  /**
   * The enquiries waiting to be called on `today` (core/domain/enquiry-status.ts
   * `isWaitingForCall`), the oldest first (as the inbox's `oldest`), at most `limit`, and how many.
   */
  waitingEnquiries(today: string, limit: number): Promise<{ items: Contact[]; count: number }>;
  /** The notification e-mails that gave up, the newest first, at most `limit`. */
  failedEnquiryMails(limit: number): Promise<FailedEnquiryMail[]>;
}

/** Most first; equal counts by their key, the same order on both sides (no locale). */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A week's figures from its counts: every status in order, the sources most first. */
export function enquiryWeekOf(from: string, to: string, rows: EnquiryCountRow[]): EnquiryWeek {
  const byStatus = new Map<string, number>();
  const bySource = new Map<string, number>();
  for (const row of rows) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.count);
  }
  return {
    from,
    to,
    total: rows.reduce((total, row) => total + row.count, 0),
    byStatus: ENQUIRY_STATUSES.map((key) => ({ key, count: byStatus.get(key) ?? 0 })),
    bySource: [...bySource]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || byKey(a.key, b.key)),
  };
}

/** The Monday (Turkish day) of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The range's pages: the enquiries' and the visits', the most enquiries first, then views. */
export function enquiryPagesOf(
  enquiries: { path: string; count: number }[],
  visits: { path: string; views: number; visitors: number }[],
): EnquiryStats['pages'] {
  const pages = new Map<string, EnquiryStats['pages'][number]>();
  const page = (path: string) => {
    let row = pages.get(path);
    if (!row) {
      row = { path, enquiries: 0, views: 0, visitors: 0, rate: null };
      pages.set(path, row);
    }
    return row;
  };
  for (const row of enquiries) page(row.path).enquiries += row.count;
  for (const row of visits) {
    const found = page(row.path);
    found.views += row.views;
    found.visitors += row.visitors;
  }
  for (const row of pages.values())
    row.rate = row.visitors > 0 ? row.enquiries / row.visitors : null;
  return [...pages.values()]
    .sort((a, b) => b.enquiries - a.enquiries || b.views - a.views || byKey(a.path, b.path))
    .slice(0, PAGE_LIMIT);
}

/** Every day of the range, the oldest first, zeros filled. */
function everyDay(from: string, to: string, rows: { day: string; count: number }[]) {
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  const days: EnquiryStats['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ day, count: counts.get(day) ?? 0 });
  return days;
}

/** The dashboard's enquiry figures (the Dashboard tag), on a store and a clock. */
export function enquiryStatsOperations(
  store: EnquiryStatsStore & Pick<VisitStore, 'visitTotals'>,
  now: () => Date = () => new Date(),
) {
  return {
    getEnquiryStats: async (query: { From?: string; To?: string }) => {
      const at = now();
      const { from, to } = statsRange(query, at);
      const today = turkeyDay(at);
      const monday = mondayOf(today);
      const lastMonday = addDays(monday, -7);
      const lastSunday = addDays(monday, -1);
      const range = spanOf(from, to);
      const [thisWeek, lastWeek, days, enquiryPages, visits, waiting, failedMails] =
        await Promise.all([
          store.enquiryCounts(spanOf(monday, today)),
          store.enquiryCounts(spanOf(lastMonday, lastSunday)),
          store.enquiryDays(range),
          store.enquiryPages(range),
          store.visitTotals(from, to),
          store.waitingEnquiries(today, STATS_LIST_LIMIT),
          store.failedEnquiryMails(STATS_LIST_LIMIT),
        ]);
      const stats: EnquiryStats = {
        from,
        to,
        thisWeek: enquiryWeekOf(monday, today, thisWeek),
        lastWeek: enquiryWeekOf(lastMonday, lastSunday, lastWeek),
        waiting: waiting.items,
        waitingCount: waiting.count,
        days: everyDay(from, to, days),
        pages: enquiryPagesOf(enquiryPages, visits.pages),
        failedMails,
      };
      return ok(stats);
    },
  };
}
