import type {
  PagePreviewLinkCreate,
  PreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import type { Actor } from '../../core/domain/types.ts';
import { actorOf, bodyOf, created, param, type Handler } from './common.ts';

/** The list and the create of a record's links (a page's, a document's), by the record's id. */
function recordLinks(
  list: (id: string) => Promise<unknown>,
  create: (id: string, body: PagePreviewLinkCreate, actor: Actor) => Promise<unknown>,
) {
  const listLinks: Handler = async (request) => list(param(request, 'id'));
  const createLink: Handler = async (request, reply) =>
    created(
      reply,
      await create(param(request, 'id'), bodyOf<PagePreviewLinkCreate>(request), actorOf(request)),
    );
  return { list: listLinks, create: createLink };
}

/** Preview links (core/domain/previews.ts): every operation needs a token. */
export function previewHandlers(operations: BackendOperations) {
  const listPreviewLinks: Handler = async (request) =>
    operations.listPreviewLinks((request.query as { ProductId: string }).ProductId);
  const createPreviewLink: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createPreviewLink(bodyOf<PreviewLinkCreate>(request), actorOf(request)),
    );
  const deletePreviewLink: Handler = async (request) =>
    operations.deletePreviewLink(param(request, 'id'));
  const pages = recordLinks(operations.listPagePreviewLinks, operations.createPagePreviewLink);
  const documents = recordLinks(
    operations.listDocumentPreviewLinks,
    operations.createDocumentPreviewLink,
  );
  return {
    listPreviewLinks,
    createPreviewLink,
    deletePreviewLink,
    listPagePreviewLinks: pages.list,
    createPagePreviewLink: pages.create,
    listDocumentPreviewLinks: documents.list,
    createDocumentPreviewLink: documents.create,
  };
}
