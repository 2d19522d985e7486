import { describe, expect, it } from 'vitest';
import { differingFields, sameValue } from './kept-work';

describe('differingFields: what a kept copy changes', () => {
  it('names the top-level fields whose values differ, deep over lists and objects', () => {
    const start = { name: 'A', titles: ['x', ''], image: { url: '', file: null }, show: true };
    expect(differingFields(start, structuredClone(start))).toEqual([]);
    expect(
      differingFields({ ...start, titles: ['x', 'y'], image: { url: 'a.jpg', file: null } }, start),
    ).toEqual(['titles', 'image']);
  });

  it('treats an empty value and a missing one alike', () => {
    expect(sameValue({ fileId: null }, {})).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(false);
  });

  it('compares picked files by what they are, a copy read back included', () => {
    const photo = new File(['abc'], 'saha.jpg', { type: 'image/jpeg', lastModified: 1 });
    const readBack = new File(['abc'], 'saha.jpg', { type: 'image/jpeg', lastModified: 1 });
    const other = new File(['abcd'], 'saha.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(sameValue(photo, readBack)).toBe(true);
    expect(sameValue(photo, other)).toBe(false);
    expect(sameValue(photo, null)).toBe(false);
  });
});
