import type { HttpHandler } from 'msw';
import { transactionalBackendOperations } from '../../core/domain/backend';
import { transactionalVersionedWrites } from '../../core/domain/versioned-writes';
import { checkTokensAgainst } from '../auth';
import type { MockDb } from '../db';
import { mockAccountOperations, secondFactorHandlers } from '../second-factor';
import { mockStore } from '../store/store';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import type { MockHandlerContext } from './common';
import { contactHandlers } from './contacts';
import { dashboardHandlers } from './dashboard';
import { documentHandlers } from './documents';
import { fileHandlers } from './files';
import { pageHandlers } from './pages';
import { previewHandlers } from './previews';
import { productHandlers } from './products';
import { redirectHandlers } from './redirects';
import { revisionHandlers } from './revisions';
import { searchHandlers } from './search';
import { trashHandlers } from './trash';
import { userHandlers } from './users';
import { visitHandlers } from './visits';

/** Every operation of openapi/backend.yaml over one store, a module a tag (server/handlers/). */
export function backendHandlers(db: MockDb): HttpHandler[] {
  const store = mockStore(db);
  const operations = transactionalBackendOperations(store);
  const publishDue = async () => {
    const now = new Date();
    await operations.publishDueProducts(now);
    await operations.publishDuePages(now);
    await operations.publishDueDocuments(now);
  };
  const context: MockHandlerContext = {
    db,
    operations,
    writes: transactionalVersionedWrites(store),
    publishDue,
  };
  const { accounts, secondFactors } = mockAccountOperations(db);
  checkTokensAgainst(db);
  return [
    ...authHandlers(db, accounts, secondFactors),
    ...secondFactorHandlers(db, secondFactors),
    ...userHandlers(accounts),
    ...contactHandlers(operations),
    ...fileHandlers(context),
    ...documentHandlers(context),
    ...pageHandlers(context),
    ...productHandlers(context),
    ...revisionHandlers(store),
    ...previewHandlers(operations),
    ...redirectHandlers(store),
    ...auditHandlers(store, context),
    ...trashHandlers(store),
    ...visitHandlers(store),
    ...dashboardHandlers(store),
    ...searchHandlers(db, store, publishDue),
  ];
}
