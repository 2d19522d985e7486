import { open } from 'node:fs/promises';
import { isResizableImage } from '../../core/lib/image-variants.ts';
import { svgSize } from '../../core/lib/svg-size.ts';
import { NO_IMAGE_FACTS, type ImageFacts } from '../../core/domain/store.ts';
import type { ImageLimiter } from './limiter.ts';
import { processImage, type ImageJob } from './process.ts';

/** An SVG's root element comes first: its size is read from the file's first bytes only. */
const SVG_HEAD_BYTES = 65_536;

async function headOf(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isSvg = (contentType: string) => /^image\/svg\+xml\b/i.test(contentType);

/** Whether a file of this type has image facts at all (raster images and SVGs). */
export const hasImageFacts = (contentType: string) =>
  isResizableImage(contentType) || isSvg(contentType);

/**
 * The image facts of a file's bytes. A raster image is processed in the limiter's turn (the
 * stripped master written to `target`, the variants made; `size` is the master's) and may be
 * refused with 413 or 415 (server/images/process.ts); an SVG is measured from its viewBox and
 * stays where it is. null for anything else (documents are never touched).
 */
export async function imageFactsOf(
  job: ImageJob,
  limit: ImageLimiter,
): Promise<(ImageFacts & { size?: number }) | null> {
  if (isResizableImage(job.contentType)) return limit(() => processImage(job));
  if (!isSvg(job.contentType)) return null;
  const size = svgSize(await headOf(job.source, SVG_HEAD_BYTES));
  return { ...NO_IMAGE_FACTS, ...size };
}
