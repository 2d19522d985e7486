import { HttpResponse, type HttpHandler } from 'msw';
import {
  getLoginMockHandler,
  getLogoutMockHandler,
  getRegisterMockHandler,
} from '../../src/api/generated/backend/endpoints/auth/auth.msw';
import {
  getCreateContactMockHandler,
  getDeleteContactMockHandler,
  getGetContactByIdMockHandler,
  getListContactInboxMockHandler,
  getListContactsMockHandler,
  getUpdateContactMockHandler,
} from '../../src/api/generated/backend/endpoints/contact/contact.msw';
import {
  getCreateDocumentMockHandler,
  getDeleteDocumentMockHandler,
  getDiscardDocumentDraftMockHandler,
  getDownloadDocumentMockHandler,
  getGetDocumentByIdMockHandler,
  getListActiveDocumentsMockHandler,
  getListDocumentsMockHandler,
  getUpdateDocumentMockHandler,
  getUploadDocumentMockHandler,
} from '../../src/api/generated/backend/endpoints/document/document.msw';
import {
  getCreateFileMockHandler,
  getDeleteFileMockHandler,
  getGetFileByIdMockHandler,
  getListFilesMockHandler,
  getUpdateFileMockHandler,
  getUploadFileMockHandler,
  getUploadMultipleFilesMockHandler,
} from '../../src/api/generated/backend/endpoints/file/file.msw';
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
import {
  getCreateProductMockHandler,
  getDeleteProductMockHandler,
  getGetProductByIdMockHandler,
  getGetProductByNameMockHandler,
  getDiscardProductDraftMockHandler,
  getGetProductBySlugMockHandler,
  getListProductsMockHandler,
  getUpdateProductMockHandler,
} from '../../src/api/generated/backend/endpoints/product/product.msw';
import {
  getCreatePagePreviewLinkMockHandler,
  getCreatePreviewLinkMockHandler,
  getDeletePreviewLinkMockHandler,
  getListPagePreviewLinksMockHandler,
  getCreateDocumentPreviewLinkMockHandler,
  getListDocumentPreviewLinksMockHandler,
  getListPreviewLinksMockHandler,
} from '../../src/api/generated/backend/endpoints/preview/preview.msw';
import {
  getChangePasswordMockHandler,
  getDeleteUserMockHandler,
  getListUsersMockHandler,
  getResetUserPasswordMockHandler,
  getSignOutEverywhereMockHandler,
} from '../../src/api/generated/backend/endpoints/user/user.msw';
import { getListAuditLogMockHandler } from '../../src/api/generated/backend/endpoints/audit/audit.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type {
  ContactCreate,
  ContactUpdate,
  DocumentCreate,
  DocumentUpdate,
  FileCreate,
  FileUpdate,
  LoginRequest,
  PageCreate,
  PageProductOrder,
  PageUpdate,
  PasswordChange,
  PagePreviewLinkCreate,
  PreviewLinkCreate,
  ProductCreate,
  ProductUpdate,
  RegisterRequest,
  UploadedFile,
} from '../../src/api/generated/backend/model';
import { AUDIT_PAGE_SIZE, auditQuery, auditUploads, listAuditLog } from '../../core/domain/audit';
import { transactionalBackendOperations } from '../../core/domain/backend';
import { transactionalVersionedWrites } from '../../core/domain/versioned-writes';
import { INBOX_PAGE_SIZE, inboxQuery } from '../../core/domain/enquiries';
import { MESSAGES, filesUploadedMessage, invalidIdMessage } from '../../core/domain/messages';
import { done, fail, invalid, ok } from '../../core/domain/replies';
import { attachmentDisposition } from '../../core/domain/uploads';
import { uploadedFileOf } from '../../core/lib/image-variants';
import { backendOperations as operationIndex } from '../../src/api/generated/backend-operations/operations';
import {
  actorOf,
  bearerToken,
  callerOf,
  checkTokensAgainst,
  issueToken,
  revokeToken,
} from '../auth';
import type { MockDb } from '../db';
import {
  createGuard,
  ifMatchOf,
  readForm,
  readJson,
  readPaging,
  readPublishing,
  validate,
  queryValues,
} from '../http';
import { mockStore } from '../store';
import { redirectHandlers } from '../redirects';
import { mockAccountOperations, secondFactorHandlers } from '../second-factor';
import { relyingPartyOf } from '../../core/domain/second-factor';
import { revisionHandlers } from '../revisions';
import { storeUpload } from '../upload';

/** The contract's security check first; the rules' errors become the service's replies. */
const guarded = createGuard('envelope', operationIndex, schemas);

// MSW has already decoded the path parameters.
const param = (params: Record<string, string | readonly string[] | undefined>, name: string) =>
  String(params[name] ?? '');

/** A path id, checked against the contract's schema (400 when it is no UUID). */
function idParam(params: Record<string, string | readonly string[] | undefined>): string {
  const id = param(params, 'id');
  if (!schemas.GetProductByIdParams.safeParse({ id }).success) {
    invalid({ id: [invalidIdMessage(id)] });
  }
  return id;
}

