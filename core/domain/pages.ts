import type { Page, PageCreate } from '../../src/api/generated/backend/model/index.ts';
import type { Lookup, Paged, Paging } from './types.ts';

/**
 * The backend's pages ('Anasayfa', 'Hakkımızda') and their ordered products: what the store keeps
 * of them. Their operations are core/domain/page-operations.ts.
 */

/** What the store keeps of the pages (part of core/domain/store.ts's DomainStore). */
export interface PageStore {
  listPages(paging: Paging, pageType?: number): Promise<Paged<Page>>;
  findPage(lookup: Lookup): Promise<Page | null>;
  createPage(input: PageCreate): Promise<Page>;
  updatePage(id: string, input: PageCreate): Promise<Page | null>;
  setPageProductOrder(id: string, productIds: string[]): Promise<Page | null>;
  deletePage(id: string): Promise<boolean>;
  /** Keeps a page's changes pending beside it (issue 21), with their time or none; false: no page. */
  savePendingPage(id: string, input: PageCreate, publishAt: string | null): Promise<boolean>;
  /**
   * The page as its pending changes make it (resolved like a read), with `hasPendingChanges` and
   * `pendingPublishAt`; null when it has none.
   */
  findPendingPage(id: string): Promise<Page | null>;
  /** Drops a page's pending changes and their time; false when there were none. */
  discardPendingPage(id: string): Promise<boolean>;
  /** As claimDuePendingProducts, for pages. */
  claimDuePendingPages(now: Date): Promise<{ id: string; input: PageCreate; publishAt: string }[]>;
}
