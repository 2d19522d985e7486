import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  VARIANT_EXTENSIONS,
  isResizableImage,
  type VariantFormat,
} from '../../core/lib/image-variants.ts';
import { variantsDirFor } from '../services/disk-name.ts';
import type { StoredFile, Store } from '../../core/domain/store.ts';
import { hasImageFacts, imageFactsOf } from './facts.ts';
import type { ImageLimiter } from './limiter.ts';

interface BackfillCounts {
  /** Images given their facts now (a raster image also stripped and its variants made). */
  processed: number;
  /** Files with nothing to do: documents, images already done, records without bytes. */
  skipped: number;
  /** Images that could not be processed (left as they were; see the log). */
  failed: number;
}

interface BackfillOptions {
  store: Store;
  uploadsDir: string;
  limit: ImageLimiter;
  /** One line per failure. */
  log?: (line: string) => void;
}

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;

/** Whether every variant a record lists is on disk. */
async function variantsComplete(uploadsDir: string, file: StoredFile): Promise<boolean> {
  if (!file.variants) return false;
  const folder = variantsDirFor(uploadsDir, file.id);
  for (const width of file.variants.widths) {
    for (const format of file.variants.formats as VariantFormat[]) {
      if (!(await isFile(path.join(folder, `${width}.${VARIANT_EXTENSIONS[format]}`)))) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Where the bytes of a stored image still to be processed are: a raster image without facts or
 * with a variant missing, an SVG without a width. null: nothing to do (documents, images done,
 * records without bytes on disk).
 */
async function pendingImage(uploadsDir: string, file: StoredFile): Promise<string | null> {
  if (!hasImageFacts(file.contentType) || !file.diskName) return null;
  const diskPath = path.join(uploadsDir, file.diskName);
  if (!(await isFile(diskPath))) return null;
  const done = isResizableImage(file.contentType)
    ? file.width !== null && (await variantsComplete(uploadsDir, file))
    : file.width !== null;
  return done ? null : diskPath;
}

/**
 * `npm run images:backfill`: brings images stored before image processing (or whose variants went
 * missing) to what an upload makes today. For every file with bytes on disk: a raster image
 * without facts or with a variant missing is stripped in place (server/images/process.ts), its
 * variants made and its facts stored; an SVG without a width is measured. Everything else is left
 * alone, so a second run finds nothing to do and rewrites nothing.
 */
export async function backfillImages(options: BackfillOptions): Promise<BackfillCounts> {
  const { store, uploadsDir, limit, log = () => undefined } = options;
  const counts: BackfillCounts = { processed: 0, skipped: 0, failed: 0 };
  for (const file of await store.listStoredFiles()) {
    const diskPath = await pendingImage(uploadsDir, file);
    if (!diskPath) {
      counts.skipped += 1;
      continue;
    }
    try {
      const facts = await imageFactsOf(
        {
          source: diskPath,
          target: diskPath,
          variantsDir: variantsDirFor(uploadsDir, file.id),
          contentType: file.contentType,
        },
        limit,
      );
      if (facts?.width == null) {
        // An SVG without a readable size: nothing to store, and nothing changes next time.
        counts.skipped += 1;
        continue;
      }
      await store.setImageFacts(file.id, facts);
      counts.processed += 1;
    } catch (error) {
      counts.failed += 1;
      log(`${file.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return counts;
}
