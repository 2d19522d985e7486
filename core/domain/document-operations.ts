import type {
  Document,
  DocumentCreate,
  PagePreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { audited, type AuditAction, type AuditStore } from './audit.ts';
import { documentLibrary, type DocumentLibraryFilters, type DocumentStore } from './documents.ts';
import type { FileStore } from './files.ts';
import { storedId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import type { previewOperations } from './previews.ts';
import { everyProduct, type ProductStore } from './products.ts';
import { scheduledPublish, isPublished, savedStatus, scheduleTime } from './publishing.ts';
import { productPath } from './redirects.ts';
import { done, fail, found, invalid, notFound, ok } from './replies.ts';
import { documentRevisionData, savedWithRevision, type RevisionStore } from './revisions.ts';
import { trashRecord, type TrashStore } from './trash.ts';
import { NO_ACTOR, type Actor, type Paging, type StoredFile } from './types.ts';
import { documentUploadFields } from './uploads.ts';

/** The ports the documents' operations use. */
type DocumentOperationsStore = DocumentStore &
  Pick<FileStore, 'getFile' | 'getFileByPath' | 'deleteFile'> &
  Pick<ProductStore, 'listProducts'> &
  Pick<RevisionStore, 'addRevision' | 'listRevisions'> &
  Pick<AuditStore, 'recordAudit'> &
  Pick<TrashStore, 'moveToTrash'>;

type DocumentPreviews = Pick<
  ReturnType<typeof previewOperations>,
  'createDocumentPreviewLink' | 'listDocumentPreviewLinks'
>;

/** Either an uploaded file or an external link; the file must exist. */
async function checkDocumentSource(store: Pick<FileStore, 'getFile'>, input: DocumentCreate) {
  if (!input.fileId && !input.url) invalid({ fileId: [MESSAGES.documentSourceRequired] });
  if (input.fileId && !(await store.getFile(storedId(input.fileId)))) {
    invalid({ fileId: [MESSAGES.noSuchFile] });
  }
}

/** The first published product, in the products' order, whose documents include `id`. */
const productListing = async (store: Pick<ProductStore, 'listProducts'>, id: string) =>
  (await everyProduct(store)).find((item) => (item.documentIds ?? []).includes(id)) ?? null;

/**
 * The documents' operations (openapi/backend.yaml, tag Document), with the document upload's
 * record; `previews`: core/domain/previews.ts's.
 */
export function documentOperations(store: DocumentOperationsStore, previews: DocumentPreviews) {
  /**
   * A save that keeps its revision (core/domain/revisions.ts); `id` null for a create. The
   * record's state before it is read only for an item's first recorded save.
   */
  const revisedDocument = (id: string | null, save: () => Promise<Document | null>, actor: Actor) =>
    savedWithRevision(
      store,
      'document',
      id,
      { read: () => store.getDocument(id ?? ''), save, dataOf: documentRevisionData },
      actor,
    );

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
    await checkDocumentSource(store, body);
    const id = storedId(body.id);
    const before = found(await store.getDocument(id));
    if (isPublished(before.status) && (body.status === 'draft' || body.status === 'scheduled')) {
      const publishAt =
        body.status === 'scheduled' ? scheduleTime(body.publishAt, new Date()) : null;
      await store.savePendingDocument(
        id,
        { ...body, status: 'published', publishAt: null },
        publishAt,
      );
      await audited(store, actor, 'update', 'document', before);
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
      await audited(store, actor, published ? 'publish' : action, 'document', document),
      MESSAGES.documentUpdated,
    );
  };

  /**
   * Where a document's preview is shown: the page of the first published product that lists it
   * (a document has no page of its own); 400 when none does.
   */
  const previewedDocument = async (id: string) => {
    const document = found(await store.getDocument(storedId(id)));
    const product =
      (await productListing(store, document.id)) ??
      invalid({ id: [MESSAGES.documentWithoutAddress] });
    return { id: document.id, path: productPath(encodeURIComponent(product.slug)) };
  };

  return {
    listDocuments: async (paging: Paging) => {
      const page = await store.listDocuments(paging);
      return ok(page, page.totalCount === 0 ? MESSAGES.noDocuments : null);
    },
    listActiveDocuments: async () => ok(await store.listActiveDocuments()),
    /** The document centre ('/belgeler', issue 49): core/domain/documents.ts's documentLibrary. */
    listPublicDocuments: async (filters: DocumentLibraryFilters) =>
      ok(documentLibrary(await store.listActiveDocuments(), await everyProduct(store), filters)),
    /** `status` left out: published, as before drafts (issue 21). */
    createDocument: async (body: DocumentCreate, actor: Actor) => {
      await checkDocumentSource(store, body);
      const publishing = savedStatus(null, body.status ?? 'published', body.publishAt, new Date());
      const saved = () => store.createDocument({ ...body, ...publishing });
      const document = found(await revisedDocument(null, saved, actor));
      return ok(
        await audited(store, actor, 'create', 'document', document),
        MESSAGES.documentCreated,
      );
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
      return ok(
        await audited(store, actor, 'create', 'document', document),
        MESSAGES.documentCreated,
      );
    },
    /** `drafts`: the panel's read, the version it edits (the pending changes, when there are). */
    getDocumentById: async (id: string, drafts = false) => {
      const document = found(await store.getDocument(storedId(id)));
      if (!drafts) return ok(document);
      const pending = await store.findPendingDocument(document.id);
      return ok(pending ?? { ...document, hasPendingChanges: false, pendingPublishAt: null });
    },
    /** 'Taslağı sil': a published document's pending changes dropped; the live one unchanged. */
    discardDocumentDraft: async (id: string, actor: Actor) => {
      const document = found(await store.getDocument(storedId(id)));
      if (!(await store.discardPendingDocument(document.id))) {
        notFound(MESSAGES.documentNoPendingChanges);
      }
      await audited(store, actor, 'update', 'document', document);
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
      const due = await store.publishDueDocuments(now);
      for (const { document, publishAt } of due) {
        await revisedDocument(null, async () => document, NO_ACTOR);
        const action = scheduledPublish(publishAt, now);
        await audited(store, NO_ACTOR, action, 'document', document);
      }
      const claimed = await store.claimDuePendingDocuments(now);
      for (const { id, input, publishAt } of claimed) {
        if (!(await store.getDocument(id))) continue;
        await updateDocument(
          { ...input, id, status: 'published', publishAt: null },
          NO_ACTOR,
          scheduledPublish(publishAt, now),
        );
      }
      return due.length + claimed.length;
    },
    deleteDocument: async (id: string, actor: Actor) => {
      const document = found(await store.getDocument(storedId(id)));
      await trashRecord(store, 'document', document.id, actor);
      await audited(store, actor, 'delete', 'document', document);
      return done(MESSAGES.documentDeleted);
    },
    /** The stored file to send for a document, or 404 when it has none (an external link). */
    documentDownload: async (id: string) => {
      const document = found(await store.getDocument(storedId(id)));
      const file = document.file ? await store.getFileByPath(document.file.path) : null;
      return file ?? fail(404, MESSAGES.nothingToDownload);
    },
  };
}

/** Which of the documents' operations write: core/domain/backend.ts runs each in a transaction. */
export const DOCUMENT_WRITES = [
  'createDocument',
  'updateDocument',
  'deleteDocument',
  'discardDocumentDraft',
  'publishDueDocuments',
] as const satisfies readonly (keyof ReturnType<typeof documentOperations>)[];
