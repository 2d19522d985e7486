import { documentOperations, DOCUMENT_WRITES } from './document-operations.ts';
import { enquiryOperations, ENQUIRY_WRITES } from './enquiry-operations.ts';
import { fileOperations, FILE_WRITES } from './file-operations.ts';
import { storedId } from './ids.ts';
import { pageOperations, PAGE_WRITES } from './page-operations.ts';
import { previewOperations } from './previews.ts';
import { productOperations, PRODUCT_WRITES } from './product-operations.ts';
import { redirectOperations, REDIRECT_WRITES } from './redirect-operations.ts';
import type { DomainStore } from './store.ts';
import { inTransactions } from './transactions.ts';
import { trashOperations, TRASH_WRITES } from './trash-operations.ts';
import type { Actor } from './types.ts';

/**
 * The backend's operations (openapi/backend.yaml) past the schema check, once for the mocks and
 * the server: the rules between records, id normalisation, lookups, the replies and their
 * messages. Each returns the reply body or throws an HttpError (core/domain/replies.ts); only
 * persistence differs, behind {@link DomainStore}. Sign-in and the bytes of uploads are each side's own.
 * Every write takes the {@link Actor} last, and is written to the audit log (core/domain/audit.ts).
 *
 * One module an entity holds its operations, on the ports it uses: enquiry-operations.ts,
 * file-operations.ts, document-operations.ts, page-operations.ts, product-operations.ts,
 * trash-operations.ts, redirect-operations.ts and previews.ts; this one composes them.
 */
export function backendOperations(store: DomainStore) {
  const redirects = redirectOperations(store);
  const previews = previewOperations(store, (id) => store.findProduct({ id: storedId(id) }));
  return {
    ...enquiryOperations(store),
    ...fileOperations(store),
    ...documentOperations(store, previews),
    ...pageOperations(store, previews),
    ...productOperations(store, { redirects, previews }),
    ...trashOperations(store),

    // Redirects (core/domain/redirects.ts) ------------------------------------------------------
    listRedirects: redirects.listRedirects,
    createRedirect: redirects.createRedirect,
    deleteRedirect: async (id: string, actor: Actor) =>
      redirects.deleteRedirect(storedId(id), actor),

    // Preview links (core/domain/previews.ts) ---------------------------------------------------
    createPreviewLink: previews.createPreviewLink,
    listPreviewLinks: previews.listPreviewLinks,
    deletePreviewLink: async (id: string) => previews.deletePreviewLink(storedId(id)),
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
    ...ENQUIRY_WRITES,
    ...FILE_WRITES,
    ...DOCUMENT_WRITES,
    ...PAGE_WRITES,
    ...PRODUCT_WRITES,
    ...TRASH_WRITES,
    ...REDIRECT_WRITES,
  ]);
