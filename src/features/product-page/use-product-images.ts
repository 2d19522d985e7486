import { useQueries, useQuery } from '@tanstack/react-query';
import type { Product } from '../../api/generated/backend/model';
import type { ImageFacts } from '../../../core/lib/image-variants';
import { filePath, imageIds, imageSourceChain, needsOtherProducts } from './image-sources';
import { productImageFileQuery, publicProductsQuery } from './queries';

interface ProductImageSources {
  /** Candidate paths of the main image, best first (empty: placeholder only). */
  main: string[];
  /** One entry per detail image, in the product's order. */
  details: { id: string; sources: string[] }[];
  /** What is known of the stored images: the product's `images` and the files looked up. */
  files: ImageFacts[];
}

/**
 * docs/SPEC.md sections 7 and 8: the main image and each detail image are looked up by file id, one
 * request each; a failed lookup is ignored and the image falls back to the product's own files,
 * then to other products' files (the public list, read only when needed), then the placeholder.
 * The images render at once from what is known and improve as lookups answer.
 */
export function useProductImages(product: Product): ProductImageSources {
  const { mainId, detailIds } = imageIds(product);
  const ids = [...new Set([...(mainId ? [mainId] : []), ...detailIds])];

  const lookups = useQueries({
    queries: ids.map((id) => productImageFileQuery(id)),
    combine: (results) =>
      results.map((result, index) => ({
        id: ids[index] ?? '',
        path: result.data ? filePath(result.data.data) : null,
        file: result.data?.data,
        failed: result.isError,
      })),
  });
  const fetched = new Map(lookups.map((lookup) => [lookup.id, lookup.path]));

  const { data: list } = useQuery(publicProductsQuery(needsOtherProducts(lookups, product)));
  const otherProducts = list?.data.items.filter((other) => other.id !== product.id);

  const chain = (id: string | null, productPaths: (string | null | undefined)[] = []) =>
    imageSourceChain({
      id,
      fetchedPath: id ? fetched.get(id) : null,
      product,
      productPaths,
      otherProducts,
    });

  return {
    main: chain(mainId, [product.mainImageUrl, product.image]),
    details: detailIds.map((id) => ({ id, sources: chain(id) })),
    files: [
      ...(product.images ?? []),
      ...lookups.flatMap((lookup) => (lookup.file ? [lookup.file] : [])),
    ],
  };
}
