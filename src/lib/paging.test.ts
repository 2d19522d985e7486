import { describe, expect, it } from 'vitest';
import {
  clampPage,
  clampPageSize,
  pageSizeOptions,
  pagingParams,
  parsePage,
  toPageIndex,
} from './paging';

describe('paging (docs/SPEC.md sections 4, 5, 9)', () => {
  it('turns the one-based UI page into the zero-based PageIndex', () => {
    expect(toPageIndex(1)).toBe(0);
    expect(toPageIndex(3)).toBe(2);
    expect(toPageIndex(0)).toBe(0);
    expect(toPageIndex(-5)).toBe(0);
  });

  it('builds PageIndex and PageSize with their floors and defaults, omitting what is not given', () => {
    expect(pagingParams(1, 100)).toEqual({ PageIndex: 0, PageSize: 100 });
    expect(pagingParams(Number.NaN, Number.NaN)).toEqual({ PageIndex: 0, PageSize: 10 });
    expect(pagingParams(2, 0)).toEqual({ PageIndex: 1, PageSize: 1 });
    expect(pagingParams()).toEqual({});
    expect(pagingParams(undefined, 20)).toEqual({ PageSize: 20 });
  });

  it('clamps the page between 1 and the number of pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('clamps the page size to 1..100, default 10', () => {
    expect([0, 1, 50, 100, 101, Number.NaN].map(clampPageSize)).toEqual([1, 1, 50, 100, 100, 10]);
  });

  it('offers the standard sizes, plus a size that came from the URL', () => {
    expect(pageSizeOptions(10, [5, 10, 20, 50])).toEqual([5, 10, 20, 50]);
    expect(pageSizeOptions(37, [5, 10, 20, 50])).toEqual([5, 10, 20, 37, 50]);
    expect(pageSizeOptions(400, [5, 10, 20, 50])).toEqual([5, 10, 20, 50, 100]);
  });
});

describe('parsePage', () => {
  it('keeps a page from 2 and drops anything else', () => {
    expect(parsePage(3)).toBe(3);
    expect(parsePage('2')).toBe(2);
    for (const page of [1, 0, -2, 1.5, 'abc', '', ' ', null, undefined]) {
      expect(parsePage(page)).toBeUndefined();
    }
  });
});
