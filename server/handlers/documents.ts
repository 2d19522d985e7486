import type { DocumentCreate } from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { found, notFound } from '../../core/domain/replies.ts';
import { discard, receiveForm } from '../services/uploads.ts';
import { sendAttachment } from '../services/downloads.ts';
import { commitAll, removeStoredBytes } from './files.ts';
import {
  actorOf,
  bodyOf,
  created,
  pagingOf,
  param,
  publishingOf,
  type Handler,
  type HandlerContext,
} from './common.ts';

/** Datasheets, certificates and guides: core/domain/backend.ts, and the upload's bytes. */
export function documentHandlers(context: HandlerContext, operations: BackendOperations) {
  const { storage } = context;

  const listDocuments: Handler = async (request) => operations.listDocuments(pagingOf(request));
  const listActiveDocuments: Handler = async () => operations.listActiveDocuments();
  const listPublicDocuments: Handler = async (request) => {
    const { Category, Product } = request.query as Record<string, string | undefined>;
    return operations.listPublicDocuments({ category: Category, product: Product });
  };
  const createDocument: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createDocument(bodyOf<DocumentCreate>(request), actorOf(request)),
    );

  const uploadDocument: Handler = async (request, reply) => {
    const { files, fields } = await receiveForm(request, storage.tempDir, 'file');
    const document = await operations.uploadDocument(
      fields,
      {
        storeFile: async () => found((await commitAll(context, files))[0]),
        discardUpload: () => discard(files),
        removeBytes: (file) => removeStoredBytes(storage, file),
      },
      actorOf(request),
    );
    return created(reply, document);
  };

  const getDocumentById: Handler = async (request, reply) =>
    operations.getDocumentById(param(request, 'id'), (await publishingOf(request, reply)).drafts);
  const discardDocumentDraft: Handler = async (request) =>
    operations.discardDocumentDraft(param(request, 'id'), actorOf(request));
  const deleteDocument: Handler = async (request) =>
    operations.deleteDocument(param(request, 'id'), actorOf(request));

  const downloadDocument: Handler = async (request, reply) => {
    const file = await operations.documentDownload(param(request, 'id'));
    if (!(await sendAttachment(reply, storage, file))) notFound(MESSAGES.nothingToDownload);
    return reply;
  };

  return {
    listDocuments,
    listActiveDocuments,
    listPublicDocuments,
    createDocument,
    uploadDocument,
    getDocumentById,
    discardDocumentDraft,
    deleteDocument,
    downloadDocument,
  };
}
