import type { HttpHandler } from 'msw';
import {
  getCreateDocumentPreviewLinkMockHandler,
  getCreatePagePreviewLinkMockHandler,
  getCreatePreviewLinkMockHandler,
  getDeletePreviewLinkMockHandler,
  getListDocumentPreviewLinksMockHandler,
  getListPagePreviewLinksMockHandler,
  getListPreviewLinksMockHandler,
} from '../../src/api/generated/backend/endpoints/preview/preview.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type {
  PagePreviewLinkCreate,
  PreviewLinkCreate,
} from '../../src/api/generated/backend/model';
import type { BackendOperations } from '../../core/domain/backend';
import { actorOf } from '../auth';
import { queryValues, validate } from '../http';
import { bodyOf, guarded, idParam } from './common';

/** The Preview operations of openapi/backend.yaml: preview links (core/domain/previews.ts). */
export function previewHandlers(operations: BackendOperations): HttpHandler[] {
  return [
    getListPreviewLinksMockHandler(
      guarded('listPreviewLinks', ({ request }) => {
        const { ProductId } = validate<{ ProductId: string }>(
          schemas.ListPreviewLinksQueryParams,
          queryValues(request, ['ProductId']),
        );
        return operations.listPreviewLinks(ProductId);
      }),
    ),
    getCreatePreviewLinkMockHandler(
      guarded('createPreviewLink', async ({ request }) =>
        operations.createPreviewLink(
          await bodyOf<PreviewLinkCreate>(schemas.CreatePreviewLinkBody, request),
          actorOf(request),
        ),
      ),
    ),
    getListPagePreviewLinksMockHandler(
      guarded('listPagePreviewLinks', ({ params }) =>
        operations.listPagePreviewLinks(idParam(params)),
      ),
    ),
    getCreatePagePreviewLinkMockHandler(
      guarded('createPagePreviewLink', async ({ params, request }) =>
        operations.createPagePreviewLink(
          idParam(params),
          await bodyOf<PagePreviewLinkCreate>(schemas.CreatePagePreviewLinkBody, request),
          actorOf(request),
        ),
      ),
    ),
    getListDocumentPreviewLinksMockHandler(
      guarded('listDocumentPreviewLinks', ({ params }) =>
        operations.listDocumentPreviewLinks(idParam(params)),
      ),
    ),
    getCreateDocumentPreviewLinkMockHandler(
      guarded('createDocumentPreviewLink', async ({ params, request }) =>
        operations.createDocumentPreviewLink(
          idParam(params),
          await bodyOf<PagePreviewLinkCreate>(schemas.CreateDocumentPreviewLinkBody, request),
          actorOf(request),
        ),
      ),
    ),
    getDeletePreviewLinkMockHandler(
      guarded('deletePreviewLink', ({ params }) => operations.deletePreviewLink(idParam(params))),
    ),
  ];
}
