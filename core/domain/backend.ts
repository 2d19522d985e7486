import type {
  ContactCreate,
  ContactUpdate,
  DocumentCreate,
  FileCreate,
  FileUpdate,
  PageCreate,
  PageProductOrder,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { withImages } from '../lib/image-variants.ts';
import { normalizeId, normalizeIds } from './ids.ts';
import { CONTENT_KEYS, contentUser, fileUserErrors } from './file-users.ts';
import { MESSAGES, fileInUseMessage, unknownProductMessage } from './messages.ts';
import { done, fail, found, invalid, notFound, ok } from './replies.ts';
import { isSpamEnquiry } from '../lib/enquiry.ts';
import type { InboxQuery } from './enquiries.ts';
import type { DomainStore, FileUser, Lookup, Paging, ProductOrder, StoredFile } from './store.ts';
import { documentUploadFields } from './uploads.ts';

/**
 * The backend's operations (openapi/backend.yaml) past the schema check, once for the mocks and
 * the server: the rules between records, id normalisation, lookups, the replies and their
 * messages. Each returns the reply body or throws an HttpError (core/domain/replies.ts); only
 * persistence differs, behind {@link DomainStore}. Sign-in and the bytes of uploads are each side's own.
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
  }

  /** Who uses a file: the records the store finds, then the content pages that show it. */
  async function fileUsersOf(file: { id: string; path: string }): Promise<FileUser[]> {
    const records = await store.fileUsers(file);
    const pages = await Promise.all(
      CONTENT_KEYS.map(async (key) => contentUser(key, await store.getContent(key), file.path)),
    );
    return [...records, ...pages.filter((user) => user !== null)];
  }

  const readPage = async (lookup: Lookup) =>
    ok(await withStoredImages(store, found(await store.findPage(lookup))));
  const readProduct = async (lookup: Lookup) =>
    ok(await withStoredImages(store, found(await store.findProduct(lookup))));

  return {
    // Enquiries (the backend's Contact) ------------------------------------------------------
    listContacts: async () => ok(await store.listEnquiries()),
    listContactInbox: async (query: InboxQuery) => ok(await store.listEnquiryInbox(query)),
    // Spam is stored and answered like any enquiry: the sender learns nothing from the reply.
    createContact: async (body: ContactCreate) =>
      ok(await store.createEnquiry(body, isSpamEnquiry(body)), MESSAGES.enquiryReceived),
    updateContact: async (body: ContactUpdate) =>
      ok(found(await store.updateEnquiry({ ...body, id: idOf(body.id) }))),
    getContactById: async (id: string) => ok(found(await store.getEnquiry(idOf(id)))),
    deleteContact: async (id: string) => {
      if (!(await store.deleteEnquiry(idOf(id)))) notFound();
      return done(MESSAGES.enquiryDeleted);
    },

    // Files ----------------------------------------------------------------------------------
    listFiles: async () => ok(await store.listFiles()),
    createFile: async (body: FileCreate) =>
      ok(
        await store.addFile({
          name: body.name,
          contentType: body.contentType,
          size: body.size,
          path: body.path,
          diskName: null,
        }),
        MESSAGES.fileRecordCreated,
      ),
    updateFile: async (body: FileUpdate) =>
      ok(found(await store.updateFile(idOf(body.id), { name: body.name, altText: body.altText }))),
    getFileById: async (id: string) => ok(found(await store.getFile(idOf(id)))),
    /**
     * Removes the record, unless a record still uses the file: then 409 naming them
     * (core/domain/file-users.ts). `removeBytes` then removes what the side stored of it.
     */
    deleteFile: async (id: string, removeBytes: (file: StoredFile) => Promise<void> | void) => {
      const file = found(await store.getFile(idOf(id)));
      const users = await fileUsersOf(file);
      if (users.length > 0) {
        const errors = fileUserErrors(users);
        fail(409, fileInUseMessage(errors), errors);
      }
      const removed = await store.deleteFile(file.id);
      if (!removed) return notFound();
      await removeBytes(removed);
      return done(MESSAGES.fileDeleted);
    },

    // Documents ------------------------------------------------------------------------------
    listDocuments: async (paging: Paging) => {
      const page = await store.listDocuments(paging);
      return ok(page, page.totalCount === 0 ? MESSAGES.noDocuments : null);
    },
    listActiveDocuments: async () => ok(await store.listActiveDocuments()),
    createDocument: async (body: DocumentCreate) => {
      await checkDocumentSource(body);
      return ok(await store.createDocument(body), MESSAGES.documentCreated);
    },
    updateDocument: async (body: DocumentCreate & { id: string }) => {
      await checkDocumentSource(body);
      return ok(found(await store.updateDocument(idOf(body.id), body)), MESSAGES.documentUpdated);
    },
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
    ) => {
      const { errors, values } = documentUploadFields(fields);
      if (Object.keys(errors).length > 0) {
        await upload.discardUpload();
        invalid(errors);
      }
      const file = await upload.storeFile();
      try {
        return ok(
          await store.createDocument({ ...values, fileId: file.id }),
          MESSAGES.documentCreated,
        );
      } catch (error) {
        const removed = await store.deleteFile(file.id);
        if (removed) await upload.removeBytes(removed);
        throw error;
      }
    },
    getDocumentById: async (id: string) => ok(found(await store.getDocument(idOf(id)))),
    deleteDocument: async (id: string) => {
      if (!(await store.deleteDocument(idOf(id)))) notFound();
      return done(MESSAGES.documentDeleted);
    },
    /** The stored file to send for a document, or 404 when it has none (an external link). */
    documentDownload: async (id: string) => {
      const document = found(await store.getDocument(idOf(id)));
      const file = document.file ? await store.getFileByPath(document.file.path) : null;
      return file ?? fail(404, MESSAGES.nothingToDownload);
    },

    // Pages ----------------------------------------------------------------------------------
    listPages: async (paging: Paging) => ok(await store.listPages(paging)),
    getPagesByType: async (type: number, paging: Paging) => {
      if (![0, 1, 2].includes(type)) invalid({ type: [MESSAGES.pageType] });
      return ok(await store.listPages(paging, type));
    },
    createPage: async (body: PageCreate) => {
      await checkProductIds(body.productIds);
      return ok(await store.createPage(body), MESSAGES.pageCreated);
    },
    updatePage: async (body: PageCreate & { id: string }) => {
      await checkProductIds(body.productIds);
      return ok(found(await store.updatePage(idOf(body.id), body)), MESSAGES.pageUpdated);
    },
    updatePageProductOrder: async (body: PageProductOrder) => {
      await checkProductIds(body.productIds);
      const page = await store.setPageProductOrder(
        idOf(body.pageId),
        normalizeIds(body.productIds),
      );
      return ok(found(page), MESSAGES.orderUpdated);
    },
    getPageById: async (id: string) => readPage({ id: idOf(id) }),
    getPageByName: async (name: string) => readPage({ name }),
    getPageBySlug: async (slug: string) => readPage({ slug }),
    deletePage: async (id: string) => {
      if (!(await store.deletePage(idOf(id)))) notFound();
      return done(MESSAGES.pageDeleted);
    },

    // Products -------------------------------------------------------------------------------
    listProducts: async (paging: Paging, order?: ProductOrder) =>
      ok(await store.listProducts(paging, order)),
    createProduct: async (body: ProductCreate) =>
      ok(await store.createProduct(body), MESSAGES.productCreated),
    updateProduct: async (body: ProductCreate & { id: string }) =>
      ok(found(await store.updateProduct(idOf(body.id), body)), MESSAGES.productUpdated),
    getProductById: async (id: string) => readProduct({ id: idOf(id) }),
    getProductByName: async (name: string) => readProduct({ name }),
    getProductBySlug: async (slug: string) => readProduct({ slug }),
    deleteProduct: async (id: string) => {
      if (!(await store.deleteProduct(idOf(id)))) notFound();
      return done(MESSAGES.productDeleted);
    },
  };
}

export type BackendOperations = ReturnType<typeof backendOperations>;
