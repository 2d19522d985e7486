import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentPreviewLinkCreate } from '../../src/api/generated/content/model/index.ts';
import { contentImageName, transactionalContentOperations } from '../../core/domain/content.ts';
import { auditUploads } from '../../core/domain/audit.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { PRIVACY_NOTICE_KEY } from '../../core/domain/privacy.ts';
import { MENUS_KEY } from '../../core/lib/menus.ts';
import { found } from '../../core/domain/replies.ts';
import type { ContentKey } from '../../core/domain/types.ts';
import { receiveForm } from '../services/uploads.ts';
import {
  actorOf,
  bodyOf,
  created,
  param,
  publishingOf,
  type Handler,
  type HandlerContext,
} from './common.ts';
import { commitAll } from './files.ts';
import { versionedContentHandlers, versionedWritesOf, withVersionTags } from './versions.ts';

/**
 * Every operation of openapi/content.yaml (mounted under /content), keyed by operationId: the
 * rules are core/domain/content.ts; the upload's bytes are the server's.
 */
export function contentHandlers(context: HandlerContext): Record<string, Handler> {
  const { storage } = context;
  const operations = transactionalContentOperations(context.store);

  /**
   * A read as visitors see it, as the panel edits it (`Drafts=true`, which needs a valid token),
   * or through a preview link (`Preview`, never kept by a cache).
   */
  const reader = (key: ContentKey) => async (request: FastifyRequest, reply: FastifyReply) =>
    operations.read(key, await publishingOf(request, reply));
  const pageOf = (request: FastifyRequest) => param(request, 'page') as ContentKey;

  const uploadContentImage: Handler = async (request, reply) => {
    const kind = param(request, 'kind');
    const { files } = await receiveForm(request, storage.tempDir, 'file', {
      imagesOnly: true,
      missingMessage: MESSAGES.chooseAnImage,
    });
    const [file] = files;
    if (file) file.name = contentImageName(kind, file.name);
    const [stored] = await commitAll(context, files);
    await auditUploads(context.store, actorOf(request), [found(stored)]);
    return created(reply, { url: found(stored).path });
  };

  return withVersionTags({
    ...versionedContentHandlers(versionedWritesOf(context)),
    getContactContent: reader('contact'),
    getPoliuretanEnjeksiyon: reader('poliuretan-enjeksiyon'),
    getKimyasalAnkraj: reader('kimyasal-ankraj'),
    getHalatliTelBetonKesme: reader('halatli-tel-beton-kesme'),
    getAsilnunx: reader('asilnunx'),
    getPrivacyNotice: reader(PRIVACY_NOTICE_KEY),
    getMenus: reader(MENUS_KEY),
    uploadContentImage,
    discardContentDraft: async (request) =>
      operations.discardContentDraft(pageOf(request), actorOf(request)),
    listContentPreviewLinks: async (request) => operations.listContentPreviewLinks(pageOf(request)),
    createContentPreviewLink: async (request, reply) =>
      created(
        reply,
        await operations.createContentPreviewLink(
          pageOf(request),
          bodyOf<ContentPreviewLinkCreate>(request),
          actorOf(request),
        ),
      ),
  });
}
