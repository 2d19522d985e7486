import type { Product, ProductCreate } from '../../src/api/generated/backend/model/index.ts';
import type { Lookup, Paged, Paging, ProductOrder } from './types.ts';
import { readEveryItem } from '../lib/catalogue.ts';

/**
 * Products and services: what the store keeps of them. Their operations are
 * core/domain/product-operations.ts; their publishing rules core/domain/publishing.ts.
 */

/** What the store keeps of the products (part of core/domain/store.ts's DomainStore). */
export interface ProductStore {
  /**
   * Insertion order; embedded files and documents resolved as mocks/store/products.ts does: a product's
   * `documents` are its published ones only (a draft document is nowhere public).
   * `created` (default): creation order, the public lists; `newest`: the admin grid's. Drafts
   * only with `drafts` (the panel's lists).
   */
  listProducts(paging: Paging, order?: ProductOrder, drafts?: boolean): Promise<Paged<Product>>;
  /** Drafts or published alike; the domain decides who may see a draft. */
  findProduct(lookup: Lookup): Promise<Product | null>;
  /** The ids among these that are not products (for the 400 on pages' productIds). */
  unknownProductIds(ids: readonly string[]): Promise<string[]>;
  /** The ids among these that are drafts (stored spelling), which no page may show. */
  draftProductIds(ids: readonly string[]): Promise<string[]>;
  createProduct(input: ProductCreate): Promise<Product>;
  /**
   * A published product's pending changes (issue 21 section 2): kept beside the live record,
   * which stays as it is (its `updatedAt` too); replaced by the next one, with the time the
   * server is to publish them (null: at 'Yayınla'). False when there is no such product.
   */
  savePendingProduct(id: string, input: ProductCreate, publishAt?: string | null): Promise<boolean>;
  /**
   * The product as its pending changes make it (resolved like a read), with `pendingPublishAt`;
   * null when it has none.
   */
  findPendingProduct(id: string): Promise<Product | null>;
  /** Drops the pending changes and their time; false when there were none. */
  discardPendingProduct(id: string): Promise<boolean>;
  /**
   * Takes the pending changes whose time is `now` or earlier off their schedule, each for exactly
   * one caller however many replicas ask at once, and returns them (the domain publishes them).
   */
  claimDuePendingProducts(
    now: Date,
  ): Promise<{ id: string; input: ProductCreate; publishAt: string }[]>;
  /**
   * Replaces the live product and, in the same write, drops its pending changes (and their time),
   * unless `keepPending` (a restore from the history).
   */
  updateProduct(
    id: string,
    input: ProductCreate,
    options?: { keepPending?: boolean },
  ): Promise<Product | null>;
  /** Also takes the product off every page. */
  deleteProduct(id: string): Promise<boolean>;
}

/** Every published product, in the products' order, page by page (the store pages its lists). */
export const everyProduct = (store: Pick<ProductStore, 'listProducts'>): Promise<Product[]> =>
  readEveryItem((pageIndex) => store.listProducts({ pageIndex, pageSize: 100 }));
