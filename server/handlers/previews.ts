import type {
  PagePreviewLinkCreate,
  PreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { actorOf, bodyOf, created, param, type Handler } from './common.ts';

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
  const listPagePreviewLinks: Handler = async (request) =>
    operations.listPagePreviewLinks(param(request, 'id'));
  const createPagePreviewLink: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createPagePreviewLink(
        param(request, 'id'),
        bodyOf<PagePreviewLinkCreate>(request),
        actorOf(request),
      ),
    );
  const listDocumentPreviewLinks: Handler = async (request) =>
    operations.listDocumentPreviewLinks(param(request, 'id'));
  const createDocumentPreviewLink: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createDocumentPreviewLink(
        param(request, 'id'),
        bodyOf<PagePreviewLinkCreate>(request),
        actorOf(request),
      ),
    );
  return {
    listPreviewLinks,
    createPreviewLink,
    deletePreviewLink,
    listPagePreviewLinks,
    createPagePreviewLink,
    listDocumentPreviewLinks,
    createDocumentPreviewLink,
  };
}
