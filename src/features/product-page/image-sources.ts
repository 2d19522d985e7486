import type { FileInfo } from '../../api/generated/backend/model';

/** What the chain reads of a file: its id and path (or the older `url`). */
type FileLike = Partial<Pick<FileInfo, 'id' | 'path' | 'url'>> | null | undefined;

/** The files of a product the image fallback chain reads (a generated Product fits). */
export interface ProductFiles {
  productMainImage?: FileLike;
  productImage?: FileLike;
  files?: readonly FileLike[];
  productImages?: readonly FileLike[];
  documentImages?: readonly FileLike[];
  documentFiles?: readonly FileLike[];
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** A file's path; older backends send `url` instead (docs/SPEC.md section 3, File). */
export const filePath = (file: FileLike): string | null =>
  [file?.path, file?.url].find(present) ?? null;

/** Every file a product carries, main image first. */
function productFiles(product: ProductFiles | null | undefined): FileLike[] {
  if (!product) return [];
  return [
    product.productMainImage,
    product.productImage,
    ...(product.productImages ?? []),
    ...(product.files ?? []),
    ...(product.documentImages ?? []),
    ...(product.documentFiles ?? []),
  ];
}

/** The path of file `id` among a product's own files, or null. */
export function ownFilePath(
  product: ProductFiles | null | undefined,
  id: string | null | undefined,
): string | null {
  if (!id) return null;
  for (const file of productFiles(product)) {
    if (file?.id === id && filePath(file)) return filePath(file);
  }
  return null;
}

interface ImageChainInput {
  /** The file id the image stands for (main image or a detail image). */
  id: string | null | undefined;
  /** The path from GET /api/File/{id}; null or undefined while pending or after a failure. */
  fetchedPath?: string | null | undefined;
  /** The product on the page. */
  product: ProductFiles | null | undefined;
  /** Further paths of the product itself, tried after its files (e.g. `mainImageUrl`). */
  productPaths?: readonly (string | null | undefined)[];
  /** The other products of the public list (may include the product itself), once loaded. */
  otherProducts?: readonly ProductFiles[] | null | undefined;
}

/**
 * docs/SPEC.md sections 7 and 8: the candidate paths of one product image, best first: the path the
 * file lookup returned, the product's own files with that id, the product's own image fields,
 * then the files of other products with that id. Blanks and repeats are dropped. SmartImage
 * tries them in order, then the default placeholder, then hides the image.
 */
export function imageSourceChain({
  id,
  fetchedPath,
  product,
  productPaths = [],
  otherProducts,
}: ImageChainInput): string[] {
  const others = (otherProducts ?? []).map((other) => ownFilePath(other, id));
  const chain = [fetchedPath, ownFilePath(product, id), ...productPaths, ...others]
    .filter(present)
    .map((path) => path.trim());
  return [...new Set(chain)];
}

interface FileLookup {
  id: string;
  /** The lookup failed (its failure is otherwise ignored). */
  failed: boolean;
}

/**
 * The public product list is fetched only when it can help: a file lookup failed and the
 * product's own files do not have that file either.
 */
export function needsOtherProducts(
  lookups: readonly FileLookup[],
  product: ProductFiles | null | undefined,
): boolean {
  return lookups.some((lookup) => lookup.failed && ownFilePath(product, lookup.id) === null);
}

/** The distinct, non-empty ids of the images to look up: the main image first, then details. */
export function imageIds(product: {
  productMainImageId?: string | null;
  productImageId?: string | null;
  productDetailImageIds?: readonly string[] | null;
}): { mainId: string | null; detailIds: string[] } {
  const mainId = [product.productMainImageId, product.productImageId].find(present) ?? null;
  const detailIds = [...new Set((product.productDetailImageIds ?? []).filter(present))];
  return { mainId, detailIds };
}
