import { describe, expect, it } from 'vitest';
import { ABOUT_GALLERY_MAX, aboutGalleryPaths, partnerLogoAlt } from './about-content';

describe('partnerLogoAlt', () => {
  it('names the company from the file name', () => {
    expect(partnerLogoAlt('/uploads/referans-tasoren-yapi-logo.svg', 0)).toBe(
      'Tasoren Yapi logosu',
    );
    expect(partnerLogoAlt('https://cdn.example.com/logos/Mavikaya_Insaat.png?v=2', 1)).toBe(
      'Mavikaya Insaat logosu',
    );
  });

  it('drops the id an upload puts in front of the name', () => {
    expect(
      partnerLogoAlt('/uploads/3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b-ozbirlik-yapi.svg', 4),
    ).toBe('Ozbirlik Yapi logosu');
  });

  it('keeps Turkish letters of an encoded name and capitalises them the Turkish way', () => {
    expect(partnerLogoAlt('/uploads/%C4%B1%C5%9F%C4%B1k-in%C5%9Faat.svg', 0)).toBe(
      'Işık İnşaat logosu',
    );
  });

  it("falls back to 'İş ortağı logosu {n}' when the name says nothing", () => {
    expect(partnerLogoAlt('/uploads/logo.svg', 0)).toBe('İş ortağı logosu 1');
    expect(partnerLogoAlt('/uploads/12345.png', 18)).toBe('İş ortağı logosu 19');
    expect(partnerLogoAlt('/uploads/', 2)).toBe('İş ortağı logosu 3');
  });
});

describe('aboutGalleryPaths (docs/SPEC.md section 9: at most 4 images)', () => {
  const image = (name: string) => ({ path: `/uploads/${name}.svg`, contentType: 'image/svg+xml' });

  it('keeps the first four images in page order', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map(image);
    expect(ABOUT_GALLERY_MAX).toBe(4);
    expect(aboutGalleryPaths(files)).toEqual([
      '/uploads/a.svg',
      '/uploads/b.svg',
      '/uploads/c.svg',
      '/uploads/d.svg',
    ]);
  });

  it('skips files that are not images or have no path, and reads older field names', () => {
    expect(
      aboutGalleryPaths([
        { path: '/uploads/teknik-foy.pdf', contentType: 'application/pdf' },
        { path: '  ', contentType: 'image/png' },
        { url: '/uploads/eski.jpg', mimeType: 'image/jpeg' },
        image('yeni'),
      ]),
    ).toEqual(['/uploads/eski.jpg', '/uploads/yeni.svg']);
    expect(aboutGalleryPaths([])).toEqual([]);
  });
});
