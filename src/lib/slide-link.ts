import { productPath } from '../../core/lib/slug';

/** docs/SPEC.md section 2: the fixed static pages a featured product without id and name falls back to. */
const STATIC_PRODUCT_PATHS = [
  '/PoliuretanEnjeksiyon',
  '/KimyasalAnkraj',
  '/HalatliTelBetonKesme',
  '/AsilNunX',
] as const;

/**
 * Where a home slide leads: /product/{slug} (backend slug, else generated from the name); a
 * product with neither id nor name goes to the static page of its position, beyond those to '/'.
 */
export function slideLink(
  product: { id?: string | null; name?: string | null; slug?: string | null },
  position: number,
): string {
  if (!product.id && !product.name?.trim()) return STATIC_PRODUCT_PATHS[position] ?? '/';
  return productPath(product);
}
