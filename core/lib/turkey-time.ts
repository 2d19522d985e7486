/**
 * Turkey's clock, and the one way the site writes a moment (docs/DESIGN.md section 7): the day
 * and month with two digits, the 24-hour time in Turkey, `06.12.2026 00:26` (with seconds in the
 * audit log, `06.12.2026 00:26:55`). The panel, the enquiry e-mail and the exports use it.
 *
 * Turkey keeps UTC+03:00 all year since September 2016, so one fixed offset is the whole rule:
 * the same in every browser, time zone and ICU build. Should Turkey change its clock again, this
 * module is the one place to change.
 */
export const TURKEY_OFFSET = '+03:00';
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `2026-12-06T00:26:55` for a moment: its wall-clock time in Turkey, or null for no moment. */
function turkeyWallClock(moment: string | number | Date | null | undefined): string | null {
  if (moment === null || moment === undefined) return null;
  const time = typeof moment === 'string' ? Date.parse(moment) : new Date(moment).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + TURKEY_OFFSET_MS).toISOString().slice(0, 19);
}

/**
 * A moment as the site writes it, in Turkey: `06.12.2026 00:26`, or with `seconds`
 * `06.12.2026 00:26:55`; '' for no valid moment.
 */
export function formatDateTime(
  moment: string | number | Date | null | undefined,
  { seconds = false } = {},
): string {
  const clock = turkeyWallClock(moment);
  if (!clock) return '';
  const [year, month, day] = clock.slice(0, 10).split('-');
  return `${day}.${month}.${year} ${clock.slice(11, seconds ? 19 : 16)}`;
}

/** The day a moment falls on in Turkey, as the contract writes days (`2026-12-06`). */
export function turkeyDay(moment: string | number | Date): string {
  const clock = turkeyWallClock(moment);
  if (!clock) throw new RangeError(`Not a moment: ${String(moment)}`);
  return clock.slice(0, 10);
}

/** The instant a day (`2026-12-06`) starts in Turkey. */
/** A contract day (`2026-12-06`) as the panel writes it: `06.12.2026`. */
export const formatDay = (day: string) => day.split('-').reverse().join('.');

export const turkeyDayStart = (day: string) => new Date(`${day}T00:00:00.000${TURKEY_OFFSET}`);

/** The instant the day after `day` starts in Turkey (the end of a day, excluded). */
export function turkeyDayEnd(day: string): Date {
  const end = turkeyDayStart(day);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** The value of a date-time input (2026-12-12T09:00) for a moment, in Turkey's time. */
export const turkeyInputValue = (iso: string) => turkeyWallClock(iso)?.slice(0, 16) ?? '';

/** The moment a date-time input's value names in Turkey's time; null for no valid value. */
export function fromTurkeyInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00.000${TURKEY_OFFSET}`);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  // A day the calendar does not have (30 February) would roll over to another.
  return turkeyInputValue(iso) === value ? iso : null;
}
