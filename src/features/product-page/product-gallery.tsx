import type { ReactNode } from 'react';
import { SmartImage } from '../../components/smart-image';
import { galleryLayout } from '../../lib/gallery';

/** Section headings of the two layouts (docs/SPEC.md section 9), also their landmarks' names. */
const GRID_SECTION_TITLE = 'Uygulama Görselleri';
const GALLERY_BLOCK_TITLE = 'Ürün Galerisi';

interface DetailImage {
  id: string;
  sources: readonly string[];
}

/** Either layout's band: its heading (the landmark's name) above the images. */
function GallerySection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`py-14 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={id} className="text-h2 text-brand-950">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A 3:2 tile of either layout. */
function Tile({
  image,
  alt,
  sizes,
  className,
  imageClassName,
}: {
  image: DetailImage;
  alt: string;
  sizes: string;
  className: string;
  imageClassName: string;
}) {
  return (
    <li className={className}>
      <SmartImage
        sources={image.sources}
        alt={alt}
        width={1200}
        height={800}
        sizes={sizes}
        className={imageClassName}
      />
    </li>
  );
}

/**
 * The product's detail images. docs/SPEC.md section 9: more than 4 use the grid section (an even grid
 * of equal tiles on a grey band); up to 4 use the gallery block (the first image large, the rest
 * beside it).
 */
export function ProductGallery({
  images,
  productTitle,
}: {
  images: readonly DetailImage[];
  productTitle: string;
}) {
  if (images.length === 0) return null;
  const alt = (index: number) => `${productTitle} - görsel ${index + 1}`;

  if (galleryLayout(images.length) === 'grid') {
    return (
      <GallerySection
        id="product-grid-title"
        title={GRID_SECTION_TITLE}
        className="bg-concrete-100"
      >
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {images.map((image, index) => (
            <Tile
              key={image.id}
              image={image}
              alt={alt(index)}
              sizes="(min-width: 992px) 33vw, 50vw"
              className="overflow-hidden rounded-xl bg-white shadow-card"
              imageClassName="aspect-[3/2] w-full object-cover"
            />
          ))}
        </ul>
      </GallerySection>
    );
  }

  // The block: one large image and, on wide screens, the others stacked beside it at the same
  // height (a row of thumbnails under it on narrow screens).
  const [first, ...rest] = images;
  return (
    <GallerySection id="product-gallery-title" title={GALLERY_BLOCK_TITLE}>
      <div
        className={`mt-8 grid gap-4 ${rest.length > 0 ? 'lg:h-[32rem] lg:grid-cols-[2fr_1fr]' : ''}`}
      >
        {first ? (
          <figure
            className={`relative overflow-hidden rounded-2xl bg-concrete-100 shadow-card ${
              rest.length > 0 ? 'aspect-[4/3] lg:aspect-auto' : 'aspect-[4/3] lg:aspect-[16/9]'
            }`}
          >
            <SmartImage
              sources={first.sources}
              alt={alt(0)}
              width={1200}
              height={900}
              sizes="(min-width: 992px) 66vw, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          </figure>
        ) : null}
        {rest.length > 0 ? (
          <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:auto-rows-fr lg:grid-cols-1">
            {rest.map((image, index) => (
              <Tile
                key={image.id}
                image={image}
                alt={alt(index + 1)}
                sizes="33vw"
                className="relative aspect-[3/2] overflow-hidden rounded-xl bg-concrete-100 shadow-card lg:aspect-auto"
                imageClassName="absolute inset-0 size-full object-cover"
              />
            ))}
          </ul>
        ) : null}
      </div>
    </GallerySection>
  );
}
