import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  VARIANT_EXTENSIONS,
  variantFormatsFor,
  variantWidthsFor,
  type VariantFormat,
} from '../../core/lib/image-variants.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { HttpError } from '../../core/domain/replies.ts';
import type { ImageFacts } from '../../core/domain/types.ts';

/** Larger images are refused before they are decoded (a decompression bomb is tiny as a file). */
const MAX_INPUT_PIXELS = 50_000_000;
export const PIXEL_LIMIT_MESSAGE =
  'Görselin çözünürlüğü çok yüksek: en fazla 50 megapiksel olabilir.';

// One libvips thread per image and no operation cache: at most IMAGE_CONCURRENCY images are
// processed at once (server/images/limiter.ts), each on one core, so public reads keep a core;
// and a file rewritten in place (the backfill) is never answered from a cached decode.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Encoder settings of the variants, measured on a 12 MP photo (scripts/bench-images.mjs, ADR
 * 0017): AVIF effort 3 is as small as effort 4 on detailed photos and several times faster.
 */
const VARIANT_ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 70, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ palette: true, quality: 90, compressionLevel: 9 }),
};

/**
 * The stripped original ("master"), in the uploaded format at full size. libjpeg-turbo at quality
 * 90 rather than mozjpeg: a third larger, but 0.2 s instead of 1.4 s for 12 MP, and pages show the
 * variants, not the master.
 */
const MASTER_ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png({ compressionLevel: 6 }),
  'image/webp': (image) => image.webp({ quality: 90, effort: 2 }),
  'image/avif': (image) => image.avif({ quality: 70, effort: 1 }),
  'image/gif': (image) => image.gif(),
};

const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

interface ProcessedImage extends ImageFacts {
  width: number;
  height: number;
  /** Bytes of the stripped master as stored. */
  size: number;
}

interface ImageJob {
  /** Where the uploaded bytes are now (a local file: the upload, or a stored file's copy). */
  source: string;
  /** A new local file for the stripped master (server/images/facts.ts stores it). */
  master: string;
  /** A new local folder for the variants, `<width>.<extension>` each. */
  variants: string;
  /** The sniffed type: one of core/lib/image-variants.ts RESIZABLE_TYPES. */
  contentType: string;
}

const tooLarge = () => new HttpError(413, PIXEL_LIMIT_MESSAGE);
const unreadable = () => new HttpError(415, MESSAGES.unsupportedType);

/** sharp's refusal of its own pixel limit, or of bytes it cannot decode, as the HTTP answer. */
function asImageError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooLarge();
  // File-system trouble stays what it is (500); anything sharp says is about the bytes.
  if ((error as { code?: unknown })?.code !== undefined) return error;
  return unreadable();
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The colour that covers most of the image, `#rrggbb`: sharp finds the most common bin of a
 * 16×16×16 histogram (`stats().dominant`, the bin's centre); this is the mean of the pixels around
 * that centre (within a bin's width each way), so a flat colour comes out as itself.
 */
function dominantColour(image: RawImage, centre: { r: number; g: number; b: number }): string {
  const { data, info } = image;
  let [r, g, b, count] = [0, 0, 0, 0];
  for (let offset = 0; offset + 2 < data.length; offset += info.channels) {
    const [red = 0, green = 0, blue = 0] = data.subarray(offset, offset + 3);
    const near =
      Math.abs(red - centre.r) < 16 &&
      Math.abs(green - centre.g) < 16 &&
      Math.abs(blue - centre.b) < 16;
    if (!near) continue;
    r += red;
    g += green;
    b += blue;
    count += 1;
  }
  const mean = (total: number, fallback: number) => (count === 0 ? fallback : total / count);
  return `#${hex(mean(r, centre.r))}${hex(mean(g, centre.g))}${hex(mean(b, centre.b))}`;
}

/**
 * Makes a stored raster image safe and fast to serve: the master re-encoded at full size, turned
 * upright by its EXIF orientation, in sRGB and without any metadata (EXIF, GPS, camera serial,
 * XMP, ICC), is written to `master`; its variants (widths from `variantWidthsFor`, formats from
 * `variantFormatsFor`) to the folder `variants`. An animated GIF or WebP stays animated; its
 * variants are of the first frame. Throws HttpError 413 above {@link MAX_INPUT_PIXELS}, 415 for
 * bytes sharp cannot decode; then nothing new is left on disk (`source` is never touched).
 */
export async function processImage(job: ImageJob): Promise<ProcessedImage> {
  const encodeMaster = MASTER_ENCODERS[job.contentType];
  if (!encodeMaster) throw unreadable();
  try {
    const metadata = await sharp(job.source, INPUT).metadata();
    const frameHeight = metadata.pageHeight ?? metadata.height;
    const frames = metadata.pages ?? 1;
    if (metadata.width * frameHeight > MAX_INPUT_PIXELS) throw tooLarge();
    const animated = frames > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
    // Every frame of an animation is decoded for its master: the limit counts them all.
    if (animated && metadata.width * frameHeight * frames > MAX_INPUT_PIXELS) throw tooLarge();

    // One decode, upright and in sRGB, for the variants and the master alike.
    const upright = await sharp(job.source, { ...INPUT, autoOrient: !animated })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const facts = await writeVariants(upright, job.variants);

    const master = animated
      ? sharp(job.source, { ...INPUT, animated: true })
      : sharp(upright.data, { raw: upright.info });
    await encodeMaster(master).toFile(job.master);
    const { size } = await stat(job.master);
    return { width, height, ...facts, size };
  } catch (error) {
    await Promise.all([
      rm(job.master, { force: true }),
      rm(job.variants, { recursive: true, force: true }),
    ]);
    throw asImageError(error);
  }
}

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Resized from the largest variant down; the dominant colour from the smallest. */
async function writeVariants(
  image: RawImage,
  folder: string,
): Promise<Pick<ImageFacts, 'placeholder' | 'variants'>> {
  const widths = variantWidthsFor(image.info.width);
  const resized = (from: RawImage, width: number): Promise<RawImage> =>
    width === from.info.width
      ? Promise.resolve(from)
      : (sharp(from.data, { raw: from.info })
          .resize({ width })
          .raw()
          .toBuffer({ resolveWithObject: true }) as Promise<RawImage>);
  const largest = await resized(image, widths.at(-1) ?? image.info.width);
  const smallest = await resized(largest, widths[0] ?? largest.info.width);
  const stats = await sharp(smallest.data, { raw: smallest.info }).stats();
  const hasAlpha = image.info.channels === 4 || image.info.channels === 2;
  const transparent = hasAlpha && !stats.isOpaque;
  const formats = variantFormatsFor(transparent);

  await mkdir(folder, { recursive: true });
  for (const width of [...widths].reverse()) {
    const variant = width === smallest.info.width ? smallest : await resized(largest, width);
    for (const format of formats) {
      let pixels = sharp(variant.data, { raw: variant.info });
      // An alpha channel that is fully opaque only makes the files larger.
      if (hasAlpha && !transparent) pixels = pixels.removeAlpha();
      await VARIANT_ENCODERS[format](pixels).toFile(
        path.join(folder, `${width}.${VARIANT_EXTENSIONS[format]}`),
      );
    }
  }
  return {
    // Nothing is painted behind an image with transparency: it would show through.
    placeholder: transparent ? null : dominantColour(smallest, stats.dominant),
    variants: { widths, formats },
  };
}
