import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  describeValue,
  readConflict,
  resolvedBody,
  type VersionConflict,
} from './version-conflict';

const conflict: VersionConflict = {
  conflicts: [
    { field: 'name', base: 'A', theirs: 'Onların', yours: 'Benim' },
    { field: 'titles', base: [], theirs: ['x'], yours: ['y', 'z'] },
  ],
  merged: { id: '1', name: 'Onların', titles: ['x'], homePageSubtitle: 'Onların alt başlığı' },
  version: '"v2"',
};

describe('version conflicts (issue 22 section 1)', () => {
  it('reads a 412 with its conflicts, and nothing else', () => {
    const refused = new ApiError({ status: 412, message: 'x', body: { ...conflict, data: null } });
    expect(readConflict(refused)).toEqual(conflict);
    expect(readConflict(new ApiError({ status: 409, message: 'x', body: conflict }))).toBeNull();
    expect(readConflict(new Error('x'))).toBeNull();
  });

  it('resolves with the merged record and the fields kept as typed', () => {
    expect(resolvedBody(conflict, { name: 'yours', titles: 'theirs' })).toEqual({
      id: '1',
      name: 'Benim',
      titles: ['x'],
      homePageSubtitle: 'Onların alt başlığı',
    });
  });

  it('shows values readably: lists joined, empty said, long text cut', () => {
    expect(describeValue(['Bir', '', 'İki'])).toBe('Bir; İki');
    expect(describeValue(null)).toBe('(boş)');
    expect(describeValue(true)).toBe('Evet');
    expect(describeValue({ url: '/a.png', fileId: '1' })).toBe('/a.png');
    const shown = describeValue('a'.repeat(500));
    expect(shown).toHaveLength(200);
    expect(shown.endsWith('…')).toBe(true);
  });
});
