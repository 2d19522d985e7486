/**
 * Everything a request needs, in one module that the service clients import lazily with the first
 * request (src/api/lazy-client.ts): one chunk, announced in index.html, so it is usually already
 * there when the first query starts.
 */
export { createServiceClient } from './create-client';
export { emptyPagedList, isNoDocumentsFound } from './envelope';
export { backendPublicOperations } from './generated/backend-operations/public-operations';
export { contentPublicOperations } from './generated/content-operations/public-operations';
export { emailPublicOperations } from './generated/email-operations/public-operations';
