import { rm } from 'node:fs/promises';
import {
  VARIANT_EXTENSIONS,
  isResizableImage,
  type VariantFormat,
} from '../../core/lib/image-variants.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { StoredFile } from '../../core/domain/types.ts';
import type { Store } from '../store/types.ts';
import { copyToFile, type Storage } from '../storage/storage.ts';
import { temporaryPath } from '../storage/temporary.ts';
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
  storage: Storage;
  limit: ImageLimiter;
  /** One line per failure. */
  log?: (line: string) => void;
}

/** A file record with stored bytes. */
type WithBytes = StoredFile & { diskName: string };

/** Whether every variant a record lists is stored. */
function variantsComplete(stored: ReadonlySet<string>, file: StoredFile): boolean {
  const { variants } = file;
  if (!variants) return false;
  const prefix = variantsPrefixFor(file.id);
  return variants.widths.every((width) =>
    (variants.formats as VariantFormat[]).every((format) =>
      stored.has(`${prefix}${width}.${VARIANT_EXTENSIONS[format]}`),
    ),
  );
}

/**
 * Whether a stored image is still to be processed: a raster image without facts or with a
 * variant missing, an SVG without a width. Not: documents, images done, records without bytes.
 */
function isPending(stored: ReadonlySet<string>, file: StoredFile): file is WithBytes {
  if (!hasImageFacts(file.contentType) || !file.diskName || !stored.has(file.diskName)) {
    return false;
  }
  return isResizableImage(file.contentType)
    ? file.width === null || !variantsComplete(stored, file)
    : file.width === null;
}

/** Processes one stored image from a local copy of its bytes; its facts, or null for none. */
async function backfillOne(storage: Storage, limit: ImageLimiter, file: WithBytes) {
  const copy = temporaryPath(storage.tempDir);
  try {
    if (!(await copyToFile(storage, file.diskName, copy))) return null;
    return await imageFactsOf(
      { source: copy, contentType: file.contentType, id: file.id, key: file.diskName },
      storage,
      limit,
    );
  } finally {
    await rm(copy, { force: true });
  }
}

/**
 * `npm run images:backfill`: brings images stored before image processing (or whose variants went
 * missing) to what an upload makes today. For every file with stored bytes: a raster image
 * without facts or with a variant missing is stripped (server/images/process.ts; the master
 * replaces the stored bytes), its variants made and its facts stored; an SVG without a width is
 * measured. Everything else is left alone, so a second run finds nothing to do and rewrites
 * nothing.
 */
export async function backfillImages(options: BackfillOptions): Promise<BackfillCounts> {
  const { store, storage, limit, log = () => undefined } = options;
  const counts: BackfillCounts = { processed: 0, skipped: 0, failed: 0 };
  // One listing of the storage rather than a request per file and variant (S3).
  const stored = new Set<string>();
  for await (const key of storage.list()) stored.add(key);
  for (const file of await store.listStoredFiles()) {
    if (!isPending(stored, file)) {
      counts.skipped += 1;
      continue;
    }
    try {
      const facts = await backfillOne(storage, limit, file);
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