/** `Drafts=true` (a boolean, as the schema says) is the panel's: 401 without a valid token. */
const withDrafts = (request: Request) =>
  readPublishing(request, schemas.ListProductsQueryParams.pick({ Drafts: true })).drafts;

/** getProductBySlug's `Preview`: a preview link's token (core/domain/previews.ts). */
const previewToken = (request: Request) =>
  readPublishing(request, schemas.GetProductBySlugQueryParams).preview;

/** A JSON body, checked against the operation's generated zod schema. */
const bodyOf = async <T>(schema: unknown, request: Request) =>
  validate<T>(schema, await readJson(request));

export function backendHandlers(db: MockDb): HttpHandler[] {
  const operations = transactionalBackendOperations(mockStore(db));
  const writes = transactionalVersionedWrites(mockStore(db));
  /**
   * Mock mode has no server to run schedules (issue 21 section 4): the schedules that are due are
   * published before any product or page is read, so the panel and a visitor see them on time.
   */
  const publishDue = async () => {
    const now = new Date();
    await operations.publishDueProducts(now);
    await operations.publishDuePages(now);
    await operations.publishDueDocuments(now);
  };
  const { accounts, secondFactors } = mockAccountOperations(db);
  checkTokensAgainst(db);
  return [
    // Auth (the mocks' own sign-in: demo passwords and tokens) ---------------------------------
    getLoginMockHandler(
      guarded('login', async ({ request }) => {
        const body = await bodyOf<LoginRequest>(schemas.LoginBody, request);
        const user = db.findUser(body.username, body.password);
        if (!user) {
          db.recordAudit({ action: 'sign-in-failed', username: body.username, address: null });
          return fail(401, MESSAGES.loginFailed);
        }
        // The password is right; an account with a second factor gets a ticket, no token yet.
        const secondFactor = await secondFactors.signInChallenge(user, relyingPartyOf(request.url));
        if (secondFactor) {
          return ok({ token: null, expiration: null, secondFactor }, MESSAGES.secondFactorNeeded);
        }
        db.recordSignIn(user.id);
        db.recordAudit({ action: 'sign-in', username: user.username, address: null });
        return ok(issueToken(user), MESSAGES.loggedIn);
      }),
    ),
    ...secondFactorHandlers(db, secondFactors),
    getRegisterMockHandler(
      guarded('register', async ({ request }) =>
        accounts.register(
          await bodyOf<RegisterRequest>(schemas.RegisterBody, request),
          callerOf(request),
        ),
      ),
    ),
    getLogoutMockHandler(
      guarded('logout', ({ request }) => {
        const token = bearerToken(request);
        if (token) revokeToken(token);
        return done(MESSAGES.loggedOut);
      }),
    ),

    // User (administrator accounts, core/domain/accounts.ts) -----------------------------------
    getListUsersMockHandler(
      guarded('listUsers', ({ request }) => accounts.listUsers(callerOf(request))),
    ),
    getDeleteUserMockHandler(
      guarded('deleteUser', ({ params, request }) =>
        accounts.deleteUser(idParam(params), callerOf(request)),
      ),
    ),
    getResetUserPasswordMockHandler(
      guarded('resetUserPassword', ({ params, request }) =>
        accounts.resetUserPassword(idParam(params), callerOf(request)),
      ),
    ),
    getChangePasswordMockHandler(
      guarded('changePassword', async ({ request }) =>
        accounts.changePassword(
          await bodyOf<PasswordChange>(schemas.ChangePasswordBody, request),
          callerOf(request),
        ),
      ),
    ),
    getSignOutEverywhereMockHandler(
      guarded('signOutEverywhere', ({ request }) => accounts.signOutEverywhere(callerOf(request))),
    ),

    // Contact (enquiries) ----------------------------------------------------------------------
    getListContactsMockHandler(guarded('listContacts', () => operations.listContacts())),
    // Before getContactById, whose `/api/Contact/:id` would take 'inbox' for an id.
    getListContactInboxMockHandler(
      guarded('listContactInbox', ({ request }) => {
        const paging = readPaging(request.url, { pageSize: INBOX_PAGE_SIZE });
        const { Search, Filter } = validate<{ Search?: string; Filter: string }>(
          schemas.ListContactInboxQueryParams.pick({ Search: true, Filter: true }),
          queryValues(request, ['Search', 'Filter']),
        );
        return operations.listContactInbox(
          inboxQuery({ ...paging, search: Search, filter: Filter }),
        );
      }),
    ),
    getCreateContactMockHandler(
      guarded('createContact', async ({ request }) =>
        operations.createContact(await bodyOf<ContactCreate>(schemas.CreateContactBody, request)),
      ),
    ),
    getUpdateContactMockHandler(
      guarded('updateContact', async ({ request }) =>
        operations.updateContact(
          await bodyOf<ContactUpdate>(schemas.UpdateContactBody, request),
          actorOf(request),
        ),
      ),
    ),
    getGetContactByIdMockHandler(
      guarded('getContactById', ({ params }) => operations.getContactById(idParam(params))),
    ),
    getDeleteContactMockHandler(
      guarded('deleteContact', ({ params, request }) =>
        operations.deleteContact(idParam(params), actorOf(request)),
      ),
    ),

    // Files ------------------------------------------------------------------------------------
    getListFilesMockHandler(guarded('listFiles', () => operations.listFiles())),
    getCreateFileMockHandler(
      guarded('createFile', async ({ request }) =>
        operations.createFile(
          await bodyOf<FileCreate>(schemas.CreateFileBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdateFileMockHandler(
      guarded('updateFile', async ({ request }) =>
        writes.updateFile(
          await bodyOf<FileUpdate>(schemas.UpdateFileBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetFileByIdMockHandler(
      guarded('getFileById', ({ params }) => operations.getFileById(idParam(params))),
    ),
    getDeleteFileMockHandler(
      // To the trash: the bytes stay in the mocks' memory until the purge (mocks/trash.ts).
      guarded('deleteFile', ({ params, request }) =>
        operations.deleteFile(idParam(params), actorOf(request)),
      ),
    ),
    getUploadFileMockHandler(
      guarded('uploadFile', async ({ request }) => {
        const form = await readForm(request);
        const stored = await storeUpload(db, form.get('file'));
        await auditUploads(db, actorOf(request), [stored]);
        return ok(uploadedFileOf(stored), MESSAGES.fileUploaded);
      }),
    ),
    getUploadMultipleFilesMockHandler(
      guarded('uploadMultipleFiles', async ({ request }) => {
        const files = (await readForm(request)).getAll('files');
        if (files.length === 0) invalid({ files: [MESSAGES.chooseFiles] });
        const stored: UploadedFile[] = [];
        for (const file of files) stored.push(uploadedFileOf(await storeUpload(db, file)));
        await auditUploads(db, actorOf(request), stored);
        return ok(stored, filesUploadedMessage(stored.length));
      }),
    ),

    // Documents --------------------------------------------------------------------------------
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

    // Pages ------------------------------------------------------------------------------------
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

    // Products ---------------------------------------------------------------------------------
    getListProductsMockHandler(
      guarded('listProducts', async ({ request }) => {
        await publishDue();
        const { Order } = validate<{ Order: 'created' | 'newest' }>(
          schemas.ListProductsQueryParams.pick({ Order: true }),
          queryValues(request, ['Order']),
        );
        return operations.listProducts(readPaging(request.url), Order, withDrafts(request));
      }),
    ),
    getCreateProductMockHandler(
      guarded('createProduct', async ({ request }) =>
        operations.createProduct(
          await bodyOf<ProductCreate>(schemas.CreateProductBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdateProductMockHandler(
      guarded('updateProduct', async ({ request }) =>
        writes.updateProduct(
          await bodyOf<ProductUpdate>(schemas.UpdateProductBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetProductByIdMockHandler(
      guarded('getProductById', ({ params, request }) =>
        publishDue().then(() => operations.getProductById(idParam(params), withDrafts(request))),
      ),
    ),
    getDiscardProductDraftMockHandler(
      guarded('discardProductDraft', ({ params, request }) =>
        operations.discardProductDraft(idParam(params), actorOf(request)),
      ),
    ),
    getDeleteProductMockHandler(
      guarded('deleteProduct', ({ params, request }) =>
        operations.deleteProduct(idParam(params), actorOf(request)),
      ),
    ),
    getGetProductByNameMockHandler(
      guarded('getProductByName', ({ params }) =>
        publishDue().then(() => operations.getProductByName(param(params, 'name'))),
      ),
    ),
    getGetProductBySlugMockHandler(
      guarded('getProductBySlug', ({ params, request }) =>
        publishDue().then(() =>
          operations.getProductBySlug(param(params, 'slug'), previewToken(request)),
        ),
      ),
    ),

    // History and undo (mocks/revisions.ts) ---------------------------------------------------
    ...revisionHandlers(db),

    // Preview links (core/domain/previews.ts) ---------------------------------------------------
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
    // Redirects (mocks/redirects.ts) -----------------------------------------------------------
    ...redirectHandlers(db),

    // Audit log (read only) --------------------------------------------------------------------
    getListAuditLogMockHandler(
      guarded('listAuditLog', async ({ request }) => {
        await publishDue();
        const paging = readPaging(request.url, { pageSize: AUDIT_PAGE_SIZE });
        const filters = validate<Partial<Record<'User' | 'Action' | 'From' | 'To', string>>>(
          schemas.ListAuditLogQueryParams.pick({ User: true, Action: true, From: true, To: true }),
          queryValues(request, ['User', 'Action', 'From', 'To']),
        );
        return listAuditLog(
          mockStore(db),
          auditQuery({
            ...paging,
            user: filters.User,
            action: filters.Action,
            from: filters.From,
            to: filters.To,
          }),
        );
      }),
    ),
  ];
}
