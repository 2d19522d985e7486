import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ImageFacts } from '../../core/lib/image-variants';

const ImageCatalogContext = createContext<ReadonlyMap<string, ImageFacts>>(new Map());

/** The stored images known around a component, by the path records use for them. */
export const useImageCatalog = () => useContext(ImageCatalogContext);

/**
 * Makes what a record says about its images (its `images` list, or file records) known to every
 * SmartImage below, so each draws its variants, size and placeholder colour from the path alone.
 * Nested catalogs add to the outer one.
 */
export function ImageCatalog({
  images,
  children,
}: {
  images: readonly (ImageFacts | null | undefined)[] | null | undefined;
  children: ReactNode;
}) {
  const outer = useImageCatalog();
  const key = JSON.stringify(images ?? []);
  const catalog = useMemo(() => {
    const merged = new Map(outer);
    for (const image of images ?? []) if (image?.path) merged.set(image.path, image);
    return merged;
    // The list is compared by content, not by identity, so re-renders keep the catalog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outer, key]);
  return <ImageCatalogContext value={catalog}>{children}</ImageCatalogContext>;
}
