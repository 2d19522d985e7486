import type {
  ContactCreate,
  ContactUpdate,
  Document,
  DocumentCreate,
  FileCreate,
  FileUpdate,
  Page,
  PageCreate,
  PageProductOrder,
  PagePreviewLinkCreate,
  Product,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { pagePath } from '../lib/page-names.ts';
import { withImages } from '../lib/image-variants.ts';
import type { AuditAction, AuditTarget } from './audit.ts';
import { normalizeId, normalizeIds } from './ids.ts';
import { CONTENT_KEYS, contentUser, fileUserErrors } from './file-users.ts';
import {
  MESSAGES,
  draftProductMessage,
  fileInUseMessage,
  unknownProductMessage,
} from './messages.ts';
import { done, fail, found, invalid, notFound, ok } from './replies.ts';
import { isSpamEnquiry } from '../lib/enquiry.ts';
import type { InboxQuery } from './enquiries.ts';
import { type DomainStore } from './store.ts';
import {
  NO_ACTOR,
  type Actor,
  type FileUser,
  type Lookup,
  type Paging,
  type ProductOrder,
  type StoredFile,
} from './types.ts';
import { previewOperations } from './previews.ts';
import {
  LATE_AFTER_MS,
  isPublished,
  savedStatus,
  scheduleTime,
  withPublicDocuments,
} from './publishing.ts';
import { redirectOperations } from './redirect-operations.ts';
import { productPath } from './redirects.ts';
import { trashOperations } from './trash-operations.ts';
import type { TrashKind } from './trash.ts';
import { documentUploadFields } from './uploads.ts';
import {
  documentRevisionData,
  pageRevisionData,
  productRevisionData,
  savedWithRevision,
} from './revisions.ts';
import { inTransactions } from './transactions.ts';

/**
 * The backend's operations (openapi/backend.yaml) past the schema check, once for the mocks and
 * the server: the rules between records, id normalisation, lookups, the replies and their
 * messages. Each returns the reply body or throws an HttpError (core/domain/replies.ts); only
 * persistence differs, behind {@link DomainStore}. Sign-in and the bytes of uploads are each side's own.
 * Every write takes the {@link Actor} last, and is written to the audit log (core/domain/audit.ts).
 */
/** A public single read: the record with the stored images its `/uploads/...` paths name. */
export const withStoredImages = <T extends object>(store: DomainStore, record: T) =>
  withImages(record, (paths) => store.getFilesByPaths(paths));

export function backendOperations(store: DomainStore) {
  /** An id as stored; one that is no id finds nothing (the schema has already refused it). */
  const idOf = (id: string) => normalizeId(id) ?? '';

  /** Either an uploaded file or an external link; the file must exist. */
  async function checkDocumentSource(input: DocumentCreate) {
    if (!input.fileId && !input.url) invalid({ fileId: [MESSAGES.documentSourceRequired] });
    if (input.fileId && !(await store.getFile(idOf(input.fileId)))) {
      invalid({ fileId: [MESSAGES.noSuchFile] });
    }
  }

  /** Every product id must name a product: 400 listing the unknown ones as they were sent. */
  async function checkProductIds(ids: readonly string[] | undefined) {
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
   * Who uses a file: the records the store finds, then the content pages that show it. One read
   * after another: this runs inside a store transaction (one connection), where node-postgres
   * only queues concurrent queries, a use it deprecates (pg 9 refuses it).
   */
  async function fileUsersOf(file: { id: string; path: string }): Promise<FileUser[]> {
    const users = [...(await store.fileUsers(file))];
    for (const key of CONTENT_KEYS) {
      const user = contentUser(key, await store.getContent(key), file.path);
      if (user) users.push(user);
    }
    return users;
  }

  /** One audit entry for a write the actor made. */
  const audit = (actor: Actor, action: AuditAction, target: AuditTarget) =>
    store.recordAudit({ action, username: actor.username, address: actor.address, target });
  const enquiryTarget = (enquiry: { id: string; isim: string; soyisim: string }): AuditTarget => ({
    kind: 'enquiry',
    id: enquiry.id,
    name: `${enquiry.isim} ${enquiry.soyisim}`,
  });
  /** Audits a record just written and returns it. */
  const audited = async <T extends { id: string; name: string }>(
    actor: Actor,
    action: AuditAction,
    kind: AuditTarget['kind'],
    record: T,
  ) => {
    await audit(actor, action, { kind, id: record.id, name: record.name });
    return record;
  };

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
  const revisedPage = (id: string | null, save: () => Promise<Page | null>, actor: Actor) =>
    savedWithRevision(
      store,
      'page',
      id,
      { read: () => store.findPage({ id: id ?? '' }), save, dataOf: pageRevisionData },
      actor,
    );
  const revisedDocument = (id: string | null, save: () => Promise<Document | null>, actor: Actor) =>
    savedWithRevision(
      store,
      'document',
      id,
      { read: () => store.getDocument(id ?? ''), save, dataOf: documentRevisionData },
      actor,
    );

  /** A delete: the record goes to the trash (core/domain/trash.ts); 404 when it is gone already. */
  const trash = async (kind: TrashKind, id: string, actor: Actor) =>
    found(await store.moveToTrash(kind, id, actor.username));

  const redirects = redirectOperations(store);
  const previews = previewOperations(store, (id) => store.findProduct({ id: idOf(id) }));
  /** A save's message with what else it did, if anything. */
  const withNote = (message: string, note: string | null) =>
    note === null ? message : `${message} ${note}`;

  /**
   * Pages as visitors read them (issue 46): `documentIds` name public documents only (one read of
   * them for all), and the products they show are as visitors read them (core/domain/publishing.ts).
   */
  async function publicPages<T extends Pick<Page, 'documentIds' | 'products'>>(
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
  const publicPage = async <T extends Pick<Page, 'documentIds' | 'products'>>(page: T) =>
    (await publicPages([page]))[0] as T;
  const publicList = async <T extends { items: Page[] }>(list: T): Promise<T> => ({
    ...list,
    items: await publicPages(list.items),
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
    const page = found(await store.findPage({ id: idOf(id) }));
    const path = pagePath(page.name) ?? invalid({ id: [MESSAGES.pageWithoutAddress] });
    return { id: page.id, path };
  };
  /**
   * A document's preview (issue 21 section 3): the published product that lists it, with the
   * document as it will be published in its place among the product's documents; 404 when the
   * product is a draft or does not list it.
   */
  async function withPreviewedDocument(product: Product, documentId: string) {
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

  /** A product as a read shows it: a draft only to the panel (`drafts`), 404 to anyone else. */
  const readProduct = async (lookup: Lookup, drafts = false) => {
    const product = found(await store.findProduct(lookup));
    if (!isPublished(product.status) && !drafts) notFound();
    return ok(await withStoredImages(store, drafts ? product : withPublicDocuments(product)));
  };

  /**
   * A document's save, as a product's (issue 21): a published one's draft or schedule waits
   * beside it. `action`: a restore from the history (core/domain/revision-operations.ts) or a
   * schedule says so in the log.
   */
  const updateDocument = async (
    body: DocumentCreate & { id: string },
    actor: Actor,
    action: AuditAction = 'update',
  ) => {
    await checkDocumentSource(body);
    const id = idOf(body.id);
    const before = found(await store.getDocument(id));
    if (isPublished(before.status) && (body.status === 'draft' || body.status === 'scheduled')) {
      const publishAt =
        body.status === 'scheduled' ? scheduleTime(body.publishAt, new Date()) : null;
      await store.savePendingDocument(
        id,
        { ...body, status: 'published', publishAt: null },
        publishAt,
      );
      await audited(actor, 'update', 'document', before);
      return ok(
        found(await store.findPendingDocument(id)),
        publishAt ? MESSAGES.documentPendingScheduled : MESSAGES.documentPendingSaved,
      );
    }
    // Left out: published; a restore keeps the status (and the schedule) the document has.
    const restore = action === 'revision-restore';
    const publishing = savedStatus(
      before,
      body.status ?? (restore ? (before.status ?? 'published') : 'published'),
      body.publishAt ?? (restore ? before.publishAt : null),
      new Date(),
    );
    const saved = () => store.updateDocument(id, { ...body, ...publishing });
    const document = found(await revisedDocument(id, saved, actor));
    // A save replaces what was pending ('Yayınla'); a restore from the history keeps it.
    const dropped = !restore && (await store.discardPendingDocument(id));
    const published =
      action === 'update' &&
      isPublished(document.status) &&
      (dropped || !isPublished(before.status));
    return ok(
      await audited(actor, published ? 'publish' : action, 'document', document),
      MESSAGES.documentUpdated,
    );
  };
  /**
   * Where a document's preview is shown: the page of the first published product that lists it
   * (a document has no page of its own); 400 when none does.
   */
  const previewedDocument = async (id: string) => {
    const document = found(await store.getDocument(idOf(id)));
    const product =
      (await productListing(document.id)) ?? invalid({ id: [MESSAGES.documentWithoutAddress] });
    return { id: document.id, path: productPath(encodeURIComponent(product.slug)) };
  };
  /** The first published product, in the products' order, whose documents include `id`. */
  async function productListing(id: string) {
    for (let pageIndex = 0; ; pageIndex += 1) {
      const page = await store.listProducts({ pageIndex, pageSize: 100 });
      const product = page.items.find((item) => (item.documentIds ?? []).includes(id));
      if (product || pageIndex + 1 >= page.totalPages) return product ?? null;
    }
  }

  /** A product's save (issue 21: a published one's draft or schedule waits beside it). */
  const updateProduct = async (
    body: ProductCreate & { id: string },
    actor: Actor,
    action: AuditAction = 'update',
  ) => {
    const id = idOf(body.id);
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
      await audited(actor, 'update', 'product', before);
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
      await audited(actor, published ? 'publish' : action, 'product', product),
      withNote(MESSAGES.productUpdated, note),
    );
  };

  return {
    // Enquiries (the backend's Contact) ------------------------------------------------------
    listContacts: async () => ok(await store.listEnquiries()),
    listContactInbox: async (query: InboxQuery) => ok(await store.listEnquiryInbox(query)),
    // Spam is stored and answered like any enquiry: the sender learns nothing from the reply, which
    // leaves out the decision (`isSpam`, the panel's only; issue 23 section 2).
    createContact: async (body: ContactCreate) => {
      const { isSpam: _decision, ...stored } = await store.createEnquiry(body, isSpamEnquiry(body));
      return ok(stored, MESSAGES.enquiryReceived);
    },
    updateContact: async (body: ContactUpdate, actor: Actor) => {
      const enquiry = found(await store.updateEnquiry({ ...body, id: idOf(body.id) }));
      // Reading an enquiry marks it read: only the spam verdict is worth a line in the log.
      if (body.isSpam !== undefined) await audit(actor, 'update', enquiryTarget(enquiry));
      return ok(enquiry);
    },
    getContactById: async (id: string) => ok(found(await store.getEnquiry(idOf(id)))),
    deleteContact: async (id: string, actor: Actor) => {
      const enquiry = found(await store.getEnquiry(idOf(id)));
      await trash('enquiry', enquiry.id, actor);
      await audit(actor, 'delete', enquiryTarget(enquiry));
      return done(MESSAGES.enquiryDeleted);
    },

    // Files ----------------------------------------------------------------------------------
    listFiles: async () => ok(await store.listFiles()),
    createFile: async (body: FileCreate, actor: Actor) => {
      const file = await store.addFile({
        name: body.name,
        contentType: body.contentType,
        size: body.size,
        path: body.path,
        diskName: null,
      });
      return ok(await audited(actor, 'create', 'file', file), MESSAGES.fileRecordCreated);
    },
    updateFile: async (body: FileUpdate, actor: Actor) => {
      const changes = { name: body.name, altText: body.altText };
      const file = found(await store.updateFile(idOf(body.id), changes));
      return ok(await audited(actor, 'update', 'file', file));
    },
    /**
     * A visitor (`signedIn` false) reads only a file the site shows: one no record uses (the file
     * manager's own), or one a published product, a page, a content page or a public document
     * uses; a draft's or a hidden document's is 404 (issue 46), as its record is.
     */
    getFileById: async (id: string, signedIn = false) => {
      const file = found(await store.getFile(idOf(id)));
      if (!signedIn) {
        const users = await fileUsersOf(file);
        if (users.length > 0 && !users.some((user) => user.shown)) notFound();
      }
      return ok(file);
    },
    /**
     * Moves the record to the trash, its bytes kept until the purge, unless a record still uses
     * the file: then 409 naming them (core/domain/file-users.ts).
     */
    deleteFile: async (id: string, actor: Actor) => {
      const file = found(await store.getFile(idOf(id)));
      const users = await fileUsersOf(file);
      if (users.length > 0) {
        const errors = fileUserErrors(users);
        fail(409, fileInUseMessage(errors), errors);
      }
      await trash('file', file.id, actor);
      await audit(actor, 'delete', { kind: 'file', id: file.id, name: file.name });
      return done(MESSAGES.fileDeleted);
    },

    // Documents ------------------------------------------------------------------------------
    listDocuments: async (paging: Paging) => {
      const page = await store.listDocuments(paging);
      return ok(page, page.totalCount === 0 ? MESSAGES.noDocuments : null);
    },
    listActiveDocuments: async () => ok(await store.listActiveDocuments()),
    /** `status` left out: published, as before drafts (issue 21). */
    createDocument: async (body: DocumentCreate, actor: Actor) => {
      await checkDocumentSource(body);
      const publishing = savedStatus(null, body.status ?? 'published', body.publishAt, new Date());
      const saved = () => store.createDocument({ ...body, ...publishing });
      const document = found(await revisedDocument(null, saved, actor));
      return ok(await audited(actor, 'create', 'document', document), MESSAGES.documentCreated);
    },
    updateDocument,
    /**
     * POST /api/Document/upload, all or nothing: the form's fields are checked before the file is
     * stored (`discardUpload` drops what was received), and a document that cannot be created (a
     * slug already taken) takes its stored file back, record and bytes (`removeBytes`).
     */
    uploadDocument: async (
      fields: Record<string, string | undefined>,
      upload: {
        storeFile: () => Promise<{ id: string }>;
        discardUpload: () => Promise<void> | void;
        removeBytes: (file: StoredFile) => Promise<void> | void;
      },
      actor: Actor,
    ) => {
      const { errors, values } = documentUploadFields(fields);
      if (Object.keys(errors).length > 0) {
        await upload.discardUpload();
        invalid(errors);
      }
      const file = await upload.storeFile();
      let document;
      try {
        document = found(
          await revisedDocument(
            null,
            () => store.createDocument({ ...values, fileId: file.id }),
            actor,
          ),
        );
      } catch (error) {
        const removed = await store.deleteFile(file.id);
        if (removed) await upload.removeBytes(removed);
        throw error;
      }
      return ok(await audited(actor, 'create', 'document', document), MESSAGES.documentCreated);
    },
    /** `drafts`: the panel's read, the version it edits (the pending changes, when there are). */
    getDocumentById: async (id: string, drafts = false) => {
      const document = found(await store.getDocument(idOf(id)));
      if (!drafts) return ok(document);
      const pending = await store.findPendingDocument(document.id);
      return ok(pending ?? { ...document, hasPendingChanges: false, pendingPublishAt: null });
    },
    /** 'Taslağı sil': a published document's pending changes dropped; the live one unchanged. */
    discardDocumentDraft: async (id: string, actor: Actor) => {
      const document = found(await store.getDocument(idOf(id)));
      if (!(await store.discardPendingDocument(document.id))) {
        notFound(MESSAGES.documentNoPendingChanges);
      }
      await audited(actor, 'update', 'document', document);
      return done(MESSAGES.documentPendingDiscarded);
    },
    createDocumentPreviewLink: async (id: string, body: PagePreviewLinkCreate, actor: Actor) =>
      previews.createDocumentPreviewLink(await previewedDocument(id), body, actor),
    listDocumentPreviewLinks: async (id: string) =>
      previews.listDocumentPreviewLinks(await previewedDocument(id)),
    /**
     * The schedules of documents that are due (issue 21 section 4): a scheduled draft published,
     * or a published document's pending changes saved over it, once, by no one ('Sistem').
     */
    publishDueDocuments: async (now: Date = new Date()) => {
      const late = (publishAt: string) => now.getTime() - Date.parse(publishAt) > LATE_AFTER_MS;
      const due = await store.publishDueDocuments(now);
      for (const { document, publishAt } of due) {
        await revisedDocument(null, async () => document, NO_ACTOR);
        await audited(NO_ACTOR, late(publishAt) ? 'publish-late' : 'publish', 'document', document);
      }
      const claimed = await store.claimDuePendingDocuments(now);
      for (const { id, input, publishAt } of claimed) {
        if (!(await store.getDocument(id))) continue;
        await updateDocument(
          { ...input, id, status: 'published', publishAt: null },
          NO_ACTOR,
          late(publishAt) ? 'publish-late' : 'publish',
        );
      }
      return due.length + claimed.length;
    },
    deleteDocument: async (id: string, actor: Actor) => {
      const document = found(await store.getDocument(idOf(id)));
      await trash('document', document.id, actor);
      await audited(actor, 'delete', 'document', document);
      return done(MESSAGES.documentDeleted);
    },
    /** The stored file to send for a document, or 404 when it has none (an external link). */
    documentDownload: async (id: string) => {
      const document = found(await store.getDocument(idOf(id)));
      const file = document.file ? await store.getFileByPath(document.file.path) : null;
      return file ?? fail(404, MESSAGES.nothingToDownload);
    },

    // Pages ----------------------------------------------------------------------------------
    listPages: async (paging: Paging) => ok(await publicList(await store.listPages(paging))),
    getPagesByType: async (type: number, paging: Paging) => {
      if (![0, 1, 2].includes(type)) invalid({ type: [MESSAGES.pageType] });
      return ok(await publicList(await store.listPages(paging, type)));
    },
    createPage: async (body: PageCreate, actor: Actor) => {
      // A page is made published; its changes can wait as a draft once it exists.
      if (body.status && body.status !== 'published') invalid({ status: [MESSAGES.newPageDraft] });
      await checkProductIds(body.productIds);
      const page = found(await revisedPage(null, () => store.createPage(body), actor));
      return ok(await audited(actor, 'create', 'page', page), MESSAGES.pageCreated);
    },
    updatePage: async (
      body: PageCreate & { id: string },
      actor: Actor,
      action: AuditAction = 'update',
    ) => {
      await checkProductIds(body.productIds);
      const id = idOf(body.id);
      // Saved as a draft, or scheduled: the changes wait beside the live page (issue 21).
      if (body.status === 'draft' || body.status === 'scheduled') {
        const publishAt =
          body.status === 'scheduled' ? scheduleTime(body.publishAt, new Date()) : null;
        const before = found(await store.findPage({ id }));
        await store.savePendingPage(before.id, { ...body, status: 'published' }, publishAt);
        await audited(actor, 'update', 'page', before);
        return ok(
          await withStoredImages(store, found(await store.findPendingPage(before.id))),
          publishAt ? MESSAGES.pagePendingScheduled : MESSAGES.pagePendingSaved,
        );
      }
      const page = found(await revisedPage(id, () => store.updatePage(id, body), actor));
      // A save replaces what was pending ('Yayınla'); a restore from the history keeps it.
      const published = action !== 'revision-restore' && (await store.discardPendingPage(page.id));
      return ok(
        await audited(actor, published && action === 'update' ? 'publish' : action, 'page', page),
        MESSAGES.pageUpdated,
      );
    },
    updatePageProductOrder: async (body: PageProductOrder, actor: Actor) => {
      await checkProductIds(body.productIds);
      const id = idOf(body.pageId);
      const order = normalizeIds(body.productIds);
      const page = found(await revisedPage(id, () => store.setPageProductOrder(id, order), actor));
      return ok(await audited(actor, 'update', 'page', page), MESSAGES.orderUpdated);
    },
    /** `drafts`: the panel's read, the version it edits (the pending changes, when there are). */
    getPageById: async (id: string, drafts = false) =>
      drafts ? panelPage({ id: idOf(id) }) : readPage({ id: idOf(id) }),
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
      const page = found(await store.findPage({ id: idOf(id) }));
      if (!(await store.discardPendingPage(page.id))) notFound(MESSAGES.pageNoPendingChanges);
      await audited(actor, 'update', 'page', page);
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
        const late = now.getTime() - Date.parse(publishAt) > LATE_AFTER_MS;
        const saved = found(await revisedPage(id, () => store.updatePage(id, input), NO_ACTOR));
        await store.discardPendingPage(id);
        await audited(NO_ACTOR, late ? 'publish-late' : 'publish', 'page', saved);
      }
      return claimed.length;
    },
    deletePage: async (id: string, actor: Actor) => {
      const page = found(await store.findPage({ id: idOf(id) }));
      await trash('page', page.id, actor);
      await audited(actor, 'delete', 'page', page);
      return done(MESSAGES.pageDeleted);
    },

    // Products -------------------------------------------------------------------------------
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
        await audited(actor, 'create', 'product', product),
        withNote(MESSAGES.productCreated, note),
      );
    },
    updateProduct,
    /** The panel's read (`drafts`) is the version it edits: the pending changes, when there are. */
    getProductById: async (id: string, drafts = false) => {
      if (!drafts) return readProduct({ id: idOf(id) });
      const product = found(await store.findProduct({ id: idOf(id) }));
      const pending = await store.findPendingProduct(product.id);
      return ok(await withStoredImages(store, pending ?? { ...product, hasPendingChanges: false }));
    },
    getProductByName: async (name: string) => readProduct({ name }),
    /** `preview`: a preview link's token, which shows that product even as a draft. */
    getProductBySlug: async (slug: string, preview?: string) => {
      if (preview === undefined) return readProduct({ slug });
      const product = (await store.findProduct({ slug })) ?? notFound(MESSAGES.previewInvalid);
      const link = await previews.productPagePreview(preview);
      if (link.documentId) return ok(await withPreviewedDocument(product, link.documentId));
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
      const late = (publishAt: string) => now.getTime() - Date.parse(publishAt) > LATE_AFTER_MS;
      const due = await store.publishDueProducts(now);
      for (const { product, publishAt } of due) {
        await revisedProduct(null, async () => product, NO_ACTOR);
        await redirects.productCreated(product.slug);
        await audited(NO_ACTOR, late(publishAt) ? 'publish-late' : 'publish', 'product', product);
      }
      // A published product's scheduled changes: saved over the live one by 'Yayınla's own path.
      const claimed = await store.claimDuePendingProducts(now);
      for (const { id, input, publishAt } of claimed) {
        if (!(await store.findProduct({ id }))) continue;
        await updateProduct(
          { ...input, id, status: 'published', publishAt: null },
          NO_ACTOR,
          late(publishAt) ? 'publish-late' : 'publish',
        );
      }
      return due.length + claimed.length;
    },
    /** 'Taslağı sil': a published product's pending changes dropped; the live one unchanged. */
    discardProductDraft: async (id: string, actor: Actor) => {
      const product = found(await store.findProduct({ id: idOf(id) }));
      if (!(await store.discardPendingProduct(product.id))) notFound(MESSAGES.noPendingChanges);
      await audited(actor, 'update', 'product', product);
      return done(MESSAGES.pendingDiscarded);
    },
    deleteProduct: async (id: string, actor: Actor) => {
      const product = found(await store.findProduct({ id: idOf(id) }));
      await trash('product', product.id, actor);
      await audited(actor, 'delete', 'product', product);
      return done(MESSAGES.productDeleted);
    },

    // Trash (core/domain/trash.ts) -------------------------------------------------------------
    ...trashOperations(store),

    // Redirects (core/domain/redirects.ts) ------------------------------------------------------
    listRedirects: redirects.listRedirects,
    createRedirect: redirects.createRedirect,
    deleteRedirect: async (id: string, actor: Actor) => redirects.deleteRedirect(idOf(id), actor),

    // Preview links (core/domain/previews.ts) ---------------------------------------------------
    createPreviewLink: previews.createPreviewLink,
    listPreviewLinks: previews.listPreviewLinks,
    deletePreviewLink: async (id: string) => previews.deletePreviewLink(idOf(id)),
  };
}

export type BackendOperations = ReturnType<typeof backendOperations>;

/**
 * The backend's operations with each write in one transaction (core/domain/transactions.ts): the
 * record, its revision and its audit line commit together. Uploads are left out: they call back
 * into the upload's own storage, and undo what they stored themselves.
 */
export const transactionalBackendOperations = (store: DomainStore) =>
  inTransactions(store, backendOperations, [
    'updateContact',
    'deleteContact',
    'createFile',
    'updateFile',
    'deleteFile',
    'createDocument',
    'updateDocument',
    'deleteDocument',
    'discardDocumentDraft',
    'publishDueDocuments',
    'createPage',
    'updatePage',
    'updatePageProductOrder',
    'discardPageDraft',
    'publishDuePages',
    'deletePage',
    'createProduct',
    'updateProduct',
    'publishDueProducts',
    'discardProductDraft',
    'deleteProduct',
    'restoreTrashEntry',
    'createRedirect',
    'deleteRedirect',
  ]);
