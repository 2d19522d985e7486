import { describe, expect, it } from 'vitest';
import { productPath, slugify } from './slug';

describe('slugify (docs/SPEC.md section 3)', () => {
  it.each([
    ['Poliüretan Enjeksiyon', 'poliuretan-enjeksiyon'],
    ['Kimyasal Ankraj ve Filiz Ekimi', 'kimyasal-ankraj-ve-filiz-ekimi'],
    ['Halatlı Tel ile Beton Kesme', 'halatli-tel-ile-beton-kesme'],
    ['Çatlak Onarımı', 'catlak-onarimi'],
    ['Su Yalıtımı', 'su-yalitimi'],
    ['AsilNunX Enjeksiyon Reçinesi', 'asilnunx-enjeksiyon-recinesi'],
  ])('maps the seed product %s to %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('maps every Turkish letter, upper and lower case, to ASCII', () => {
    expect(slugify('ÇĞİÖŞÜ çğıöşü')).toBe('cgiosu-cgiosu');
    expect(slugify('IŞIK ılık')).toBe('isik-ilik');
  });

  it('drops other characters, collapses repeated hyphens and trims them', () => {
    expect(slugify('  Epoksi & Enjeksiyon -- (2024) / Sınıf A!  ')).toBe(
      'epoksi-enjeksiyon-2024-sinif-a',
    );
    expect(slugify('---Karot---ile---Delme---')).toBe('karot-ile-delme');
    expect(slugify('Beton    Kesme')).toBe('beton-kesme');
  });

  it('returns an empty slug when nothing usable is left', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('')).toBe('');
  });
});

describe('productPath', () => {
  it('prefers the backend slug', () => {
    expect(productPath({ slug: 'ozel-slug', name: 'Poliüretan Enjeksiyon' })).toBe(
      '/product/ozel-slug',
    );
  });

  it('generates the slug from the name when the backend has none', () => {
    expect(productPath({ slug: '', name: 'Çatlak Onarımı' })).toBe('/product/catlak-onarimi');
    expect(productPath({ slug: null, name: 'Su Yalıtımı' })).toBe('/product/su-yalitimi');
  });

  it('is /products without a product', () => {
    expect(productPath(null)).toBe('/products');
  });
});
