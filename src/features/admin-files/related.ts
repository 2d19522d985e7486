import type { Page, Product } from '../../api/generated/backend/model';
import type { FileRow } from './file-rows';

export interface RelatedItem {
  id: string;
  name: string;
  slug: string;
}

interface Related {
  products: RelatedItem[];
  pages: RelatedItem[];
}

/**
 * The stored file other records point at through their fileIds: a document's fileId, a system
 * file's own id (docs/SPEC.md section 2, admin screen 9).
 */
const relationTarget = (row: Pick<FileRow, 'kind' | 'id' | 'fileId'>) =>
  row.kind === 'document' ? row.fileId : row.id;

const summary = (item: { id: string; name?: string | null; slug?: string | null }) => ({
  id: item.id,
  name: item.name?.trim() || 'Adsız',
  slug: item.slug?.trim() || '',
});

/** The products and pages whose fileIds contain the row's file: the details' related lists. */
export function relatedTo(
  row: Pick<FileRow, 'kind' | 'id' | 'fileId'>,
  products: readonly Pick<Product, 'id' | 'name' | 'slug' | 'fileIds'>[],
  pages: readonly Pick<Page, 'id' | 'name' | 'slug' | 'fileIds'>[],
): Related {
  const target = relationTarget(row);
  if (!target) return { products: [], pages: [] };
  const uses = (item: { fileIds?: readonly string[] | null }) =>
    (item.fileIds ?? []).includes(target);
  return {
    products: products.filter(uses).map(summary),
    pages: pages.filter(uses).map(summary),
  };
}

/** The documents whose file or preview image is this system file (a document row has none). */
export function documentsUsing(
  row: Pick<FileRow, 'kind' | 'id'>,
  rows: readonly Pick<FileRow, 'kind' | 'name' | 'document'>[],
): string[] {
  if (row.kind !== 'system') return [];
  return rows
    .filter(
      (candidate) =>
        candidate.kind === 'document' &&
        (candidate.document?.fileId === row.id ||
          candidate.document?.previewImageFileId === row.id),
    )
    .map((candidate) => candidate.name);
}

export interface Usage {
  products: string[];
  pages: string[];
  documents: string[];
}

export const isUsed = (usage: Usage) =>
  usage.products.length + usage.pages.length + usage.documents.length > 0;

/** Who uses a file, by name: products, pages and (for a system file) documents. */
export function usageOf(
  row: FileRow,
  rows: readonly FileRow[],
  products: readonly Pick<Product, 'id' | 'name' | 'slug' | 'fileIds'>[],
  pages: readonly Pick<Page, 'id' | 'name' | 'slug' | 'fileIds'>[],
): Usage {
  const related = relatedTo(row, products, pages);
  return {
    products: related.products.map((item) => item.name),
    pages: related.pages.map((item) => item.name),
    documents: documentsUsing(row, rows),
  };
}

/** The users of a file in one line: 'Ürünler: A, B; Sayfalar: C'. */
export function usageText(usage: Usage): string {
  return [
    usage.products.length > 0 ? `Ürünler: ${usage.products.join(', ')}` : null,
    usage.pages.length > 0 ? `Sayfalar: ${usage.pages.join(', ')}` : null,
    usage.documents.length > 0 ? `Belgeler: ${usage.documents.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The warning before deleting a file something uses. */
export const inUseWarning = (name: string, usage: Usage) =>
  `“${name}” şu içeriklerde kullanılıyor — ${usageText(usage)}. Silerseniz bu içeriklerde artık görünmeyecek.`;

/** docs/SPEC.md section 2, admin screen 9: the delete confirmation names the file. */
export const deleteConfirmText = (name: string) =>
  `“${name}” silinecek. Bu işlem geri alınamaz; dosya kalıcı olarak silinecek.`;
