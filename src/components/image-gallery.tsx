import { SmartImage } from './smart-image';

interface GalleryImage {
  sources: readonly (string | null | undefined)[];
  alt: string;
}

/** A responsive grid of images, lazily loaded, each opening full size in a new tab. */
export function ImageGallery({
  images,
  columns = 4,
}: {
  images: readonly GalleryImage[];
  columns?: 2 | 3 | 4;
}) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-3 sm:gap-4 ${grid}`}>
      {images.map((image, index) => (
        <li
          key={`${image.sources.join('|')}-${index}`}
          className="overflow-hidden rounded-xl bg-concrete-100 shadow-card"
        >
          <SmartImage
            sources={image.sources}
            alt={image.alt}
            width={1200}
            height={800}
            sizes={
              columns === 4 ? '(min-width: 992px) 25vw, 50vw' : '(min-width: 992px) 33vw, 100vw'
            }
            className="aspect-[3/2] size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
