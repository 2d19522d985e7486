import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it("shows Turkey's date and time, to the minute or, for the audit log, to the second", () => {
    expect(formatDateTime('2026-11-24T11:05:09Z')).toBe('24.11.2026 14:05');
    expect(formatDateTime('2026-11-24T11:05:09Z', { seconds: true })).toBe('24.11.2026 14:05:09');
    expect(formatDateTime(null)).toBe('');
  });
});
