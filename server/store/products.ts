import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Product, ProductCreate } from '../../src/api/generated/backend/model/index.ts';
import type { Db } from '../db/open.ts';
import { pages, products } from '../db/schema.ts';
import { isUuid, normalizeId, normalizeIds } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { productValues } from '../../core/domain/records.ts';
import type { Store } from './types.ts';
import { lookupWhere, uniqueOr } from './queries.ts';
import type { ProductRow } from './mappers.ts';
import { pendingChanges, publishScheduled } from './pending.ts';
import { fileLookup, resolveProducts } from './resolve.ts';

type ProductStore = Pick<
  Store,
  | 'listProducts'
  | 'findProduct'
  | 'unknownProductIds'
  | 'draftProductIds'
  | 'createProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'publishDueProducts'
  | 'savePendingProduct'
  | 'findPendingProduct'
  | 'discardPendingProduct'
  | 'claimDuePendingProducts'
>;

export function createProductStore(db: Db): ProductStore {
  const pending = pendingChanges<ProductCreate>(db, products);
  async function valuesOf(input: ProductCreate) {
    const lookup = await fileLookup(db, [normalizeId(input.productMainImageId)]);
    const values = productValues(input, lookup);
    return {
      ...values,
      publishAt: values.publishAt ? new Date(values.publishAt) : null,
      updatedAt: new Date(),
    };
  }

  return {
    async listProducts(paging, order = 'created', drafts = false) {
      const normalized = normalizePaging(paging);
      const listed = drafts ? undefined : eq(products.status, 'published');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(listed)
          .orderBy(order === 'newest' ? desc(products.seq) : asc(products.seq))
          .limit(normalized.pageSize)
          .offset(offsetOf(normalized)),
        db.select({ count: count() }).from(products).where(listed),
      ]);
      const { products: items } = await resolveProducts(db, rows);
      // The panel's list marks the products with pending changes; the public one says nothing.
      const marked = drafts
        ? items.map((item, index) => ({ ...item, hasPendingChanges: rows[index]?.pending != null }))
        : items;
      return paged(marked, normalized, Number(total?.count ?? 0));
    },

    async findProduct(lookup) {
      const where = lookupWhere(products, lookup);
      if (!where) return null;
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.seq))
        .limit(1);
      const { products: [product] = [] } = await resolveProducts(db, rows);
      return product ?? null;
    },

    async draftProductIds(ids) {
      const candidates = [...new Set(normalizeIds(ids))];
      if (candidates.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, candidates), ne(products.status, 'published')));
      return rows.map((row) => row.id);
    },

    async unknownProductIds(ids) {
      const candidates = [...new Set(normalizeIds(ids))];
      const known = new Set<string>();
      if (candidates.length > 0) {
        const rows = await db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, candidates));
        for (const row of rows) known.add(row.id);
      }
      return ids.filter((id) => {
        const normalized = normalizeId(id);
        return normalized === null || !known.has(normalized);
      });
    },

    async createProduct(input) {
      const values = await valuesOf(input);
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db
          .insert(products)
          .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
          .returning(),
      );
      return (await resolveProducts(db, rows)).products[0] as Product;
    },

    async updateProduct(id, input, { keepPending = false } = {}) {
      if (!isUuid(id)) return null;
      const values = await valuesOf(input);
      const set = keepPending ? values : { ...values, pending: null, pendingPublishAt: null };
      const rows = await uniqueOr(MESSAGES.slugTaken, () =>
        db.update(products).set(set).where(eq(products.id, id)).returning(),
      );
      return (await resolveProducts(db, rows)).products[0] ?? null;
    },

    savePendingProduct: (id, input, publishAt = null) => pending.save(id, input, publishAt),

    async findPendingProduct(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row?.pending) return null;
      const { pending: _kept, updatedAt: _now, ...values } = await valuesOf(row.pending);
      // The live row with the pending values over it; a field left out (an SEO field) is kept.
      const overlay: typeof row = { ...row };
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) (overlay as Record<string, unknown>)[key] = value;
      }
      const { products: [product] = [] } = await resolveProducts(db, [overlay]);
      return product
        ? {
            ...product,
            hasPendingChanges: true,
            pendingPublishAt: row.pendingPublishAt?.toISOString() ?? null,
          }
        : null;
    },

    discardPendingProduct: (id) => pending.discard(id),

    async publishDueProducts(now) {
      const { rows, times } = await publishScheduled<ProductRow>(db, products, now);
      const { products: published } = await resolveProducts(db, rows);
      return published.map((product) => ({ product, publishAt: times.get(product.id) ?? '' }));
    },

    claimDuePendingProducts: (now) => pending.claimDue(now),

    async deleteProduct(id) {
      if (!isUuid(id)) return false;
      // Off every page in the same transaction: no page is left listing a product that is gone.
      return db.transaction(async (tx) => {
        await tx
          .update(pages)
          .set({ productIds: sql`array_remove(${pages.productIds}, ${id}::uuid)` })
          .where(sql`${id}::uuid = any(${pages.productIds})`);
        const rows = await tx
          .delete(products)
          .where(eq(products.id, id))
          .returning({ id: products.id });
        return rows.length > 0;
      });
    },
  };
}
