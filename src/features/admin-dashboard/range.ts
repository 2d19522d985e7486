// The dashboard's range rules: the screen's and its queries', split off with the panel's code; the
// route's own validateSearch (src/lib/route-search.ts) only keeps the URL's shape.
import { isDay } from '../../../core/domain/audit';
import { MAX_STATS_DAYS, VISIT_MESSAGES, addDays } from '../../../core/domain/visits';
import { formatDay, turkeyDay } from '../../../core/lib/turkey-time';
import type { DashboardRange, DashboardSearch } from '../../lib/route-search';

/** Each range's button, in the order they show. */
export const RANGE_LABELS: Readonly<Record<DashboardRange, string>> = {
  '7d': '7 gün',
  '30d': '30 gün',
  '12m': '12 ay',
  custom: 'Özel',
};

/** Where the dashboard opens: the last 30 days. */
const DEFAULT_RANGE: Exclude<DashboardRange, 'custom'> = '30d';

/** The days a preset range covers, up to today included. */
const PRESET_DAYS: Readonly<Record<Exclude<DashboardRange, 'custom'>, (today: string) => string>> =
  {
    '7d': (today) => addDays(today, -6),
    '30d': (today) => addDays(today, -29),
    // From the same day a year ago, the day after it: twelve months, today included.
    '12m': (today) => addDays(`${Number(today.slice(0, 4)) - 1}${today.slice(4, 10)}`, 1),
  };

const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** What the screen shows and asks for: the range, its days, and what is wrong with custom days. */
export interface DashboardView {
  range: DashboardRange;
  from: string;
  to: string;
  /** A custom range the server would refuse ('' when none): the preset's days are shown instead. */
  problem: string;
}

/**
 * The URL's range as days in Turkey (the contract's `From` and `To`, both included), counted back
 * from `now`. A custom range needs two real days in order, at most {@link MAX_STATS_DAYS} apart;
 * until then the default 30 days are shown, with the reason.
 */
export function dashboardView(search: DashboardSearch, now: number): DashboardView {
  const today = turkeyDay(now);
  const range = search.range ?? DEFAULT_RANGE;
  if (range !== 'custom') return { range, from: PRESET_DAYS[range](today), to: today, problem: '' };
  const fallback = { range, from: PRESET_DAYS[DEFAULT_RANGE](today), to: today };
  const { from, to } = search;
  if (!isDay(from) || !isDay(to))
    return { ...fallback, problem: 'Özel aralık için iki tarih seçin.' };
  if (from > to) return { ...fallback, problem: VISIT_MESSAGES.fromAfterTo };
  if (daysIn(from, to) > MAX_STATS_DAYS) return { ...fallback, problem: VISIT_MESSAGES.tooLong };
  return { range, from, to, problem: '' };
}

export { formatDay };

/** `06.12` for a chart's axis. */
export const formatShortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
