import { SmartImage } from '../smart-image';

/**
 * The frame beside an image field: the chosen image, or 'Görsel seçilmedi'. `className` gives its
 * shape (aspect ratio and width).
 */
export function ImagePreviewBox({
  source,
  alt,
  width,
  height,
  className,
}: {
  source: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <div
      className={`flex w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-concrete-200 bg-concrete-100 ${className}`}
    >
      {source ? (
        <SmartImage
          sources={[source]}
          placeholder={false}
          alt={alt}
          width={width}
          height={height}
          className="size-full object-cover"
        />
      ) : (
        <span className="text-small text-concrete-700">Görsel seçilmedi</span>
      )}
    </div>
  );
}
