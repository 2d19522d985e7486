import { describe, expect, it } from 'vitest';
import { missingAltTextSummary, publicImagePaths, rowsMissingAltText } from './alt-text';

const image = (path: string, altText = '') => ({
  id: path,
  name: path,
  path,
  contentType: 'image/jpeg',
  size: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  altText,
});

describe('images without alt text', () => {
  const paths = publicImagePaths(
    [
      { bannerImageUrl: '/uploads/banner.jpg', productMainImage: image('/uploads/main.jpg') },
      { galleryImages: ['/uploads/gallery.jpg', ''] },
    ],
    [
      { isActive: true, previewImageFile: image('/uploads/preview.jpg') },
      { isActive: false, previewImageFile: image('/uploads/hidden.jpg') },
    ],
  );

  it('are the public ones only', () => {
    expect([...paths].sort()).toEqual([
      '/uploads/banner.jpg',
      '/uploads/gallery.jpg',
      '/uploads/main.jpg',
      '/uploads/preview.jpg',
    ]);
  });

  it('are marked for system image files without text, shown on the site', () => {
    const rows = [
      { key: 'file:1', kind: 'system' as const, file: image('/uploads/banner.jpg') },
      { key: 'file:2', kind: 'system' as const, file: image('/uploads/main.jpg', 'Ankraj') },
      { key: 'file:3', kind: 'system' as const, file: image('/uploads/unused.jpg') },
      { key: 'file:4', kind: 'system' as const, file: image('/uploads/hidden.jpg') },
      {
        key: 'file:5',
        kind: 'system' as const,
        file: { ...image('/uploads/gallery.jpg'), contentType: 'application/pdf' },
      },
      { key: 'document:6', kind: 'document' as const, file: image('/uploads/preview.jpg') },
      { key: 'file:7', kind: 'system' as const, file: image('/uploads/preview.jpg', '   ') },
    ];
    expect([...rowsMissingAltText(rows, paths)]).toEqual(['file:1', 'file:7']);
    expect(missingAltTextSummary(2)).toBe(
      'Sitede kullanılan 2 görselin alternatif metni yok. Görme engelli ziyaretçiler ve arama motorları bu görsellerde ne olduğunu bilemez.',
    );
  });
});
