import { svgSize } from '../core/lib/svg-size';

/**
 * An uploaded image's real size, as the mocks can tell it: an SVG's from its viewBox, a raster
 * image's by decoding it in the browser. Null for documents, and in Node (no decoder there).
 */
export async function measureImage(
  bytes: Uint8Array,
  contentType: string,
): Promise<{ width: number | null; height: number | null }> {
  const none = { width: null, height: null };
  if (contentType.startsWith('image/svg+xml')) return svgSize(bytes) ?? none;
  if (!contentType.startsWith('image/') || typeof createImageBitmap !== 'function') return none;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes.slice()], { type: contentType }), {
      imageOrientation: 'from-image',
    });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return none;
  }
}
