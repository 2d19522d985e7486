import { accountOperations, type Account } from '../../core/domain/accounts.ts';
import { secondFactorOperations } from '../../core/domain/second-factor.ts';
import { transactionalBackendOperations } from '../../core/domain/backend.ts';
import { accountStore } from '../services/auth.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import type { Handler, HandlerContext } from './common.ts';
import { contactHandlers } from './contacts.ts';
import { dashboardHandlers } from './dashboard.ts';
import { documentHandlers } from './documents.ts';
import { fileHandlers } from './files.ts';
import { pageHandlers } from './pages.ts';
import { previewHandlers } from './previews.ts';
import { productHandlers } from './products.ts';
import { trashHandlers } from './trash.ts';
import { redirectHandlers } from './redirects.ts';
import { proofAttempts, secondFactorHandlers } from './second-factor.ts';
import { revisionHandlers } from './revisions.ts';
import { searchHandlers } from './search.ts';
import { userHandlers } from './users.ts';
import { visitHandlers } from './visits.ts';
import { versionedBackendHandlers, versionedWritesOf, withVersionTags } from './versions.ts';

/** Every operation of openapi/backend.yaml, keyed by operationId (fastify-openapi-glue). */
export function backendHandlers(context: HandlerContext): Record<string, Handler> {
  const operations = transactionalBackendOperations(context.store);
  const accountRecords = accountStore(context.store);
  const issueToken = (account: Account, proofAt: number) => context.tokens.issue(account, proofAt);
  const attempts = proofAttempts(context.loginGuard);
  const { freshProofMs, requireSecondFactor } = context.config;
  const accounts = accountOperations(accountRecords, issueToken, {
    freshProofMs,
    attempts,
    requireSecondFactor,
  });
  const secondFactors = secondFactorOperations({
    store: context.store,
    accounts: accountRecords,
    tickets: context.tickets,
    issueToken,
    attempts,
    required: requireSecondFactor,
    freshProofMs,
  });
  return withVersionTags({
    ...authHandlers(context, accounts, secondFactors),
    ...userHandlers(accounts),
    ...secondFactorHandlers(secondFactors, context),
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
    ...visitHandlers(context.visits),
    ...dashboardHandlers(context.store),
    ...searchHandlers(context.siteIndex, context.store),
    ...versionedBackendHandlers(versionedWritesOf(context)),
  });
}
