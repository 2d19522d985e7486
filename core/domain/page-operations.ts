import type {
  Page,
  PageCreate,
  PageProductOrder,
  PagePreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { pagePath } from '../lib/page-names.ts';
import { audited, type AuditAction, type AuditStore } from './audit.ts';
import type { DocumentStore } from './documents.ts';
import { withStoredImages, type FileStore } from './files.ts';
import { normalizeId, normalizeIds, storedId } from './ids.ts';
import { MESSAGES, draftProductMessage, unknownProductMessage } from './messages.ts';
import type { PageStore } from './pages.ts';
import type { previewOperations } from './previews.ts';
import type { ProductStore } from './products.ts';
import { scheduledPublish, scheduleTime, withPublicDocuments } from './publishing.ts';
import { done, found, invalid, notFound, ok } from './replies.ts';
import { pageRevisionData, savedWithRevision, type RevisionStore } from './revisions.ts';
import { trashRecord, type TrashStore } from './trash.ts';
import { NO_ACTOR, type Actor, type Lookup, type Paging } from './types.ts';

/** The ports the pages' operations use. */
type PageOperationsStore = PageStore &
  Pick<ProductStore, 'unknownProductIds' | 'draftProductIds'> &
  Pick<DocumentStore, 'listActiveDocuments'> &
  Pick<FileStore, 'getFilesByPaths'> &
  Pick<RevisionStore, 'addRevision' | 'listRevisions'> &
  Pick<AuditStore, 'recordAudit'> &
  Pick<TrashStore, 'moveToTrash'>;

type PagePreviews = Pick<
  ReturnType<typeof previewOperations>,
  'createPagePreviewLink' | 'listPagePreviewLinks' | 'checkPagePreview'
>;

/** Every product id must name a product: 400 listing the unknown ones as they were sent. */
async function checkProductIds(
  store: Pick<ProductStore, 'unknownProductIds' | 'draftProductIds'>,
  ids: readonly string[] | undefined,
) {
  const sent = ids ?? [];
  const normalized = sent.map(normalizeId);
  const candidates = [...new Set(normalized.filter((id): id is string => id !== null))];
  const missing = new Set(await store.unknownProductIds(candidates));
  const unknown = sent.filter((_, index) => {
    const id = normalized[index];
    return id === null || id === undefined || missing.has(id);
  });
  if (unknown.length > 0) invalid({ productIds: unknown.map(unknownProductMessage) });
  // A page shows only published products (issue 21 section 2).
  const drafts = new Set(await store.draftProductIds(candidates));
  const notYet = sent.filter((_, index) => drafts.has(normalized[index] ?? ''));
  if (notYet.length > 0) invalid({ productIds: notYet.map(draftProductMessage) });
}

/**
 * Pages as visitors read them (issue 46): `documentIds` name public documents only (one read of
 * them for all), and the products they show are as visitors read them (core/domain/publishing.ts).
 */
async function publicPages<T extends Pick<Page, 'documentIds' | 'products'>>(
  store: Pick<DocumentStore, 'listActiveDocuments'>,
  pages: T[],
): Promise<T[]> {
  const shown = pages.some((page) => page.documentIds.length > 0)
    ? new Set((await store.listActiveDocuments()).map((document) => document.id))
    : new Set<string>();
  return pages.map((page) => ({
    ...page,
    documentIds: page.documentIds.filter((id) => shown.has(id)),
    products: page.products.map(withPublicDocuments),
  }));
}

/**
 * The pages' operations (openapi/backend.yaml, tag Page): 'Anasayfa', 'Hakkımızda' and their
 * ordered products; `previews`: core/domain/previews.ts's.
 */
export function pageOperations(store: PageOperationsStore, previews: PagePreviews) {
  /**
   * A save that keeps its revision (core/domain/revisions.ts); `id` null for a create. The
   * record's state before it is read only for an item's first recorded save.
   */
  const revisedPage = (id: string | null, save: () => Promise<Page | null>, actor: Actor) =>
    savedWithRevision(
      store,
      'page',
      id,
      { read: () => store.findPage({ id: id ?? '' }), save, dataOf: pageRevisionData },
      actor,
    );

  const publicPage = async <T extends Pick<Page, 'documentIds' | 'products'>>(page: T) =>
    (await publicPages(store, [page]))[0] as T;
  const publicList = async <T extends { items: Page[] }>(list: T): Promise<T> => ({
    ...list,
    items: await publicPages(store, list.items),
  });

  const readPage = async (lookup: Lookup) =>
    ok(await withStoredImages(store, await publicPage(found(await store.findPage(lookup)))));
  /** The panel's read of a page: its pending changes when it has some, flagged either way. */
  const panelPage = async (lookup: Lookup) => {
    const page = found(await store.findPage(lookup));
    const pending = await store.findPendingPage(page.id);
    return ok(
      await withStoredImages(
        store,
        pending ?? { ...page, hasPendingChanges: false, pendingPublishAt: null },
      ),
    );
  };
  /** A page a preview link can show: one the site has an address for (400 otherwise). */
  const previewedPage = async (id: string) => {
    const page = found(await store.findPage({ id: storedId(id) }));
    const path = pagePath(page.name) ?? invalid({ id: [MESSAGES.pageWithoutAddress] });
    return { id: page.id, path };
  };

  return {
    listPages: async (paging: Paging) => ok(await publicList(await store.listPages(paging))),
    getPagesByType: async (type: number, paging: Paging) => {
      if (![0, 1, 2].includes(type)) invalid({ type: [MESSAGES.pageType] });
      return ok(await publicList(await store.listPages(paging, type)));
    },
    createPage: async (body: PageCreate, actor: Actor) => {
      // A page is made published; its changes can wait as a draft once it exists.
      if (body.status && body.status !== 'published') invalid({ status: [MESSAGES.newPageDraft] });
      await checkProductIds(store, body.productIds);
      const page = found(await revisedPage(null, () => store.createPage(body), actor));
      return ok(await audited(store, actor, 'create', 'page', page), MESSAGES.pageCreated);
    },
    updatePage: async (
      body: PageCreate & { id: string },
      actor: Actor,
      action: AuditAction = 'update',
    ) => {
      await checkProductIds(store, body.productIds);
      const id = storedId(body.id);
      // Saved as a draft, or scheduled: the changes wait beside the live page (issue 21).
      if (body.status === 'draft' || body.status === 'scheduled') {
        const publishAt =
          body.status === 'scheduled' ? scheduleTime(body.publishAt, new Date()) : null;
        const before = found(await store.findPage({ id }));
        await store.savePendingPage(before.id, { ...body, status: 'published' }, publishAt);
        await audited(store, actor, 'update', 'page', before);
        return ok(
          await withStoredImages(store, found(await store.findPendingPage(before.id))),
          publishAt ? MESSAGES.pagePendingScheduled : MESSAGES.pagePendingSaved,
        );
      }
      const page = found(await revisedPage(id, () => store.updatePage(id, body), actor));
      // A save replaces what was pending ('Yayınla'); a restore from the history keeps it.
      const published = action !== 'revision-restore' && (await store.discardPendingPage(page.id));
      const logged = published && action === 'update' ? 'publish' : action;
      return ok(await audited(store, actor, logged, 'page', page), MESSAGES.pageUpdated);
    },
    updatePageProductOrder: async (body: PageProductOrder, actor: Actor) => {
      await checkProductIds(store, body.productIds);
      const id = storedId(body.pageId);
      const order = normalizeIds(body.productIds);
      const page = found(await revisedPage(id, () => store.setPageProductOrder(id, order), actor));
      return ok(await audited(store, actor, 'update', 'page', page), MESSAGES.orderUpdated);
    },
    /** `drafts`: the panel's read, the version it edits (the pending changes, when there are). */
    getPageById: async (id: string, drafts = false) =>
      drafts ? panelPage({ id: storedId(id) }) : readPage({ id: storedId(id) }),
    /** `preview`: a preview link's token, which shows the page with its pending changes. */
    getPageByName: async (name: string, how: { drafts?: boolean; preview?: string } = {}) => {
      if (how.drafts) return panelPage({ name });
      if (how.preview === undefined) return readPage({ name });
      const page = found(await store.findPage({ name }));
      await previews.checkPagePreview(how.preview, page.id);
      const {
        hasPendingChanges: _pending,
        pendingPublishAt: _at,
        ...shown
      } = (await store.findPendingPage(page.id)) ?? page;
      return ok(await withStoredImages(store, await publicPage(shown)));
    },
    getPageBySlug: async (slug: string) => readPage({ slug }),
    /** 'Taslağı sil': a page's pending changes dropped; the live page unchanged. */
    discardPageDraft: async (id: string, actor: Actor) => {
      const page = found(await store.findPage({ id: storedId(id) }));
      if (!(await store.discardPendingPage(page.id))) notFound(MESSAGES.pageNoPendingChanges);
      await audited(store, actor, 'update', 'page', page);
      return done(MESSAGES.pagePendingDiscarded);
    },
    createPagePreviewLink: async (id: string, body: PagePreviewLinkCreate, actor: Actor) =>
      previews.createPagePreviewLink(await previewedPage(id), body, actor),
    listPagePreviewLinks: async (id: string) =>
      previews.listPagePreviewLinks(await previewedPage(id)),
    /**
     * The pages whose scheduled changes are due (issue 21 section 4), each saved once over the
     * live page by 'Yayınla's own path, by no one ('Sistem'). Returns how many.
     */
    publishDuePages: async (now: Date = new Date()) => {
      const claimed = await store.claimDuePendingPages(now);
      for (const { id, input, publishAt } of claimed) {
        const page = await store.findPage({ id });
        if (!page) continue;
        const saved = found(await revisedPage(id, () => store.updatePage(id, input), NO_ACTOR));
        await store.discardPendingPage(id);
        await audited(store, NO_ACTOR, scheduledPublish(publishAt, now), 'page', saved);
      }
      return claimed.length;
    },
    deletePage: async (id: string, actor: Actor) => {
      const page = found(await store.findPage({ id: storedId(id) }));
      await trashRecord(store, 'page', page.id, actor);
      await audited(store, actor, 'delete', 'page', page);
      return done(MESSAGES.pageDeleted);
    },
  };
}

/** Which of the pages' operations write: core/domain/backend.ts runs each in a transaction. */
export const PAGE_WRITES = [
  'createPage',
  'updatePage',
  'updatePageProductOrder',
  'discardPageDraft',
  'publishDuePages',
  'deletePage',
] as const satisfies readonly (keyof ReturnType<typeof pageOperations>)[];
