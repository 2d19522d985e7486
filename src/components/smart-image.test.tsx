import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageCatalog } from './image-catalog';
import { SmartImage } from './smart-image';

const photo = {
  id: '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c',
  path: '/uploads/3f6c1a2b-banner.jpg',
  width: 4032,
  height: 3024,
  placeholder: '#52606d',
  altText: 'Bodrum perdesinde poliüretan enjeksiyon',
  variants: { widths: [320, 640], formats: ['avif', 'webp', 'jpeg'] },
};
const variant = (width: number, extension: string) =>
  `/uploads/_v/${photo.id}/${width}.${extension}`;

describe('SmartImage with a stored photo', () => {
  it('offers AVIF, WebP and JPEG widths, sized for its box, on its dominant colour', () => {
    const { container } = render(
      <ImageCatalog images={[photo]}>
        <SmartImage sources={[photo.path]} alt="Uygulama" width={480} height={320} />
      </ImageCatalog>,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${variant(320, 'avif')} 320w, ${variant(640, 'avif')} 640w`,
    );
    expect(sources[0]).toHaveAttribute('sizes', '480px');
    const image = screen.getByRole('img', { name: photo.altText });
    expect(image).toHaveAttribute('src', variant(640, 'jpg'));
    expect(image).toHaveAttribute(
      'srcset',
      `${variant(320, 'jpg')} 320w, ${variant(640, 'jpg')} 640w`,
    );
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.backgroundColor).toBe('rgb(82, 96, 109)');
  });

  it('keeps a decorative image silent, whatever its file says', () => {
    const { container } = render(
      <SmartImage sources={[photo.path]} images={[photo]} alt="" width={48} height={48} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '48px');
  });

  it('uses the caller’s text while the file has no alt text', () => {
    render(
      <SmartImage
        sources={[photo.path]}
        images={[{ ...photo, altText: '' }]}
        alt="Uygulama"
        width={480}
        height={320}
      />,
    );
    expect(screen.getByRole('img', { name: 'Uygulama' })).toBeInTheDocument();
  });

  it('falls back to the next source, then the placeholder, when the variants fail', () => {
    const { container } = render(
      <SmartImage
        sources={[photo.path, '/uploads/other.svg']}
        images={[photo]}
        alt="Uygulama"
        width={480}
        height={320}
      />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/other.svg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });

  it('draws an image without variants (an SVG, the mocks) from its path alone', () => {
    const { container } = render(
      <SmartImage
        sources={['/uploads/a.svg']}
        images={[{ id: photo.id, path: '/uploads/a.svg', variants: null, placeholder: null }]}
        alt="Çizim"
        width={1200}
        height={800}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/a.svg');
    expect(container.querySelector('img')?.style.backgroundColor).toBe('');
  });
});
