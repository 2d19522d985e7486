import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueOrder,
  cataloguePage,
  cataloguePageCount,
  cataloguePagePath,
} from './catalogue';

const products = (...ids: string[]) => ids.map((id) => ({ id }));

describe('catalogueOrder', () => {
  it('puts the placed products first in their order, then the others as listed', () => {
    const listed = products('a', 'b', 'c', 'd');
    expect(catalogueOrder(['c', 'a'], listed).map((p) => p.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('leaves out placed ids that are not published and repeats none', () => {
    const listed = products('a', 'b');
    expect(catalogueOrder(['x', 'b', 'b'], listed).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('is the listed order when nothing is placed', () => {
    expect(catalogueOrder([], products('a', 'b')).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('catalogue pages', () => {
  it('counts 24 a page, one page at least', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(24);
    expect(cataloguePageCount(0)).toBe(1);
    expect(cataloguePageCount(24)).toBe(1);
    expect(cataloguePageCount(25)).toBe(2);
  });

  it('slices a page and names its address', () => {
    const ids = Array.from({ length: 30 }, (_, index) => index);
    expect(cataloguePage(ids, 2)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(cataloguePagePath(1)).toBe('/urunler');
    expect(cataloguePagePath(2)).toBe('/urunler?sayfa=2');
  });
});
