import type { Document, DocumentCreate } from '../../src/api/generated/backend/model/index.ts';
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
