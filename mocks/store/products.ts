import type { Document, Product, ProductCreate } from '../../src/api/generated/backend/model';
import type { DomainStore } from '../../core/domain/store';
import type { Lookup } from '../../core/domain/types';
import { pageOfList } from '../../core/domain/paging';
import { isPublished } from '../../core/domain/publishing';
import { productValues, type ProductRecord } from '../../core/domain/records';
import { keptSeoFields } from '../../core/lib/seo-fields';
import type { MockDb } from '../db';
import { documentById } from './documents';
import { file, files } from './files';
import { pendingIn, publishScheduled } from './pending';
import { clone, insertRecord, removeRecord, replaceRecord } from './records';

/** A record matching a lookup by id, slug or name (products and pages alike). */
export const lookupOf =
  (lookup: Lookup) =>
  (record: { id: string; slug: string; name: string }): boolean =>
    'id' in lookup
      ? record.id === lookup.id
      : 'slug' in lookup
        ? record.slug === lookup.slug
        : record.name === lookup.name;

/** A stored product as the contract shows it, its files and documents resolved. */
function productOf(db: MockDb, record: ProductRecord): Product {
  const { pending: _pending, pendingPublishAt: _time, ...stored } = record;
  return {
    ...clone(stored),
    status: record.status ?? 'published',
    publishAt: record.publishAt ?? null,
    productMainImage: file(db, record.productMainImageId),
    productImage: file(db, record.productImageId),
    files: files(db, record.fileIds),
    documentFiles: files(db, record.documentFileIds),
    documentImages: files(db, record.documentImageIds),
    productImages: files(db, record.productDetailImageIds),
    // Its published documents only (issue 21: a draft is nowhere public).
    documents: record.documentIds
      .map((id) => documentById(db, id))
      .filter(
        (document): document is Document => document !== null && isPublished(document.status),
      ),
  };
}

export function products(db: MockDb): Product[] {
  return db.state.products.map((record) => productOf(db, record));
}

export function findProduct(
  db: MockDb,
  predicate: (product: ProductRecord) => boolean,
): Product | null {
  const record = db.state.products.find(predicate);
  return record ? productOf(db, record) : null;
}

function productRecord(db: MockDb, input: ProductCreate, base: ProductRecord): ProductRecord {
  const values = productValues(input, (id) => file(db, id));
  return { ...base, ...values, ...keptSeoFields(values, base), updatedAt: db.now() };
}

export function createProduct(db: MockDb, input: ProductCreate): Product {
  return productOf(
    db,
    insertRecord(db, db.state.products, input.slug, (base) => productRecord(db, input, base)),
  );
}

/** Drops the pending changes too, unless `keepPending` (core/domain/store.ts). */
export function updateProduct(
  db: MockDb,
  id: string,
  input: ProductCreate,
  keepPending = false,
): Product | null {
  const record = replaceRecord(db, db.state.products, id, input.slug, (existing) => ({
    ...productRecord(db, input, existing),
    ...(keepPending ? {} : { pending: null, pendingPublishAt: null }),
  }));
  return record && productOf(db, record);
}

/** The product as its pending changes make it; null when it has none. */
function findPendingProduct(db: MockDb, id: string): Product | null {
  const record = db.state.products.find((product) => product.id === id);
  if (!record?.pending) return null;
  const values = productValues(record.pending, (fileId) => file(db, fileId));
  return {
    ...productOf(db, { ...record, ...values, ...keptSeoFields(values, record) }),
    hasPendingChanges: true,
    pendingPublishAt: record.pendingPublishAt ?? null,
  };
}

/** The products in {@link MockDb}'s state; the server's twin is server/store/products.ts. */
export function createProductStore(db: MockDb) {
  const pending = () => pendingIn<ProductCreate>(db, db.state.products);
  return {
    listProducts: async (paging, order, drafts = false) => {
      const listed = drafts
        ? // The panel's list marks the products with pending changes; the public one says nothing.
          db.state.products.map((record) => ({
            ...productOf(db, record),
            hasPendingChanges: Boolean(record.pending),
          }))
        : products(db).filter((product) => isPublished(product.status));
      return pageOfList(order === 'newest' ? listed.reverse() : listed, paging);
    },
    findProduct: async (lookup) => findProduct(db, lookupOf(lookup)),
    unknownProductIds: async (ids) =>
      ids.filter((id) => !db.state.products.some((product) => product.id === id)),
    draftProductIds: async (ids) =>
      db.state.products
        .filter((product) => !isPublished(product.status) && ids.includes(product.id))
        .map((product) => product.id),
    createProduct: async (input) => createProduct(db, input),
    updateProduct: async (id, input, options) => updateProduct(db, id, input, options?.keepPending),
    // Off every page too.
    deleteProduct: async (id) => {
      for (const page of db.state.pages) {
        page.productIds = page.productIds.filter((productId) => productId !== id);
      }
      return removeRecord(db, 'products', id);
    },
    // One browser: nothing to race.
    publishDueProducts: async (now) =>
      publishScheduled(db, db.state.products, now).map(({ record, publishAt }) => ({
        product: productOf(db, record),
        publishAt,
      })),
    savePendingProduct: async (id, input, publishAt = null) => pending().save(id, input, publishAt),
    findPendingProduct: async (id) => findPendingProduct(db, id),
    discardPendingProduct: async (id) => pending().discard(id),
    claimDuePendingProducts: async (now) => pending().claimDue(now),
  } satisfies Partial<DomainStore>;
}
