import type {
  Document,
  DocumentCreate,
  Product,
  PublicDocumentLibrary,
} from '../../src/api/generated/backend/model/index.ts';
import { storedId } from './ids.ts';
import type { Paged, Paging } from './types.ts';

/**
 * Documents (datasheets, certificates, guides): what the store keeps of them. Their operations
 * are core/domain/document-operations.ts.
 */

/** What the store keeps of the documents (part of core/domain/store.ts's DomainStore). */
export interface DocumentStore {
  /**
   * Ordered by `order` (unset last), then name with Turkish collation; embedded file resolved.
   * Drafts included (the panel's list), each with `hasPendingChanges`.
   */
  listDocuments(paging: Paging): Promise<Paged<Document>>;
  /** The published documents that are active: visitors' list. */
  listActiveDocuments(): Promise<Document[]>;
  /** Drafts or published alike; the domain decides who may see a draft. */
  getDocument(id: string): Promise<Document | null>;
  createDocument(input: DocumentCreate): Promise<Document>;
  updateDocument(id: string, input: DocumentCreate): Promise<Document | null>;
  deleteDocument(id: string): Promise<boolean>;
  /** As savePendingProduct, for documents. */
  savePendingDocument(
    id: string,
    input: DocumentCreate,
    publishAt: string | null,
  ): Promise<boolean>;
  /** As findPendingProduct, for documents (with `hasPendingChanges` and `pendingPublishAt`). */
  findPendingDocument(id: string): Promise<Document | null>;
  discardPendingDocument(id: string): Promise<boolean>;
  claimDuePendingDocuments(
    now: Date,
  ): Promise<{ id: string; input: DocumentCreate; publishAt: string }[]>;
  /** As publishDueProducts (core/domain/publishing.ts), for scheduled documents. */
  publishDueDocuments(now: Date): Promise<{ document: Document; publishAt: string }[]>;
}

/** The document centre's filters ('/belgeler'): a category as written, a product's slug. */
export interface DocumentLibraryFilters {
  category?: string;
  product?: string;
}

/** Two spellings of one category or slug: trimmed, in Turkish lower case. */
const sameKey = (value: string) => value.trim().toLocaleLowerCase('tr-TR');

/**
 * The document centre (issue 49): the visitors' documents in the owner's order, each with the
 * published products that list it (`products`, in the products' order), narrowed by the filters;
 * the filters' choices are over every document, whatever the filters.
 */
export function documentLibrary(
  documents: readonly Document[],
  products: readonly Pick<Product, 'slug' | 'name' | 'documentIds'>[],
  filters: DocumentLibraryFilters = {},
): PublicDocumentLibrary {
  const named = products.map((product) => ({
    // As stored: a product saved with an id in another spelling still lists the document.
    ids: new Set((product.documentIds ?? []).map(storedId)),
    product: { slug: product.slug, name: product.name.trim() || product.slug },
  }));
  const listed = documents.map((document) => ({
    ...document,
    products: named.filter(({ ids }) => ids.has(document.id)).map(({ product }) => product),
  }));
  const categories = new Map<string, string>();
  for (const document of listed) {
    const category = document.category?.trim();
    if (category && !categories.has(sameKey(category))) {
      categories.set(sameKey(category), category);
    }
  }
  const category = filters.category ? sameKey(filters.category) : null;
  const product = filters.product ? sameKey(filters.product) : null;
  return {
    documents: listed.filter(
      (document) =>
        (category === null || sameKey(document.category ?? '') === category) &&
        (product === null || document.products.some((item) => sameKey(item.slug) === product)),
    ),
    categories: [...categories.values()],
    products: named
      .filter(({ ids }) => documents.some((document) => ids.has(document.id)))
      .map(({ product }) => product),
  };
}
