import type { Document, FileInfo } from '../../../api/generated/backend/model';
import { fileCategory, type FileCategory } from '../../../lib/file-types';
import { termsOfText } from '../../../../core/lib/turkish-search';
import { turkishLower } from '../../../lib/text-search';
import { fileName, filePath } from '../../../components/admin/document-form/document-form-rules';

/**
 * One row of the file manager: a document, or a system file (GET /api/File) shown as one
 * (docs/SPEC.md section 3, "System file as listed in file management").
 *
 * Every stored file is listed, also those that are a document's file or preview image: the list is
 * what the backend holds, so that an administrator can find and reuse any file; a document's file
 * is then both a 'Belge' row and a 'Sistem Dosyası' row. Deleting such a file warns that a
 * document uses it (see `related.ts`).
 */
type FileRowKind = 'document' | 'system';

export interface FileRow {
  /** Unique over both kinds: 'document:<id>' or 'file:<id>'. */
  key: string;
  kind: FileRowKind;
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  isActive: boolean;
  order: number | null;
  slug: string;
  /** Bytes; null when unknown ('Bilinmiyor'). */
  size: number | null;
  mimeType: string | null;
  /** The stored file other records point at: a document's fileId, or the system file's own id. */
  fileId: string | null;
  /** Where the stored file is served (for a download and for an image's preview). */
  filePath: string | null;
  /** The name a downloaded copy gets. */
  fileName: string | null;
  /** Image candidates for the thumbnail, best first; empty when a type icon stands in. */
  previewSources: string[];
  fileType: FileCategory;
  /** A document's external link. */
  url: string | null;
  document: Document | null;
  file: FileInfo | null;
  /** The terms of the name and the description, taken once, for the search box. */
  searchTerms: string[];
}

/** docs/SPEC.md sections 3 and 9: how a system file is shown in the list. */
export const SYSTEM_FILE_CATEGORY = 'Sistem Dosyası';
export const SYSTEM_FILE_ORDER = 999;

// Older backends send fileName, url, mimeType and fileSize (FileInfo in the contract); the name
// and path are read as the document form reads them.
const fileContentType = (file: Pick<FileInfo, 'contentType' | 'mimeType'>) =>
  (file.contentType || file.mimeType || '').trim();
const fileBytes = (file: Pick<FileInfo, 'size' | 'fileSize'>) =>
  typeof file.size === 'number'
    ? file.size
    : typeof file.fileSize === 'number'
      ? file.fileSize
      : null;

/**
 * A system file's slug: the name lower-cased by Turkish rules with spaces turned into hyphens, or
 * 'file-{id}' when it has no name (docs/SPEC.md section 3).
 */
export function systemFileSlug(file: Pick<FileInfo, 'id' | 'name' | 'fileName'>): string {
  const name = fileName(file);
  return name ? turkishLower(name).replace(/\s+/g, '-') : `file-${file.id}`;
}

/** What the search box looks in: name and description (docs/SPEC.md section 2, admin screen 9). */
export const searchTermsOf = (name: string, description: string | null) =>
  termsOfText(`${name}\n${description ?? ''}`);

const present = (value: string | null | undefined) => value?.trim() || null;

export function systemFileRow(file: FileInfo): FileRow {
  const name = fileName(file);
  const path = filePath(file);
  const mimeType = present(fileContentType(file));
  const type = fileCategory(name, mimeType);
  return {
    key: `file:${file.id}`,
    kind: 'system',
    id: file.id,
    name: name || `file-${file.id}`,
    description: null,
    category: SYSTEM_FILE_CATEGORY,
    isActive: true,
    order: SYSTEM_FILE_ORDER,
    slug: systemFileSlug(file),
    size: fileBytes(file),
    mimeType,
    fileId: file.id,
    filePath: path || null,
    fileName: name || null,
    previewSources: type === 'image' && path ? [path] : [],
    fileType: type,
    url: null,
    document: null,
    file,
    searchTerms: searchTermsOf(name, null),
  };
}

export function documentRow(document: Document): FileRow {
  const file = document.file ?? null;
  const path = present(file ? filePath(file) : null) ?? present(document.fileUrl ?? document.path);
  const mimeType =
    present(document.mimeType) ??
    present(document.contentType) ??
    present(file ? fileContentType(file) : null);
  const storedName = file ? fileName(file) : '';
  const type = fileCategory(storedName || path, mimeType);
  const preview = [
    document.previewImageFile ? filePath(document.previewImageFile) : null,
    document.previewImageUrl,
    // A document whose own file is an image previews itself.
    type === 'image' ? path : null,
  ].filter((source): source is string => Boolean(source?.trim()));
  return {
    key: `document:${document.id}`,
    kind: 'document',
    id: document.id,
    name: document.name,
    description: present(document.description),
    category: present(document.category),
    isActive: document.isActive,
    order: document.order ?? null,
    slug: document.slug,
    size: document.fileSize ?? (file ? fileBytes(file) : null),
    mimeType,
    fileId: present(document.fileId),
    filePath: path,
    fileName: storedName || null,
    previewSources: [...new Set(preview)],
    fileType: type,
    url: present(document.url),
    document,
    file,
    searchTerms: searchTermsOf(document.name, document.description),
  };
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * The combined list, paged on the client (docs/SPEC.md section 4): documents and system files, by their
 * display order (unset last, system files at 999), then by name with Turkish collation.
 */
export function buildFileRows(
  documents: readonly Document[],
  files: readonly FileInfo[],
): FileRow[] {
  const rows = [...documents.map(documentRow), ...files.map(systemFileRow)];
  const orderOf = (row: FileRow) => row.order ?? Number.MAX_SAFE_INTEGER;
  return rows.sort((a, b) => orderOf(a) - orderOf(b) || collator.compare(a.name, b.name));
}

/** The type badge of a row. */
export const rowTypeLabel = (row: Pick<FileRow, 'kind'>) =>
  row.kind === 'system' ? SYSTEM_FILE_CATEGORY : 'Belge';
