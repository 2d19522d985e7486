import type { Product } from '../../api/generated/backend/model';
import { SmartImage } from '../smart-image';

const SIZES = {
  /** The top of a product card, 3:2 across its width. */
  card: {
    width: 480,
    height: 320,
    className: 'aspect-[3/2] w-full bg-concrete-100 object-cover',
  },
  /** A small picture beside a product's name in a list. */
  thumbnail: {
    width: 96,
    height: 64,
    className: 'h-16 w-24 shrink-0 rounded-md bg-concrete-100 object-cover',
  },
} as const;

/**
 * A product's main image in the panel (decorative: the product's name is next to it): the main
 * image file, else the older image fields; none while the product is not known yet.
 */
export function ProductImage({
  product,
  size,
}: {
  product: Pick<Product, 'productMainImage' | 'mainImageUrl' | 'image'> | undefined;
  size: keyof typeof SIZES;
}) {
  return (
    <SmartImage
      sources={[product?.productMainImage?.path, product?.mainImageUrl, product?.image]}
      images={[product?.productMainImage]}
      alt=""
      {...SIZES[size]}
    />
  );
}
