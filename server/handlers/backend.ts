import { accountOperations } from '../../core/domain/accounts.ts';
import { transactionalBackendOperations } from '../../core/domain/backend.ts';
import { accountStore } from '../services/auth.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import type { Handler, HandlerContext } from './common.ts';
import { contactHandlers } from './contacts.ts';
import { documentHandlers } from './documents.ts';
import { fileHandlers } from './files.ts';
import { pageHandlers } from './pages.ts';
import { previewHandlers } from './previews.ts';
import { productHandlers } from './products.ts';
import { trashHandlers } from './trash.ts';
import { redirectHandlers } from './redirects.ts';
import { revisionHandlers } from './revisions.ts';
import { userHandlers } from './users.ts';
import { versionedBackendHandlers, versionedWritesOf, withVersionTags } from './versions.ts';

/** Every operation of openapi/backend.yaml, keyed by operationId (fastify-openapi-glue). */
export function backendHandlers(context: HandlerContext): Record<string, Handler> {
  const operations = transactionalBackendOperations(context.store);
  const accounts = accountOperations(accountStore(context.store), (account) =>
    context.tokens.issue(account),
  );
  return withVersionTags({
    ...authHandlers(context, accounts),
    ...userHandlers(accounts),
    ...contactHandlers(operations),
    ...fileHandlers(context, operations),
    ...documentHandlers(context, operations),
    ...pageHandlers(operations),
    ...productHandlers(operations),
    ...trashHandlers(context, operations),
    ...revisionHandlers(context.store),
    ...redirectHandlers(operations),
    ...previewHandlers(operations),
    ...auditHandlers(context.store),
    ...versionedBackendHandlers(versionedWritesOf(context)),
  });
}
