import type { Product, ProductCreate } from '../../src/api/generated/backend/model/index.ts';
import { audited, type AuditAction, type AuditStore } from './audit.ts';
import type { DocumentStore } from './documents.ts';
import { withStoredImages, type FileStore } from './files.ts';
import { storedId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import type { previewOperations } from './previews.ts';
import type { ProductStore } from './products.ts';
import {
  scheduledPublish,
  isPublished,
  savedStatus,
  scheduleTime,
  withPublicDocuments,
  type ScheduleStore,
} from './publishing.ts';
import type { redirectOperations } from './redirect-operations.ts';
import { done, found, notFound, ok } from './replies.ts';
import { productRevisionData, savedWithRevision, type RevisionStore } from './revisions.ts';
import { trashRecord, type TrashStore } from './trash.ts';
import { NO_ACTOR, type Actor, type Lookup, type Paging, type ProductOrder } from './types.ts';

/** The ports the products' operations use. */
type ProductOperationsStore = ProductStore &
  ScheduleStore &
  Pick<DocumentStore, 'getDocument' | 'findPendingDocument'> &
  Pick<FileStore, 'getFilesByPaths'> &
  Pick<RevisionStore, 'addRevision' | 'listRevisions'> &
  Pick<AuditStore, 'recordAudit'> &
  Pick<TrashStore, 'moveToTrash'>;

/** What a product's save and read use of the redirects' and the preview links' operations. */
interface ProductNeighbours {
  redirects: Pick<ReturnType<typeof redirectOperations>, 'productCreated' | 'productRenamed'>;
  previews: Pick<ReturnType<typeof previewOperations>, 'productPagePreview'>;
}

/** A save's message with what else it did, if anything. */
const withNote = (message: string, note: string | null) =>
  note === null ? message : `${message} ${note}`;

/**
 * A document's preview (issue 21 section 3): the published product that lists it, with the
 * document as it will be published in its place among the product's documents; 404 when the
 * product is a draft or does not list it.
 */
async function withPreviewedDocument(
  store: Pick<ProductOperationsStore, 'getDocument' | 'findPendingDocument' | 'getFilesByPaths'>,
  product: Product,
  documentId: string,
) {
  const ids = product.documentIds ?? [];
  if (!isPublished(product.status) || !ids.includes(documentId)) {
    notFound(MESSAGES.previewInvalid);
  }
  const live = found(await store.getDocument(documentId));
  const {
    hasPendingChanges: _pending,
    pendingPublishAt: _at,
    ...previewed
  } = (await store.findPendingDocument(documentId)) ?? live;
  const shown = new Map((product.documents ?? []).map((document) => [document.id, document]));
  shown.set(documentId, { ...previewed, status: 'published', publishAt: null });
  const documents = ids.flatMap((id) => shown.get(id) ?? []);
  return withStoredImages(store, withPublicDocuments({ ...product, documents }));
}

/**
 * The products' operations (openapi/backend.yaml, tag Product): a published product's address
 * kept by the redirects (core/domain/redirect-operations.ts), a draft shown by a preview link.
 */
export function productOperations(
  store: ProductOperationsStore,
  { redirects, previews }: ProductNeighbours,
) {
  /**
   * A save that keeps its revision (core/domain/revisions.ts); `id` null for a create. The
   * record's state before it is read only for an item's first recorded save.
   */
  const revisedProduct = (id: string | null, save: () => Promise<Product | null>, actor: Actor) =>
    savedWithRevision(
      store,
      'product',
      id,
      { read: () => store.findProduct({ id: id ?? '' }), save, dataOf: productRevisionData },
      actor,
    );

  /** A product as a read shows it: a draft only to the panel (`drafts`), 404 to anyone else. */
  const readProduct = async (lookup: Lookup, drafts = false) => {
    const product = found(await store.findProduct(lookup));
    if (!isPublished(product.status) && !drafts) notFound();
    return ok(await withStoredImages(store, drafts ? product : withPublicDocuments(product)));
  };

  /** A product's save (issue 21: a published one's draft or schedule waits beside it). */
  const updateProduct = async (
    body: ProductCreate & { id: string },
    actor: Actor,
    action: AuditAction = 'update',
  ) => {
    const id = storedId(body.id);
    const before = found(await store.findProduct({ id }));
    // A published product saved as a draft: its changes wait beside it (issue 21 section 2),
    // scheduled: with the time the server publishes them (section 4).
    if (isPublished(before.status) && (body.status === 'draft' || body.status === 'scheduled')) {
      const publishAt =
        body.status === 'scheduled' ? scheduleTime(body.publishAt, new Date()) : null;
      await store.savePendingProduct(
        id,
        { ...body, status: 'published', publishAt: null },
        publishAt,
      );
      await audited(store, actor, 'update', 'product', before);
      const pending = found(await store.findPendingProduct(id));
      return ok(
        await withStoredImages(store, pending),
        publishAt ? MESSAGES.pendingScheduled : MESSAGES.pendingSaved,
      );
    }
    // Left out: published, as before drafts; a restore keeps the status (and the schedule) the
    // product has.
    const restore = action === 'revision-restore';
    const publishing = savedStatus(
      before,
      body.status ?? (restore ? before.status : 'published'),
      body.publishAt ?? (restore ? before.publishAt : null),
      new Date(),
    );
    // A save of the product replaces what was pending (the panel sent that version); a restore
    // from the history keeps it, so that no draft is lost to an undo.
    const saved = () =>
      store.updateProduct(id, { ...body, ...publishing }, { keepPending: restore });
    const product = found(await revisedProduct(id, saved, actor));
    const published = !isPublished(before.status) && isPublished(product.status);
    // A published product's new slug keeps its old address working; a draft published now
    // takes its address over (core/domain/redirects.ts). A draft had no address to keep.
    const note = published
      ? await redirects.productCreated(product.slug)
      : product.status === 'published' && before.slug !== product.slug
        ? await redirects.productRenamed(before.slug, product.slug)
        : null;
    return ok(
      await audited(store, actor, published ? 'publish' : action, 'product', product),
      withNote(MESSAGES.productUpdated, note),
    );
  };

  return {
    /** `drafts`: the panel's list, drafts included (the handlers check its token). */
    listProducts: async (paging: Paging, order?: ProductOrder, drafts = false) => {
      const page = await store.listProducts(paging, order, drafts);
      return ok(drafts ? page : { ...page, items: page.items.map(withPublicDocuments) });
    },
    /** `status` left out: published, as before drafts. A draft takes no address over. */
    createProduct: async (body: ProductCreate, actor: Actor) => {
      const publishing = savedStatus(null, body.status ?? 'published', body.publishAt, new Date());
      const saved = () => store.createProduct({ ...body, ...publishing });
      const product = found(await revisedProduct(null, saved, actor));
      const note =
        product.status === 'published' ? await redirects.productCreated(product.slug) : null;
      return ok(
        await audited(store, actor, 'create', 'product', product),
        withNote(MESSAGES.productCreated, note),
      );
    },
    updateProduct,
    /** The panel's read (`drafts`) is the version it edits: the pending changes, when there are. */
    getProductById: async (id: string, drafts = false) => {
      if (!drafts) return readProduct({ id: storedId(id) });
      const product = found(await store.findProduct({ id: storedId(id) }));
      const pending = await store.findPendingProduct(product.id);
      return ok(await withStoredImages(store, pending ?? { ...product, hasPendingChanges: false }));
    },
    getProductByName: async (name: string) => readProduct({ name }),
    /** `preview`: a preview link's token, which shows that product even as a draft. */
    getProductBySlug: async (slug: string, preview?: string) => {
      if (preview === undefined) return readProduct({ slug });
      const product = (await store.findProduct({ slug })) ?? notFound(MESSAGES.previewInvalid);
      const link = await previews.productPagePreview(preview);
      if (link.documentId) return ok(await withPreviewedDocument(store, product, link.documentId));
      if (link.productId !== product.id) notFound(MESSAGES.previewInvalid);
      // A published product's preview shows its pending changes, as they will be published.
      const { hasPendingChanges: _pending, ...shown } =
        (await store.findPendingProduct(product.id)) ?? product;
      return ok(await withStoredImages(store, withPublicDocuments(shown)));
    },
    /**
     * The schedules that are due (issue 21 section 4): each product, or a published product's
     * pending changes, published once, by no one ('Sistem'), with a revision, its address taken
     * over (or its old one redirected) as a manual publish does, and the audit entry
     * `publish-late` when its time passed while no server ran. Returns how many.
     */
    publishDueProducts: async (now: Date = new Date()) => {
      const due = await store.publishDueProducts(now);
      for (const { product, publishAt } of due) {
        await revisedProduct(null, async () => product, NO_ACTOR);
        await redirects.productCreated(product.slug);
        const action = scheduledPublish(publishAt, now);
        await audited(store, NO_ACTOR, action, 'product', product);
      }
      // A published product's scheduled changes: saved over the live one by 'Yayınla's own path.
      const claimed = await store.claimDuePendingProducts(now);
      for (const { id, input, publishAt } of claimed) {
        if (!(await store.findProduct({ id }))) continue;
        await updateProduct(
          { ...input, id, status: 'published', publishAt: null },
          NO_ACTOR,
          scheduledPublish(publishAt, now),
        );
      }
      return due.length + claimed.length;
    },
    /** 'Taslağı sil': a published product's pending changes dropped; the live one unchanged. */
    discardProductDraft: async (id: string, actor: Actor) => {
      const product = found(await store.findProduct({ id: storedId(id) }));
      if (!(await store.discardPendingProduct(product.id))) notFound(MESSAGES.noPendingChanges);
      await audited(store, actor, 'update', 'product', product);
      return done(MESSAGES.pendingDiscarded);
    },
    deleteProduct: async (id: string, actor: Actor) => {
      const product = found(await store.findProduct({ id: storedId(id) }));
      await trashRecord(store, 'product', product.id, actor);
      await audited(store, actor, 'delete', 'product', product);
      return done(MESSAGES.productDeleted);
    },
  };
}

/** Which of the products' operations write: core/domain/backend.ts runs each in a transaction. */
export const PRODUCT_WRITES = [
  'createProduct',
  'updateProduct',
  'publishDueProducts',
  'discardProductDraft',
  'deleteProduct',
] as const satisfies readonly (keyof ReturnType<typeof productOperations>)[];
