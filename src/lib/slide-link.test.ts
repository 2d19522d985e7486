import { describe, expect, it } from 'vitest';
import { slideLink } from './slide-link';

describe('slideLink (home slider)', () => {
  it('uses the backend slug', () => {
    expect(slideLink({ id: '1', name: 'Poliüretan Enjeksiyon', slug: 'poliuretan' }, 0)).toBe(
      '/product/poliuretan',
    );
  });

  it('generates the slug from the name when there is none', () => {
    expect(slideLink({ id: '1', name: 'Halatlı Tel ile Beton Kesme', slug: null }, 2)).toBe(
      '/product/halatli-tel-ile-beton-kesme',
    );
    expect(slideLink({ name: 'Çatlak Onarımı' }, 0)).toBe('/product/catlak-onarimi');
  });

  it('falls back to the static page of its position without id and name', () => {
    expect([0, 1, 2, 3].map((position) => slideLink({ id: null, name: '' }, position))).toEqual([
      '/PoliuretanEnjeksiyon',
      '/KimyasalAnkraj',
      '/HalatliTelBetonKesme',
      '/AsilNunX',
    ]);
  });

  it("falls back to '/' beyond the four positions", () => {
    expect(slideLink({}, 4)).toBe('/');
    expect(slideLink({ name: '  ' }, 9)).toBe('/');
  });
});
