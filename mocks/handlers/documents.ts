import { HttpResponse, type HttpHandler } from 'msw';
import {
  getCreateDocumentMockHandler,
  getDeleteDocumentMockHandler,
  getDiscardDocumentDraftMockHandler,
  getDownloadDocumentMockHandler,
  getGetDocumentByIdMockHandler,
  getListActiveDocumentsMockHandler,
  getListDocumentsMockHandler,
  getListPublicDocumentsMockHandler,
  getUpdateDocumentMockHandler,
  getUploadDocumentMockHandler,
} from '../../src/api/generated/backend/endpoints/document/document.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { DocumentCreate, DocumentUpdate } from '../../src/api/generated/backend/model';
import { MESSAGES } from '../../core/domain/messages';
import { fail } from '../../core/domain/replies';
import { attachmentDisposition } from '../../core/domain/uploads';
import { actorOf } from '../auth';
import { ifMatchOf, queryValues, readForm, readPaging, readPublishing, validate } from '../http';
import { storeUpload } from '../upload';
import { bodyOf, guarded, idParam, type MockHandlerContext } from './common';

/** The Document operations of openapi/backend.yaml; a due schedule is published before a read. */
export function documentHandlers({
  db,
  operations,
  writes,
  publishDue,
}: MockHandlerContext): HttpHandler[] {
  return [
    getListDocumentsMockHandler(
      guarded('listDocuments', ({ request }) =>
        publishDue().then(() => operations.listDocuments(readPaging(request.url))),
      ),
    ),
    getListActiveDocumentsMockHandler(
      guarded('listActiveDocuments', () =>
        publishDue().then(() => operations.listActiveDocuments()),
      ),
    ),
    getListPublicDocumentsMockHandler(
      guarded('listPublicDocuments', async ({ request }) => {
        const { Category, Product } = validate<Partial<Record<'Category' | 'Product', string>>>(
          schemas.ListPublicDocumentsQueryParams,
          queryValues(request, ['Category', 'Product']),
        );
        await publishDue();
        return operations.listPublicDocuments({ category: Category, product: Product });
      }),
    ),
    getCreateDocumentMockHandler(
      guarded('createDocument', async ({ request }) =>
        operations.createDocument(
          await bodyOf<DocumentCreate>(schemas.CreateDocumentBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdateDocumentMockHandler(
      guarded('updateDocument', async ({ request }) =>
        writes.updateDocument(
          await bodyOf<DocumentUpdate>(schemas.UpdateDocumentBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getUploadDocumentMockHandler(
      guarded('uploadDocument', async ({ request }) => {
        const form = await readForm(request);
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === 'string' ? value : undefined;
        };
        const fields = {
          name: text('name'),
          slug: text('slug'),
          description: text('description'),
          category: text('category'),
          order: text('order'),
          isActive: text('isActive'),
        };
        // The bytes live in the mocks' memory: removing the record removes them.
        return operations.uploadDocument(
          fields,
          {
            storeFile: () => storeUpload(db, form.get('file')),
            discardUpload: () => undefined,
            removeBytes: () => undefined,
          },
          actorOf(request),
        );
      }),
    ),
    getGetDocumentByIdMockHandler(
      guarded('getDocumentById', async ({ params, request }) => {
        const { drafts } = readPublishing(request, schemas.GetDocumentByIdQueryParams);
        await publishDue();
        return operations.getDocumentById(idParam(params), drafts);
      }),
    ),
    getDiscardDocumentDraftMockHandler(
      guarded('discardDocumentDraft', ({ params, request }) =>
        operations.discardDocumentDraft(idParam(params), actorOf(request)),
      ),
    ),
    getDeleteDocumentMockHandler(
      guarded('deleteDocument', ({ params, request }) =>
        operations.deleteDocument(idParam(params), actorOf(request)),
      ),
    ),
    getDownloadDocumentMockHandler(
      guarded('downloadDocument', async ({ params }) => {
        const file = await operations.documentDownload(idParam(params));
        const bytes = db.bytes.get(file.id) ?? fail(404, MESSAGES.nothingToDownload);
        // The generated handler fixes the headers; a thrown Response is sent as it is, which lets
        // the mock add the attachment header a real server sends.
        throw new HttpResponse(bytes.slice().buffer, {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': attachmentDisposition(file.name),
          },
        });
      }),
    ),
  ];
}
