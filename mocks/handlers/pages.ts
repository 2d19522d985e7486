import type { HttpHandler } from 'msw';
import {
  getCreatePageMockHandler,
  getDeletePageMockHandler,
  getDiscardPageDraftMockHandler,
  getGetPageByIdMockHandler,
  getGetPageByNameMockHandler,
  getGetPageBySlugMockHandler,
  getGetPagesByTypeMockHandler,
  getListPagesMockHandler,
  getUpdatePageMockHandler,
  getUpdatePageProductOrderMockHandler,
} from '../../src/api/generated/backend/endpoints/page/page.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type {
  PageCreate,
  PageProductOrder,
  PageUpdate,
} from '../../src/api/generated/backend/model';
import { actorOf } from '../auth';
import { ifMatchOf, readPaging, readPublishing } from '../http';
import { bodyOf, guarded, idParam, param, type MockHandlerContext } from './common';

/** The Page operations of openapi/backend.yaml; a due schedule is published before a read. */
export function pageHandlers({
  operations,
  writes,
  publishDue,
}: MockHandlerContext): HttpHandler[] {
  return [
    getListPagesMockHandler(
      guarded('listPages', ({ request }) => operations.listPages(readPaging(request.url))),
    ),
    getCreatePageMockHandler(
      guarded('createPage', async ({ request }) =>
        operations.createPage(
          await bodyOf<PageCreate>(schemas.CreatePageBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdatePageMockHandler(
      guarded('updatePage', async ({ request }) =>
        writes.updatePage(
          await bodyOf<PageUpdate>(schemas.UpdatePageBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getUpdatePageProductOrderMockHandler(
      guarded('updatePageProductOrder', async ({ request }) =>
        operations.updatePageProductOrder(
          await bodyOf<PageProductOrder>(schemas.UpdatePageProductOrderBody, request),
          actorOf(request),
        ),
      ),
    ),
    getGetPageByIdMockHandler(
      guarded('getPageById', async ({ params, request }) => {
        const { drafts } = readPublishing(request, schemas.GetPageByIdQueryParams);
        await publishDue();
        return operations.getPageById(idParam(params), drafts);
      }),
    ),
    getDiscardPageDraftMockHandler(
      guarded('discardPageDraft', ({ params, request }) =>
        operations.discardPageDraft(idParam(params), actorOf(request)),
      ),
    ),
    getDeletePageMockHandler(
      guarded('deletePage', ({ params, request }) =>
        operations.deletePage(idParam(params), actorOf(request)),
      ),
    ),
    getGetPageByNameMockHandler(
      guarded('getPageByName', async ({ params, request }) => {
        const how = readPublishing(request, schemas.GetPageByNameQueryParams);
        await publishDue();
        return operations.getPageByName(param(params, 'name'), how);
      }),
    ),
    getGetPageBySlugMockHandler(
      guarded('getPageBySlug', ({ params }) => operations.getPageBySlug(param(params, 'slug'))),
    ),
    getGetPagesByTypeMockHandler(
      guarded('getPagesByType', ({ params, request }) =>
        operations.getPagesByType(Number(param(params, 'type')), readPaging(request.url)),
      ),
    ),
  ];
}
