import { isImageFile } from '../../../components/admin/alt-text-field';
import { uploadPathsIn } from '../../../../core/lib/image-variants';
import type { FileRow } from '../list/file-rows';

/**
 * The stored files the public site shows: every `/uploads/...` path in the products, the pages
 * and the content pages (banners, galleries, embedded file records), and the preview images of
 * the active documents.
 */
export function publicImagePaths(
  records: readonly unknown[],
  documents: readonly {
    isActive?: boolean | null;
    previewImageFile?: { path: string } | null;
  }[],
): Set<string> {
  const paths = uploadPathsIn(records);
  for (const document of documents) {
    if (document.isActive && document.previewImageFile?.path) {
      paths.add(document.previewImageFile.path);
    }
  }
  return paths;
}

/**
 * The keys of the rows that are stored images shown on the public site without an alt text: the
 * ones the file manager marks, counts and filters ('Alternatif metni eksik').
 */
export function rowsMissingAltText(
  rows: readonly Pick<FileRow, 'key' | 'kind' | 'file'>[],
  publicPaths: ReadonlySet<string>,
): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) {
    const file = row.kind === 'system' ? row.file : null;
    if (file && isImageFile(file) && !file.altText?.trim() && publicPaths.has(file.path)) {
      keys.add(row.key);
    }
  }
  return keys;
}

export const missingAltTextSummary = (count: number) =>
  `Sitede kullanılan ${count} görselin alternatif metni yok. Görme engelli ziyaretçiler ve arama motorları bu görsellerde ne olduğunu bilemez.`;

export const ALT_TEXT_ALL_DONE = 'Sitede kullanılan her görselin alternatif metni var.';
