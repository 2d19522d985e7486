import type { FileInfo, UploadedFile } from '../../src/api/generated/backend/model';

/**
 * The resized copies ("variants") of a stored raster image, and where they are served. One
 * definition for the reference server (which makes and serves them), the mocks and the public
 * pages (which build `srcset` from them). See ADR 0017 and `ImageVariants` in openapi/backend.yaml.
 */

/** The widths made for every raster image, never wider than the original. */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Best first: a browser takes the first `<source>` whose type it supports. */
const VARIANT_FORMAT_ORDER: readonly VariantFormat[] = ['avif', 'webp', 'jpeg', 'png'];

export const VARIANT_EXTENSIONS: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The raster types that get variants (a GIF as its first frame); SVG and documents never do. */
const RESIZABLE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
]);

export const isResizableImage = (contentType: string) =>
  RESIZABLE_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * The variant widths of an image `originalWidth` pixels wide: the standard widths below it, then
 * its own width (at most the largest standard one), so that a small image is not blown up and a
 * large one still has a copy as wide as a wide screen needs.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const top = Math.min(Math.round(originalWidth), Math.max(...VARIANT_WIDTHS));
  if (!(top >= 1)) return [];
  return [...VARIANT_WIDTHS.filter((width) => width < top), top];
}

/** The formats of an image's variants: AVIF, WebP, then JPEG, or PNG when it has transparency. */
export const variantFormatsFor = (hasAlpha: boolean): VariantFormat[] => [
  'avif',
  'webp',
  hasAlpha ? 'png' : 'jpeg',
];

/** `/uploads/_v/{id}/{width}.{extension}`: the documented URL of one variant. */
export function variantPath(id: string, width: number, format: VariantFormat): string {
  return `/uploads/_v/${id.toLowerCase()}/${width}.${VARIANT_EXTENSIONS[format]}`;
}

/** The format of a variant file extension, or null. */
export function formatOfExtension(extension: string): VariantFormat | null {
  const lower = extension.toLowerCase();
  return (
    VARIANT_FORMAT_ORDER.find((format) => VARIANT_EXTENSIONS[format] === lower) ??
    (lower === 'jpeg' ? 'jpeg' : null)
  );
}

/** The fields of a stored image the pages need to draw it (FileInfo and ImageDetails have them). */
export interface ImageFacts {
  id: string;
  path: string;
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
  altText?: string | null;
  variants?: { widths: readonly number[]; formats: readonly string[] } | null;
}

const isFormat = (value: string): value is VariantFormat =>
  (VARIANT_FORMAT_ORDER as readonly string[]).includes(value);

/** An image's variants as `srcset` lists per format, best format first; empty: only the original. */
export function variantSources(
  image: Pick<ImageFacts, 'id' | 'variants'>,
  prefix: (path: string) => string = (path) => path,
): { format: VariantFormat; type: string; srcSet: string; largest: string }[] {
  const widths = [...(image.variants?.widths ?? [])].sort((a, b) => a - b);
  if (widths.length === 0) return [];
  const formats = (image.variants?.formats ?? []).filter(isFormat);
  return VARIANT_FORMAT_ORDER.filter((format) => formats.includes(format)).map((format) => ({
    format,
    type: VARIANT_CONTENT_TYPES[format],
    srcSet: widths
      .map((width) => `${prefix(variantPath(image.id, width, format))} ${width}w`)
      .join(', '),
    largest: prefix(variantPath(image.id, Math.max(...widths), format)),
  }));
}

/** Every `/uploads/...` path in a record (any depth), for looking up the images it shows. */
export function uploadPathsIn(record: unknown, found = new Set<string>()): Set<string> {
  if (typeof record === 'string') {
    if (record.startsWith('/uploads/')) found.add(record);
  } else if (Array.isArray(record)) {
    for (const item of record) uploadPathsIn(item, found);
  } else if (record !== null && typeof record === 'object') {
    for (const value of Object.values(record)) uploadPathsIn(value, found);
  }
  return found;
}

/** A stored image as the `images` list of a record describes it (ImageDetails in the contract). */
interface ImageDetailsShape {
  id: string;
  path: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  altText: string;
  variants: { widths: number[]; formats: VariantFormat[] } | null;
}

/** The ImageDetails of a stored image file (null for a file that is not an image). */
export function imageDetailsOf(
  file: ImageFacts & { contentType: string },
  path = file.path,
): ImageDetailsShape | null {
  if (!file.contentType.toLowerCase().startsWith('image/')) return null;
  return {
    id: file.id,
    path,
    width: file.width ?? null,
    height: file.height ?? null,
    placeholder: file.placeholder ?? null,
    altText: file.altText ?? '',
    variants: file.variants
      ? {
          widths: [...file.variants.widths],
          formats: file.variants.formats.filter(isFormat),
        }
      : null,
  };
}

/**
 * A record with its `images`: the stored images among its `/uploads/...` paths, in the order the
 * paths first appear. `lookup` finds the files by path (the mocks' store, or one SQL query).
 */
export async function withImages<T extends object>(
  record: T,
  lookup: (
    paths: string[],
  ) =>
    | Promise<readonly (ImageFacts & { contentType: string })[]>
    | readonly (ImageFacts & { contentType: string })[],
): Promise<T & { images: ImageDetailsShape[] }> {
  const { images: _previous, ...rest } = record as T & { images?: unknown };
  // In path order: a record stored as JSON (PostgreSQL's jsonb) comes back with its keys in
  // another order than it was written, and the list must not depend on it.
  const paths = [...uploadPathsIn(rest)].sort();
  const files = paths.length > 0 ? await lookup(paths) : [];
  const byPath = new Map(files.map((file) => [file.path, file]));
  const images = paths
    .map((path) => {
      const file = byPath.get(path);
      return file ? imageDetailsOf(file, path) : null;
    })
    .filter((image): image is ImageDetailsShape => image !== null);
  return { ...(rest as T), images };
}

/** A record as it is stored: the `images` a read adds are never kept (they are read-only). */
export function withoutImages<T extends object>(record: T): Omit<T, 'images'> {
  const { images: _images, ...rest } = record as T & { images?: unknown };
  return rest;
}

/**
 * The reply of an upload (UploadedFile) for a stored file: its record's fields, the image facts
 * always present (null or empty when the file has none). Shared by the mocks and the server.
 */
export const uploadedFileOf = (
  file: Omit<FileInfo, 'fileName' | 'url' | 'mimeType' | 'fileSize' | 'createdAt'>,
): UploadedFile => ({
  id: file.id,
  path: file.path,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  width: file.width ?? null,
  height: file.height ?? null,
  placeholder: file.placeholder ?? null,
  altText: file.altText ?? '',
  variants: file.variants ?? null,
});
