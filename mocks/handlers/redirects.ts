import type { HttpHandler } from 'msw';
import {
  getCreateRedirectMockHandler,
  getDeleteRedirectMockHandler,
  getListRedirectsMockHandler,
} from '../../src/api/generated/backend/endpoints/redirect/redirect.msw';
import type { RedirectCreate } from '../../src/api/generated/backend/model';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { transactionalRedirectOperations } from '../../core/domain/redirect-operations';
import type { DomainStore } from '../../core/domain/store';
import { actorOf } from '../auth';
import { bodyOf, guarded, idParam } from './common';

/** The Redirect operations of openapi/backend.yaml (core/domain/redirects.ts). */
export function redirectHandlers(store: DomainStore): HttpHandler[] {
  const operations = transactionalRedirectOperations(store);
  return [
    getListRedirectsMockHandler(guarded('listRedirects', () => operations.listRedirects())),
    getCreateRedirectMockHandler(
      guarded('createRedirect', async ({ request }) =>
        operations.createRedirect(
          await bodyOf<RedirectCreate>(schemas.CreateRedirectBody, request),
          actorOf(request),
        ),
      ),
    ),
    getDeleteRedirectMockHandler(
      guarded('deleteRedirect', ({ params, request }) =>
        operations.deleteRedirect(idParam(params), actorOf(request)),
      ),
    ),
  ];
}
