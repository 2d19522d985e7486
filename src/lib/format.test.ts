import { describe, expect, it } from 'vitest';
import { formatDateTime, formatScheduleTime, fromTurkeyInput, turkeyInputValue } from './format';

describe('formatDateTime', () => {
  it("shows Turkey's date and time, to the minute or, for the audit log, to the second", () => {
    expect(formatDateTime('2026-11-24T11:05:09Z')).toBe('24.11.2026 14:05');
    expect(formatDateTime('2026-11-24T11:05:09Z', { seconds: true })).toBe('24.11.2026 14:05:09');
    expect(formatDateTime(null)).toBe('');
  });
});

describe("a schedule's time, in Turkey's time wherever the browser is", () => {
  it('names it as the panel shows it, and round-trips a date-time input', () => {
    expect(formatScheduleTime('2026-12-12T06:00:00.000Z')).toBe('12 Aralık 09:00');
    expect(fromTurkeyInput('2026-12-12T09:00')).toBe('2026-12-12T06:00:00.000Z');
    expect(turkeyInputValue('2026-12-12T06:00:00.000Z')).toBe('2026-12-12T09:00');
    expect(fromTurkeyInput('')).toBeNull();
    expect(fromTurkeyInput('2026-02-30T09:00')).toBeNull();
  });
});
