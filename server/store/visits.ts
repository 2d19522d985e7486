import { and, asc, between, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeviceClass, VisitEventKind } from '../../src/api/generated/backend/model/index.ts';
import type { VisitBatch, VisitStore } from '../../core/domain/visits.ts';
import type { Db } from '../db/open.ts';
import {
  visitCampaigns,
  visitDays,
  visitDevices,
  visitEvents,
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
        for (const rows of chunks(sorted(batch.pages, (row) => `${row.day} ${row.path}`))) {
          await tx
            .insert(visitPages)
            .values(rows.map((row) => ({ ...row, visitors: newVisitors(row.day, row.path) })))
            .onConflictDoUpdate({
              target: [visitPages.day, visitPages.path],
              set: { views: added(visitPages.views), visitors: added(visitPages.visitors) },
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
        db
          .select({
            path: visitPages.path,
            views: total(visitPages.views),
            visitors: total(visitPages.visitors),
          })
          .from(visitPages)
          .where(between(visitPages.day, from, to))
          .groupBy(visitPages.path),
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
