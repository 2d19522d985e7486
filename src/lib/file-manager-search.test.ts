import { describe, expect, it } from 'vitest';
import { FILE_MANAGER_SEARCH_DEFAULTS, parseFileManagerSearch } from './file-manager-search';

describe('file manager search params', () => {
  it('defaults to page 1, 10 a page, every category and status, no search', () => {
    expect(parseFileManagerSearch({})).toEqual(FILE_MANAGER_SEARCH_DEFAULTS);
    expect(FILE_MANAGER_SEARCH_DEFAULTS).toEqual({
      q: '',
      category: '',
      status: 'all',
      alt: '',
      page: 1,
      size: 10,
    });
  });

  it('keeps valid values', () => {
    const valid = {
      q: 'föy',
      category: 'Sertifika',
      status: 'inactive',
      alt: 'eksik',
      page: 3,
      size: 20,
    };
    expect(parseFileManagerSearch(valid)).toEqual(valid);
    expect(parseFileManagerSearch({ alt: 'hepsi' }).alt).toBe('');
    expect(parseFileManagerSearch({ status: 'active', page: '2', size: '50' })).toMatchObject({
      status: 'active',
      page: 2,
      size: 50,
    });
  });

  it('clamps the page size to 1..100 and floors fractions (docs/SPEC.md section 9)', () => {
    expect(parseFileManagerSearch({ size: 500 }).size).toBe(100);
    expect(parseFileManagerSearch({ size: 0 }).size).toBe(1);
    expect(parseFileManagerSearch({ size: -4 }).size).toBe(1);
    expect(parseFileManagerSearch({ size: 7.8 }).size).toBe(7);
    expect(parseFileManagerSearch({ size: 'çok' }).size).toBe(10);
  });

  it('falls back to page 1 for a page that is not a positive number', () => {
    for (const page of [0, -2, 'abc', null, Number.NaN, '']) {
      expect(parseFileManagerSearch({ page }).page).toBe(1);
    }
    expect(parseFileManagerSearch({ page: 4.6 }).page).toBe(4);
  });

  it('reads a numeric search text as text, ignores unknown statuses and other types', () => {
    expect(parseFileManagerSearch({ q: 9001 }).q).toBe('9001');
    expect(parseFileManagerSearch({ q: { a: 1 } }).q).toBe('');
    expect(parseFileManagerSearch({ status: 'deleted' }).status).toBe('all');
    expect(parseFileManagerSearch({ category: ['a'] }).category).toBe('');
    expect(parseFileManagerSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});
