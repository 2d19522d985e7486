import { and, asc, between, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeviceClass, VisitEventKind } from '../../src/api/generated/backend/model/index.ts';
import { addDays, type VisitBatch, type VisitStore } from '../../core/domain/visits.ts';
import type { Db } from '../db/open.ts';
import {
  visitCampaigns,
  visitDays,
  visitDevices,
  visitEvents,
  visitPageMonths,
  visitPages,
  visitReferrers,
  visitSalts,
  visitVisitors,
} from '../db/schema.ts';

/** Rows a statement at most (a few parameters each, well under PostgreSQL's 65535). */
const CHUNK = 2000;

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/** The same order in every replica, so that two writes lock their rows in one order. */
const sorted = <T>(rows: readonly T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** `column = column + excluded.column`: a write adds to what is stored. */
const added = (column: PgColumn) => sql`${column} + excluded.${sql.identifier(column.name)}`;

const total = (column: PgColumn): SQL<number> =>
  sql`coalesce(sum(${column}), 0)`.mapWith(Number) as SQL<number>;

/** The first day of the month `day` (YYYY-MM-DD) falls in. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month that starts on `month`. */
const monthEnd = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month (months count from 0 in Date.UTC) is this month's last.
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/**
 * The Turkish days `from` to `to` as the whole months inside them (read from the monthly sums)
 * and the days before and after those (read day by day); null where there is none.
 */
export function monthSplit(from: string, to: string) {
  const first = from === monthOf(from) ? from : addDays(monthEnd(monthOf(from)), 1);
  const last =
    addDays(to, 1) === monthOf(addDays(to, 1)) ? monthOf(to) : monthOf(addDays(monthOf(to), -1));
  if (first > last || monthEnd(last) > to) return { months: null, days: [[from, to]] as const };
  const days: (readonly [string, string])[] = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  if (monthEnd(last) < to) days.push([addDays(monthEnd(last), 1), to]);
  return { months: [first, last] as const, days };
}

/**
 * The views and visitors of each page over the days `from` to `to`: the whole months from
 * {@link visitPageMonths}, the days around them from {@link visitPages}, summed in one statement.
 */
export async function pageTotals(db: Db, from: string, to: string) {
  const split = monthSplit(from, to);
  const parts: SQL[] = split.days.map(
    ([first, last]) =>
      sql`select ${visitPages.path} as path, ${visitPages.views} as views, ${visitPages.visitors} as visitors
          from ${visitPages} where ${visitPages.day} between ${first}::date and ${last}::date`,
  );
  if (split.months) {
    const [first, last] = split.months;
    parts.push(
      sql`select ${visitPageMonths.path}, ${visitPageMonths.views}, ${visitPageMonths.visitors}
          from ${visitPageMonths} where ${visitPageMonths.month} between ${first}::date and ${last}::date`,
    );
  }
  const result = await db.execute(
    sql`select path, sum(views) as views, sum(visitors) as visitors
        from (${sql.join(parts, sql` union all `)}) as parts group by path`,
  );
  const rows = (result as unknown as { rows: { path: string; views: string; visitors: string }[] })
    .rows;
  return rows.map((row) => ({
    path: row.path,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/**
 * The visits' aggregates (core/domain/visits.ts), shared by every replica: each batch adds its
 * counts (`ON CONFLICT ... DO UPDATE SET views = views + excluded.views`), and a visitor counts
 * once a day and page: only the hashes `INSERT ... ON CONFLICT DO NOTHING RETURNING` took.
 */
export function createVisitStore(db: Db): VisitStore {
  return {
    visitSalt: async (day, fresh) => {
      await db.insert(visitSalts).values({ day, salt: fresh }).onConflictDoNothing();
      const [row] = await db
        .select({ salt: visitSalts.salt })
        .from(visitSalts)
        .where(sql`${visitSalts.day} = ${day}`);
      if (!row) throw new Error(`No salt for ${day}.`);
      return row.salt;
    },

    addVisits: (batch: VisitBatch) =>
      db.transaction(async (tx) => {
        const fresh = new Map<string, number>();
        const visitors = sorted(
          batch.visitors.map((row) => ({ day: row.day, path: row.path ?? '', hash: row.hash })),
          (row) => `${row.day} ${row.path} ${row.hash}`,
        );
        for (const rows of chunks(visitors)) {
          const taken = await tx
            .insert(visitVisitors)
            .values(rows)
            .onConflictDoNothing()
            .returning({ day: visitVisitors.day, path: visitVisitors.path });
          for (const { day, path } of taken) {
            const key = `${day} ${path}`;
            fresh.set(key, (fresh.get(key) ?? 0) + 1);
          }
        }
        const newVisitors = (day: string, path = '') => fresh.get(`${day} ${path}`) ?? 0;
        const days = sorted(batch.days, (row) => row.day);
        for (const rows of chunks(days)) {
          await tx
            .insert(visitDays)
            .values(rows.map((row) => ({ ...row, visitors: newVisitors(row.day) })))
            .onConflictDoUpdate({
              target: visitDays.day,
              set: { views: added(visitDays.views), visitors: added(visitDays.visitors) },
            });
        }
        const pages = batch.pages.map((row) => ({
          ...row,
          visitors: newVisitors(row.day, row.path),
        }));
        for (const rows of chunks(sorted(pages, (row) => `${row.day} ${row.path}`))) {
          await tx
            .insert(visitPages)
            .values(rows)
            .onConflictDoUpdate({
              target: [visitPages.day, visitPages.path],
              set: { views: added(visitPages.views), visitors: added(visitPages.visitors) },
            });
        }
        const months = new Map<
          string,
          { month: string; path: string; views: number; visitors: number }
        >();
        for (const row of pages) {
          const key = `${monthOf(row.day)} ${row.path}`;
          const sum = months.get(key) ?? {
            month: monthOf(row.day),
            path: row.path,
            views: 0,
            visitors: 0,
          };
          sum.views += row.views;
          sum.visitors += row.visitors;
          months.set(key, sum);
        }
        for (const rows of chunks(
          sorted([...months.values()], (row) => `${row.month} ${row.path}`),
        )) {
          await tx
            .insert(visitPageMonths)
            .values(rows)
            .onConflictDoUpdate({
              target: [visitPageMonths.month, visitPageMonths.path],
              set: {
                views: added(visitPageMonths.views),
                visitors: added(visitPageMonths.visitors),
              },
            });
        }
        for (const rows of chunks(sorted(batch.referrers, (row) => `${row.day} ${row.host}`))) {
          await tx
            .insert(visitReferrers)
            .values(rows)
            .onConflictDoUpdate({
              target: [visitReferrers.day, visitReferrers.host],
              set: { views: added(visitReferrers.views) },
            });
        }
        const campaigns = batch.campaigns.map((row) => ({
          day: row.day,
          utmSource: row.utmSource ?? '',
          utmMedium: row.utmMedium ?? '',
          utmCampaign: row.utmCampaign ?? '',
          views: row.views,
        }));
        const campaignKey = (row: (typeof campaigns)[number]) =>
          [row.day, row.utmSource, row.utmMedium, row.utmCampaign].join('\u0000');
        for (const rows of chunks(sorted(campaigns, campaignKey))) {
          await tx
            .insert(visitCampaigns)
            .values(rows)
            .onConflictDoUpdate({
              target: [
                visitCampaigns.day,
                visitCampaigns.utmSource,
                visitCampaigns.utmMedium,
                visitCampaigns.utmCampaign,
              ],
              set: { views: added(visitCampaigns.views) },
            });
        }
        for (const rows of chunks(sorted(batch.devices, (row) => `${row.day} ${row.device}`))) {
          await tx
            .insert(visitDevices)
            .values(rows)
            .onConflictDoUpdate({
              target: [visitDevices.day, visitDevices.device],
              set: { views: added(visitDevices.views) },
            });
        }
        const events = sorted(batch.events, (row) => `${row.day} ${row.path} ${row.kind}`);
        for (const rows of chunks(events)) {
          await tx
            .insert(visitEvents)
            .values(rows)
            .onConflictDoUpdate({
              target: [visitEvents.day, visitEvents.path, visitEvents.kind],
              set: { count: added(visitEvents.count) },
            });
        }
      }),

    visitTotals: async (from, to) => {
      const [days, pages, referrers, campaigns, devices, events] = await Promise.all([
        db
          .select({ day: visitDays.day, views: visitDays.views, visitors: visitDays.visitors })
          .from(visitDays)
          .where(between(visitDays.day, from, to))
          .orderBy(asc(visitDays.day)),
        pageTotals(db, from, to),
        db
          .select({ host: visitReferrers.host, views: total(visitReferrers.views) })
          .from(visitReferrers)
          .where(between(visitReferrers.day, from, to))
          .groupBy(visitReferrers.host),
        db
          .select({
            utmSource: visitCampaigns.utmSource,
            utmMedium: visitCampaigns.utmMedium,
            utmCampaign: visitCampaigns.utmCampaign,
            views: total(visitCampaigns.views),
          })
          .from(visitCampaigns)
          .where(between(visitCampaigns.day, from, to))
          .groupBy(visitCampaigns.utmSource, visitCampaigns.utmMedium, visitCampaigns.utmCampaign),
        db
          .select({ device: visitDevices.device, views: total(visitDevices.views) })
          .from(visitDevices)
          .where(between(visitDevices.day, from, to))
          .groupBy(visitDevices.device),
        db
          .select({
            path: visitEvents.path,
            kind: visitEvents.kind,
            count: total(visitEvents.count),
          })
          .from(visitEvents)
          .where(between(visitEvents.day, from, to))
          .groupBy(visitEvents.path, visitEvents.kind),
      ]);
      return {
        days,
        pages,
        referrers,
        campaigns: campaigns.map((row) => ({
          utmSource: row.utmSource || null,
          utmMedium: row.utmMedium || null,
          utmCampaign: row.utmCampaign || null,
          views: row.views,
        })),
        devices: devices.map((row) => ({ device: row.device as DeviceClass, views: row.views })),
        events: events.map((row) => ({ ...row, kind: row.kind as VisitEventKind })),
      };
    },

    forgetVisitorsBefore: async (day) => {
      await db.delete(visitVisitors).where(lt(visitVisitors.day, day));
      await db.delete(visitSalts).where(lt(visitSalts.day, day));
    },

    deleteVisitsBefore: async (day) => {
      // The month `day` falls in keeps the sum of the days left of it; the months before go.
      await db.transaction(async (tx) => {
        const month = monthOf(day);
        await tx.delete(visitPageMonths).where(lte(visitPageMonths.month, month));
        await tx.execute(sql`insert into ${visitPageMonths} (month, path, views, visitors)
          select ${month}::date, ${visitPages.path}, sum(${visitPages.views}), sum(${visitPages.visitors})
          from ${visitPages}
          where ${visitPages.day} between ${day}::date and ${monthEnd(month)}::date
          group by ${visitPages.path}`);
      });
      let deleted = 0;
      for (const table of [
        visitDays,
        visitPages,
        visitReferrers,
        visitCampaigns,
        visitDevices,
        visitEvents,
      ]) {
        const rows = await db
          .delete(table)
          .where(and(lt(table.day, day)))
          .returning({ day: table.day });
        deleted += rows.length;
      }
      return deleted;
    },
  };
}
