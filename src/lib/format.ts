const units = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * docs/SPEC.md section 9: sizes in Bytes, KB, MB or GB with 2 decimals (Turkish number format);
 * an unknown size reads 'Bilinmiyor'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0)
    return 'Bilinmiyor';
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${units[exponent]}`;
}

/** The product form shows sizes in MB with 2 decimals. */
export const formatMegabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;

/**
 * A date and time in Turkey, in Turkish (21.11.2026 14:05); `seconds` for the audit log's
 * entries (21.11.2026 14:05:09).
 */
export const formatDateTime = (iso: string | null | undefined, { seconds = false } = {}) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time)
    ? ''
    : new Intl.DateTimeFormat('tr-TR', {
        dateStyle: 'short',
        timeStyle: seconds ? 'medium' : 'short',
        timeZone: 'Europe/Istanbul',
      }).format(time);
};

/** A moment in Turkey as the panel names a schedule's time (12 Aralık 09:00). */
export const formatScheduleTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(Date.parse(iso));

/**
 * Turkey's clock, UTC+03:00 all year since September 2016 (as core/domain/audit.ts reads the
 * audit log's days): a date-time input's value is a time there, wherever the browser is.
 */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The value of a date-time input (2026-12-12T09:00) for a moment, in Turkey's time. */
export const turkeyInputValue = (iso: string) =>
  new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString().slice(0, 16);

/** The moment a date-time input's value names in Turkey's time; null for no valid value. */
export function fromTurkeyInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00.000+03:00`);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  // A day the calendar does not have (30 February) would roll over to another.
  return turkeyInputValue(iso) === value ? iso : null;
}
