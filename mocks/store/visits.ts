import type { VisitStore, VisitTotals } from '../../core/domain/visits';
import type { MockDb, MockVisits } from '../db';

export const emptyVisits = (): MockVisits => ({
  salts: {},
  visitors: [],
  days: [],
  pages: [],
  referrers: [],
  campaigns: [],
  devices: [],
  events: [],
});

/** Adds `row`'s numbers to the stored row with the same key, or stores it. */
function addTo<T extends object>(rows: T[], row: T, key: (keyof T)[], counts: (keyof T)[]) {
  const same = rows.find((stored) => key.every((name) => stored[name] === row[name]));
  if (!same) {
    rows.push({ ...row });
    return;
  }
  for (const name of counts) (same[name] as number) += row[name] as number;
}

/** Sums `rows` of the range by `key`. */
function sums<T extends { day: string }, K extends keyof T, C extends keyof T>(
  rows: readonly T[],
  from: string,
  to: string,
  key: K[],
  counts: C[],
): Pick<T, K | C>[] {
  const totals = new Map<string, Pick<T, K | C>>();
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    const id = JSON.stringify(key.map((name) => row[name]));
    const total = totals.get(id);
    if (!total) {
      totals.set(id, Object.fromEntries([...key, ...counts].map((n) => [n, row[n]])) as never);
    } else for (const name of counts) (total[name] as number) += row[name] as number;
  }
  return [...totals.values()];
}

/** The mocks' visits (core/domain/visits.ts), on {@link MockDb}'s state. */
export function createVisitStore(db: MockDb): VisitStore {
  const visits = () => (db.state.visits ??= emptyVisits());
  return {
    visitSalt: async (day, fresh) => {
      const state = visits();
      state.salts[day] ??= fresh;
      db.changed();
      return state.salts[day];
    },
    addVisits: async (batch) => {
      const state = visits();
      const known = new Set(state.visitors);
      const fresh = new Map<string, number>();
      for (const { day, path, hash } of batch.visitors) {
        const id = [day, path ?? '', hash].join(' ');
        if (known.has(id)) continue;
        known.add(id);
        state.visitors.push(id);
        fresh.set(`${day} ${path ?? ''}`, (fresh.get(`${day} ${path ?? ''}`) ?? 0) + 1);
      }
      const newVisitors = (day: string, path = '') => fresh.get(`${day} ${path}`) ?? 0;
      for (const row of batch.days) {
        addTo(
          state.days,
          { ...row, visitors: newVisitors(row.day) },
          ['day'],
          ['views', 'visitors'],
        );
      }
      for (const row of batch.pages) {
        const page = { ...row, visitors: newVisitors(row.day, row.path) };
        addTo(state.pages, page, ['day', 'path'], ['views', 'visitors']);
      }
      for (const row of batch.referrers) addTo(state.referrers, row, ['day', 'host'], ['views']);
      for (const row of batch.campaigns) {
        addTo(state.campaigns, row, ['day', 'utmSource', 'utmMedium', 'utmCampaign'], ['views']);
      }
      for (const row of batch.devices) addTo(state.devices, row, ['day', 'device'], ['views']);
      for (const row of batch.events) addTo(state.events, row, ['day', 'path', 'kind'], ['count']);
      db.changed();
    },
    visitTotals: async (from, to): Promise<VisitTotals> => {
      const state = visits();
      return {
        days: sums(state.days, from, to, ['day'], ['views', 'visitors']),
        pages: sums(state.pages, from, to, ['path'], ['views', 'visitors']),
        referrers: sums(state.referrers, from, to, ['host'], ['views']),
        campaigns: sums(
          state.campaigns,
          from,
          to,
          ['utmSource', 'utmMedium', 'utmCampaign'],
          ['views'],
        ),
        devices: sums(state.devices, from, to, ['device'], ['views']),
        events: sums(state.events, from, to, ['path', 'kind'], ['count']),
      };
    },
    forgetVisitorsBefore: async (day) => {
      const state = visits();
      state.visitors = state.visitors.filter((id) => id.slice(0, 10) >= day);
      state.salts = Object.fromEntries(Object.entries(state.salts).filter(([d]) => d >= day));
      db.changed();
    },
    deleteVisitsBefore: async (day) => {
      const state = visits();
      let deleted = 0;
      for (const name of [
        'days',
        'pages',
        'referrers',
        'campaigns',
        'devices',
        'events',
      ] as const) {
        const kept = (state[name] as { day: string }[]).filter((row) => row.day >= day);
        deleted += state[name].length - kept.length;
        (state[name] as { day: string }[]) = kept;
      }
      if (deleted > 0) db.changed();
      return deleted;
    },
  };
}
