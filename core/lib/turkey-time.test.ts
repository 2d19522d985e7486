import { describe, expect, it } from 'vitest';
import { formatDateTime, fromTurkeyInput, turkeyDay, turkeyInputValue } from './turkey-time.ts';

describe('formatDateTime: one way to write a moment (docs/DESIGN.md section 7)', () => {
  it('writes a one-digit day and month with two digits: 6 January in Turkey', () => {
    // Still 5 January in UTC: the day is Turkey's.
    expect(formatDateTime('2027-01-05T21:05:09.000Z')).toBe('06.01.2027 00:05');
    expect(formatDateTime('2027-01-05T21:05:09.000Z', { seconds: true })).toBe(
      '06.01.2027 00:05:09',
    );
  });

  it('writes a two-digit day and month as they are, to the minute or to the second', () => {
    expect(formatDateTime('2026-11-24T11:05:09Z')).toBe('24.11.2026 14:05');
    expect(formatDateTime('2026-11-24T11:05:09Z', { seconds: true })).toBe('24.11.2026 14:05:09');
    expect(formatDateTime('2026-12-12T06:00:00.000Z')).toBe('12.12.2026 09:00');
  });

  it('turns the year at midnight in Turkey, three hours before UTC does', () => {
    expect(formatDateTime('2026-12-31T20:59:59.999Z', { seconds: true })).toBe(
      '31.12.2026 23:59:59',
    );
    expect(formatDateTime('2026-12-31T21:00:00.000Z', { seconds: true })).toBe(
      '01.01.2027 00:00:00',
    );
  });

  it('takes a Date or a number as well, and writes nothing for no moment', () => {
    const moment = Date.parse('2026-03-09T07:04:00Z');
    expect(formatDateTime(moment)).toBe('09.03.2026 10:04');
    expect(formatDateTime(new Date(moment))).toBe('09.03.2026 10:04');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe("turkeyDay: the day a moment falls on in Turkey (the audit log's From and To)", () => {
  it('starts at 21:00 UTC of the day before', () => {
    expect(turkeyDay('2026-12-31T20:59:59.999Z')).toBe('2026-12-31');
    expect(turkeyDay('2026-12-31T21:00:00.000Z')).toBe('2027-01-01');
    expect(turkeyDay(Date.parse('2027-01-05T21:05:09Z'))).toBe('2027-01-06');
    expect(() => turkeyDay('yarın')).toThrow(RangeError);
  });
});

describe("a date-time input's value, in Turkey's time wherever the browser is", () => {
  it('round-trips, and refuses what is no time or a day the calendar does not have', () => {
    expect(fromTurkeyInput('2026-12-12T09:00')).toBe('2026-12-12T06:00:00.000Z');
    expect(turkeyInputValue('2026-12-12T06:00:00.000Z')).toBe('2026-12-12T09:00');
    expect(fromTurkeyInput('2027-01-01T00:30')).toBe('2026-12-31T21:30:00.000Z');
    expect(turkeyInputValue('2026-12-31T21:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(fromTurkeyInput('')).toBeNull();
    expect(fromTurkeyInput('2026-02-30T09:00')).toBeNull();
  });
});
