import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import {
  VARIANT_CONTENT_TYPES,
  formatOfExtension,
  isResizableImage,
} from '../../core/lib/image-variants.ts';
import { svgSize } from '../../core/lib/svg-size.ts';
import { NO_IMAGE_FACTS, type ImageFacts } from '../../core/domain/types.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { Storage } from '../storage/storage.ts';
import { temporaryPath } from '../storage/temporary.ts';
import type { ImageLimiter } from './limiter.ts';
import { processImage } from './process.ts';

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

/** A stored file's bytes, on this machine, and where they are to be stored. */
interface ImageSource {
  /** A local file (the received upload, or a copy of the stored bytes); never changed. */
  source: string;
  contentType: string;
  id: string;
  /** The file's storage key (server/services/disk-name.ts diskNameFor). */
  key: string;
}

/** Moves processed variants into storage (a few at a time), replacing the file's variants. */
async function storeVariants(storage: Storage, id: string, folder: string): Promise<void> {
  const prefix = variantsPrefixFor(id);
  await storage.removeAll(prefix);
  const limit = pLimit(4);
  const moves = (await readdir(folder)).map((name) => {
    const format = formatOfExtension(path.extname(name).slice(1));
    if (!format) return Promise.resolve();
    const contentType = VARIANT_CONTENT_TYPES[format];
    return limit(() => storage.putFile(`${prefix}${name}`, path.join(folder, name), contentType));
  });
  // All settled before a failure is reported, so that the caller's clean-up finds them all.
  const failed = (await Promise.allSettled(moves)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The image facts of a file's bytes. A raster image is processed in the limiter's turn and may be
 * refused with 413 or 415 (server/images/process.ts); then its variants and its stripped master
 * (stored under `key`, replacing what was there; `size` is the master's) go to storage. An SVG is
 * measured from its viewBox and stored by the caller as it came. null for anything else
 * (documents are never touched). The processing's temporary files are always removed.
 */
export async function imageFactsOf(
  image: ImageSource,
  storage: Storage,
  limit: ImageLimiter,
): Promise<(ImageFacts & { size?: number }) | null> {
  if (isResizableImage(image.contentType)) {
    const scratch = temporaryPath(storage.tempDir);
    const job = {
      source: image.source,
      master: `${scratch}.master`,
      variants: `${scratch}.variants`,
      contentType: image.contentType,
    };
    try {
      const facts = await limit(() => processImage(job));
      // Variants first: a master is never recorded without them.
      await storeVariants(storage, image.id, job.variants);
      await storage.putFile(image.key, job.master, image.contentType);
      return facts;
    } finally {
      await Promise.all([
        rm(job.master, { force: true }),
        rm(job.variants, { recursive: true, force: true }),
      ]);
    }
  }
  if (!isSvg(image.contentType)) return null;
  const size = svgSize(await headOf(image.source, SVG_HEAD_BYTES));
  return { ...NO_IMAGE_FACTS, ...size };
}
