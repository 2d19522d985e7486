import type { PageCreate, PageProductOrder } from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { actorOf, bodyOf, created, pagingOf, param, publishingOf, type Handler } from './common.ts';

/** Editable pages ('Anasayfa', 'Hakkımızda') and their ordered products (core/domain/backend.ts). */
export function pageHandlers(operations: BackendOperations) {
  const listPages: Handler = async (request) => operations.listPages(pagingOf(request));
  const createPage: Handler = async (request, reply) =>
    created(reply, await operations.createPage(bodyOf<PageCreate>(request), actorOf(request)));
  const updatePageProductOrder: Handler = async (request) =>
    operations.updatePageProductOrder(bodyOf<PageProductOrder>(request), actorOf(request));
  const getPageById: Handler = async (request, reply) =>
    operations.getPageById(param(request, 'id'), (await publishingOf(request, reply)).drafts);
  const deletePage: Handler = async (request) =>
    operations.deletePage(param(request, 'id'), actorOf(request));
  const getPageByName: Handler = async (request, reply) =>
    operations.getPageByName(param(request, 'name'), await publishingOf(request, reply));
  const discardPageDraft: Handler = async (request) =>
    operations.discardPageDraft(param(request, 'id'), actorOf(request));
  const getPageBySlug: Handler = async (request) =>
    operations.getPageBySlug(param(request, 'slug'));
  const getPagesByType: Handler = async (request) =>
    operations.getPagesByType(Number(param(request, 'type')), pagingOf(request));

  return {
    listPages,
    createPage,
    updatePageProductOrder,
    getPageById,
    deletePage,
    getPageByName,
    discardPageDraft,
    getPageBySlug,
    getPagesByType,
  };
}
