import { describe, expect, it } from 'vitest';
import {
  imageDetailsOf,
  uploadPathsIn,
  variantFormatsFor,
  variantPath,
  variantSources,
  variantWidthsFor,
  withImages,
  withoutImages,
} from './image-variants';

const ID = '3F6C1A2B-8D4E-4F5A-9B6C-7D8E9F0A1B2C';

describe('variant widths', () => {
  it('are the standard widths, never wider than the original', () => {
    expect(variantWidthsFor(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidthsFor(500)).toEqual([320, 500]);
    expect(variantWidthsFor(200)).toEqual([200]);
    expect(variantWidthsFor(0)).toEqual([]);
  });

  it('come in AVIF and WebP, with JPEG or (transparent) PNG as the fallback', () => {
    expect(variantFormatsFor(false)).toEqual(['avif', 'webp', 'jpeg']);
    expect(variantFormatsFor(true)).toEqual(['avif', 'webp', 'png']);
  });
});

describe('variant URLs', () => {
  it('follow the documented scheme, with the id in lower case', () => {
    expect(variantPath(ID, 640, 'jpeg')).toBe(`/uploads/_v/${ID.toLowerCase()}/640.jpg`);
    expect(variantPath(ID, 320, 'avif')).toBe(`/uploads/_v/${ID.toLowerCase()}/320.avif`);
  });

  it('make one srcset per format, best format first, on the backend address', () => {
    const sources = variantSources(
      { id: ID, variants: { widths: [640, 320], formats: ['jpeg', 'avif', 'webp'] } },
      (path) => `https://api.example${path}`,
    );
    expect(sources.map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    const id = ID.toLowerCase();
    expect(sources[0]).toMatchObject({
      srcSet: `https://api.example/uploads/_v/${id}/320.avif 320w, https://api.example/uploads/_v/${id}/640.avif 640w`,
      largest: `https://api.example/uploads/_v/${id}/640.avif`,
    });
  });

  it('are none when only the original exists', () => {
    expect(variantSources({ id: ID, variants: null })).toEqual([]);
    expect(variantSources({ id: ID, variants: { widths: [], formats: ['jpeg'] } })).toEqual([]);
  });
});

describe('the images of a record', () => {
  const banner = {
    id: ID,
    path: '/uploads/banner.jpg',
    contentType: 'image/jpeg',
    width: 4032,
    height: 3024,
    placeholder: '#336699',
    altText: 'Tünelde enjeksiyon',
    variants: { widths: [320, 640], formats: ['avif', 'webp', 'jpeg'] },
  };

  it('finds every upload path, also in embedded records, once', () => {
    const record = {
      bannerImageUrl: '/uploads/banner.jpg',
      gallery: ['/uploads/a.svg', '', 'https://elsewhere.example/x.jpg', '/uploads/a.svg'],
      products: [{ productMainImage: { path: '/uploads/b.png' } }],
    };
    expect([...uploadPathsIn(record)]).toEqual([
      '/uploads/banner.jpg',
      '/uploads/a.svg',
      '/uploads/b.png',
    ]);
  });

  it('lists the stored images among them, and replaces what a record brought along', async () => {
    const record = {
      bannerImageUrl: '/uploads/banner.jpg',
      other: '/uploads/missing.jpg',
      images: [{ stale: true }],
    };
    const result = await withImages(record, (paths) => {
      expect(paths).toEqual(['/uploads/banner.jpg', '/uploads/missing.jpg']);
      return [banner];
    });
    expect(result.images).toEqual([
      {
        id: ID,
        path: '/uploads/banner.jpg',
        width: 4032,
        height: 3024,
        placeholder: '#336699',
        altText: 'Tünelde enjeksiyon',
        variants: { widths: [320, 640], formats: ['avif', 'webp', 'jpeg'] },
      },
    ]);
    expect(withoutImages(result)).not.toHaveProperty('images');
  });

  it('leaves documents out', () => {
    expect(imageDetailsOf({ ...banner, contentType: 'application/pdf' })).toBeNull();
  });
});
