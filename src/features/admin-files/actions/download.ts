import { downloadDocument } from '../../../api/generated/backend/endpoints/document/document';
import { extensionOf } from '../../../lib/file-types';
import { imageUrl } from '../../../lib/image-url';
import { slugify } from '../../../../core/lib/slug';
import type { FileRow } from '../list/file-rows';

export const DOWNLOAD_MESSAGES = {
  started: 'İndirme Başladı!',
  failedTitle: 'İndirme Hatası!',
  failed: 'Dosya indirilirken bir hata oluştu.',
} as const;

/** Whether the row has a stored file to download (a URL-only document has none). */
export const canDownload = (row: Pick<FileRow, 'kind' | 'fileId' | 'filePath'>) =>
  row.kind === 'document' ? Boolean(row.fileId) : Boolean(row.filePath);

/** The name the saved copy gets: the stored file's name, else the row's name with an extension. */
export function downloadName(row: Pick<FileRow, 'name' | 'fileName' | 'filePath'>): string {
  if (row.fileName) return row.fileName;
  const extension = extensionOf(row.filePath);
  const base = slugify(row.name) || 'dosya';
  return extension ? `${base}.${extension}` : base;
}

/**
 * The file of a row as a blob: a document through POST /api/Document/{id}/download, a system file
 * from its path.
 */
export async function fetchRowFile(row: FileRow): Promise<Blob> {
  if (row.kind === 'document') return downloadDocument(row.id);
  const address = imageUrl(row.filePath);
  if (!address) throw new Error('Dosyanın adresi yok.');
  const response = await fetch(address);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
