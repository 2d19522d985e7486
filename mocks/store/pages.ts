import type { Page, PageCreate, Product } from '../../src/api/generated/backend/model';
import { pageOfList } from '../../core/domain/paging';
import { pageValues, type PageRecord } from '../../core/domain/records';
import type { DomainStore } from '../../core/domain/store';
import { keptSeoFields } from '../../core/lib/seo-fields';
import type { MockDb } from '../db';
import { file, files } from './files';
import { pendingIn } from './pending';
import { findProduct, lookupOf } from './products';
import { clone, insertRecord, removeRecord, replaceRecord } from './records';

/** A stored page as the contract shows it, its files and products resolved. */
function pageOf(db: MockDb, record: PageRecord): Page {
  const { pending: _pending, pendingPublishAt: _time, ...stored } = record;
  return {
    ...clone(stored),
    pageType: record.pageType as Page['pageType'],
    mainImage: file(db, record.mainImageId),
    products: record.productIds
      .map((id) => findProduct(db, (product) => product.id === id))
      .filter((product): product is Product => product !== null),
    files: files(db, record.fileIds),
  };
}

export function pages(db: MockDb, filter?: (page: PageRecord) => boolean): Page[] {
  return db.state.pages.filter(filter ?? (() => true)).map((record) => pageOf(db, record));
}

export function findPage(db: MockDb, predicate: (page: PageRecord) => boolean): Page | null {
  const record = db.state.pages.find(predicate);
  return record ? pageOf(db, record) : null;
}

function pageRecord(db: MockDb, input: PageCreate, base: PageRecord): PageRecord {
  const values = pageValues(input, (id) => file(db, id));
  return { ...base, ...values, ...keptSeoFields(values, base), updatedAt: db.now() };
}

export function createPage(db: MockDb, input: PageCreate): Page {
  return pageOf(
    db,
    insertRecord(db, db.state.pages, input.slug, (base) => pageRecord(db, input, base)),
  );
}

export function updatePage(db: MockDb, id: string, input: PageCreate): Page | null {
  const record = replaceRecord(db, db.state.pages, id, input.slug, (existing) =>
    pageRecord(db, input, existing),
  );
  return record && pageOf(db, record);
}

/** A page's pending changes (core/domain/store.ts savePendingPage). */
export function savePendingPage(
  db: MockDb,
  id: string,
  input: PageCreate,
  publishAt: string | null,
): boolean {
  return pendingIn<PageCreate>(db, db.state.pages).save(id, input, publishAt);
}

/** The page as its pending changes make it; null when it has none. */
function findPendingPage(db: MockDb, id: string): Page | null {
  const record = db.state.pages.find((page) => page.id === id);
  if (!record?.pending) return null;
  const values = pageValues(record.pending, (fileId) => file(db, fileId));
  return {
    ...pageOf(db, { ...record, ...values, ...keptSeoFields(values, record) }),
    hasPendingChanges: true,
    pendingPublishAt: record.pendingPublishAt ?? null,
  };
}

/** The pages in {@link MockDb}'s state; the server's twin is server/store/pages.ts. */
export function createPageStore(db: MockDb) {
  const pending = () => pendingIn<PageCreate>(db, db.state.pages);
  return {
    listPages: async (paging, pageType) =>
      pageOfList(
        pages(db, (page) => pageType === undefined || page.pageType === pageType),
        paging,
      ),
    findPage: async (lookup) => findPage(db, lookupOf(lookup)),
    createPage: async (input) => createPage(db, input),
    updatePage: async (id, input) => updatePage(db, id, input),
    setPageProductOrder: async (id, productIds) => {
      const page = db.state.pages.find((candidate) => candidate.id === id);
      if (!page) return null;
      page.productIds = [...productIds];
      page.updatedAt = db.now();
      db.changed();
      return pageOf(db, page);
    },
    deletePage: async (id) => removeRecord(db, 'pages', id),
    savePendingPage: async (id, input, publishAt) => savePendingPage(db, id, input, publishAt),
    findPendingPage: async (id) => findPendingPage(db, id),
    discardPendingPage: async (id) => pending().discard(id),
    claimDuePendingPages: async (now) => pending().claimDue(now),
  } satisfies Partial<DomainStore>;
}
