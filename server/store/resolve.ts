import { and, eq, inArray } from 'drizzle-orm';
import type {
  Document,
  FileInfo,
  Page,
  Product,
} from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { documents, files, products } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import type { FileLookup } from '../../core/domain/records.ts';
import {
  documentFrom,
  fileInfo,
  pageFrom,
  productFrom,
  type DocumentRow,
  type FileMap,
  type PageRow,
  type ProductRow,
} from './mappers.ts';

// Batched resolution of what records embed: one query per kind, whatever the number of records.

async function fileMap(db: Db, ids: Iterable<string | null | undefined>) {
  const wanted = [...new Set([...ids].filter(isUuid))];
  const map = new Map<string, FileInfo>();
  if (wanted.length === 0) return map;
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  for (const row of rows) map.set(row.id, fileInfo(row));
  return map;
}

/** Looks up the files a write links, in one query (core/domain/records.ts builds the values). */
export async function fileLookup(
  db: Db,
  ids: Iterable<string | null | undefined>,
): Promise<FileLookup> {
  const map = await fileMap(db, ids);
  return (id) => map.get(id);
}

export async function resolveDocuments(db: Db, rows: DocumentRow[]): Promise<Document[]> {
  const map = await fileMap(
    db,
    rows.flatMap((row) => [row.fileId, row.previewImageFileId]),
  );
  return rows.map((row) => documentFrom(row, map));
}

function productFileIds(rows: readonly ProductRow[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.productMainImageId) ids.add(row.productMainImageId);
    if (row.productImageId) ids.add(row.productImageId);
    for (const list of [
      row.fileIds,
      row.documentFileIds,
      row.documentImageIds,
      row.productDetailImageIds,
    ]) {
      for (const id of list) ids.add(id);
    }
  }
  return ids;
}

/** Products with their files and documents, in three queries at most. */
export async function resolveProducts(
  db: Db,
  rows: ProductRow[],
  extraFileIds: Iterable<string | null> = [],
): Promise<{ products: Product[]; fileMap: FileMap }> {
  const documentIds = [...new Set(rows.flatMap((row) => row.documentIds))].filter(isUuid);
  const documentRows =
    documentIds.length === 0
      ? []
      : await db
          .select()
          .from(documents)
          // A product shows its published documents only (issue 21: a draft is nowhere public).
          .where(and(inArray(documents.id, documentIds), eq(documents.status, 'published')));
  const fileIds = productFileIds(rows);
  for (const row of documentRows) {
    if (row.fileId) fileIds.add(row.fileId);
    if (row.previewImageFileId) fileIds.add(row.previewImageFileId);
  }
  for (const id of extraFileIds) if (id) fileIds.add(id);
  const map = await fileMap(db, fileIds);
  const documentMap = new Map(documentRows.map((row) => [row.id, documentFrom(row, map)]));
  return { products: rows.map((row) => productFrom(row, map, documentMap)), fileMap: map };
}

export async function resolvePages(db: Db, rows: PageRow[]): Promise<Page[]> {
  const productIds = [...new Set(rows.flatMap((row) => row.productIds))].filter(isUuid);
  const productRows =
    productIds.length === 0
      ? []
      : await db.select().from(products).where(inArray(products.id, productIds));
  const { products: resolved, fileMap: map } = await resolveProducts(
    db,
    productRows,
    rows.flatMap((row) => [row.mainImageId, ...row.fileIds]),
  );
  const productMap = new Map(resolved.map((product) => [product.id, product]));
  return rows.map((row) => pageFrom(row, map, productMap));
}
