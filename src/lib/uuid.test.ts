import { describe, expect, it } from 'vitest';
import { isUuid, uuidsOnly } from './uuid';

describe('isUuid', () => {
  it('accepts UUIDs', () => {
    expect(isUuid('3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c')).toBe(true);
    expect(isUuid('00000001-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid(' 3F6C1A2B-8D4E-4F5A-9B6C-7D8E9F0A1B2C ')).toBe(true);
  });

  it('refuses paths, numbers and empty values', () => {
    for (const value of [
      '',
      '/uploads/a.svg',
      '12',
      'abc',
      null,
      undefined,
      42,
      '3f6c1a2b-8d4e-4f5a-9b6c',
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });

  it('keeps only the UUIDs of a list, once each', () => {
    expect(
      uuidsOnly([
        '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c',
        '',
        '/uploads/x.svg',
        null,
        '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c',
      ]),
    ).toEqual(['3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c']);
  });
});
