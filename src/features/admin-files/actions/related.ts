import type { FileUsers, Page, Product } from '../../../api/generated/backend/model';
import type { FileRow } from '../list/file-rows';

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

/** Who uses a file, by name and kind: the keys of the 409's `errors` (FileUsers in the contract). */
export type Usage = { [Kind in keyof FileUsers]-?: string[] };

const USAGE_LABELS: Record<keyof Usage, string> = {
  products: 'Ürünler',
  pages: 'Sayfalar',
  documents: 'Belgeler',
  contentPages: 'İçerik sayfaları',
};
const USAGE_KINDS = Object.keys(USAGE_LABELS) as (keyof Usage)[];

export const isUsed = (usage: Usage) => USAGE_KINDS.some((kind) => usage[kind].length > 0);

/**
 * Who uses a file, by name, as far as the lists show it: products, pages and (for a system file)
 * documents. The server knows more (paths, the content pages): its 409 says so.
 */
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
    contentPages: [],
  };
}

/** The users a 409 of DELETE /api/File/{id} names (its `errors`), or null when it names none. */
export function usageFromReply(errors: Readonly<Record<string, readonly string[]>> | null) {
  if (!errors) return null;
  const usage = Object.fromEntries(
    USAGE_KINDS.map((kind) => [kind, [...(errors[kind] ?? [])]]),
  ) as Usage;
  return isUsed(usage) ? usage : null;
}

/** The kinds that have users, each with its label and names, in the reply's order. */
export const usageGroups = (usage: Usage) =>
  USAGE_KINDS.filter((kind) => usage[kind].length > 0).map((kind) => ({
    kind,
    label: USAGE_LABELS[kind],
    names: usage[kind],
  }));

/** The users of a file in one line: 'Ürünler: A, B; Sayfalar: C'. */
export const usageText = (usage: Usage): string =>
  usageGroups(usage)
    .map(({ label, names }) => `${label}: ${names.join(', ')}`)
    .join('; ');

/**
 * The warning before deleting a file something uses. A document can go (the lists stop showing
 * it); a system file in use is refused by the server until those records let go of it.
 */
export const inUseWarning = (row: Pick<FileRow, 'kind' | 'name'>, usage: Usage) =>
  `“${row.name}” şu içeriklerde kullanılıyor — ${usageText(usage)}. ${
    row.kind === 'document'
      ? 'Silerseniz bu içeriklerde artık görünmeyecek.'
      : 'Kullanımdaki bir dosya silinemez; önce bu içeriklerden kaldırın.'
  }`;

/** docs/SPEC.md section 2, admin screen 9: the delete confirmation names the file. */
export const deleteConfirmText = (name: string) =>
  `“${name}” çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinir.`;

/** After a 409: what was not deleted, and why. */
export const refusedText = (rows: readonly Pick<FileRow, 'name'>[]) =>
  rows.length === 1
    ? `“${rows[0]?.name}” kullanımda olduğu için silinmedi. Önce dosyayı aşağıdaki kayıtlardan kaldırın.`
    : `${rows.length} dosya kullanımda olduğu için silinmedi. Önce dosyaları aşağıdaki kayıtlardan kaldırın.`;
