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
  getListContactsMockHandler,
  getUpdateContactMockHandler,
} from '../../src/api/generated/backend/endpoints/contact/contact.msw';
import {
  getCreateDocumentMockHandler,
  getDeleteDocumentMockHandler,
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
  getGetProductBySlugMockHandler,
  getListProductsMockHandler,
  getUpdateProductMockHandler,
} from '../../src/api/generated/backend/endpoints/product/product.msw';
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
  ProductCreate,
  ProductUpdate,
  RegisterRequest,
  UploadedFile,
} from '../../src/api/generated/backend/model';
import { backendOperations } from '../../src/api/generated/backend-operations/operations';
import { uploadedFileOf } from '../../core/lib/image-variants';
import { slugify } from '../../core/lib/slug';
import { bearerToken, issueToken, revokeToken } from '../auth';
import { measureImage } from '../image-size';
import {
  FILE_LIMIT_BYTES,
  MockConflictError,
  PDF_LIMIT_BYTES,
  type MockDb,
  type StoredFile,
} from '../db';
import {
  NOT_FOUND_MESSAGE,
  VALIDATION_MESSAGE,
  createGuard,
  done,
  fail,
  ok,
  paginate,
  readForm,
  readJson,
  readPaging,
  sniffContentType,
  validate,
} from '../http';

/** The contract's security check first; a unique-slug clash becomes 409. */
const guarded = createGuard('envelope', backendOperations, (error) => {
  if (error instanceof MockConflictError) fail('envelope', 409, error.message);
});

const notFound = (): never => fail('envelope', 404, NOT_FOUND_MESSAGE);
const found = <T>(value: T | null | undefined): T => value ?? notFound();
// MSW has already decoded the path parameters.
const param = (params: Record<string, string | readonly string[] | undefined>, name: string) =>
  String(params[name] ?? '');

function requireUuid(value: string): string {
  const result = schemas.GetProductByIdParams.safeParse({ id: value });
  if (!result.success) {
    fail('envelope', 400, VALIDATION_MESSAGE, { id: [`'${value}' geçerli bir kimlik değil.`] });
  }
  return value;
}

/** Stores an uploaded file after the checks a real server makes: size while reading, then content. */
async function storeUpload(db: MockDb, file: FormDataEntryValue | null): Promise<StoredFile> {
  if (!(file instanceof File)) {
    return fail('envelope', 400, VALIDATION_MESSAGE, { file: ['Bir dosya seçin.'] });
  }
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const limit = isPdf ? PDF_LIMIT_BYTES : FILE_LIMIT_BYTES;
  if (file.size > limit) {
    fail('envelope', 413, `Dosya boyutu çok büyük. Maksimum ${limit / 1024 / 1024}MB olmalıdır.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Before the content check: an empty file has no content to recognise.
  if (bytes.length === 0) fail('envelope', 400, VALIDATION_MESSAGE, { file: ['Dosya boş.'] });
  const contentType = sniffContentType(bytes, file.type);
  if (!contentType || (isPdf && contentType !== 'application/pdf')) {
    fail('envelope', 415, 'Desteklenmeyen dosya formatı.');
  }
  return db.addFile({
    name: file.name,
    contentType,
    bytes,
    ...(await measureImage(bytes, contentType)),
  });
}

function checkDocumentSource(db: MockDb, input: DocumentCreate) {
  if (!input.fileId && !input.url) {
    fail('envelope', 400, VALIDATION_MESSAGE, {
      fileId: ['Bir dosya yükleyin veya harici bir URL girin.'],
    });
  }
  if (input.fileId && !db.file(input.fileId)) {
    fail('envelope', 400, VALIDATION_MESSAGE, { fileId: ['Bu kimlikte bir dosya yok.'] });
  }
}

function checkProductIds(db: MockDb, productIds: readonly string[] | undefined) {
  const unknown = (productIds ?? []).filter(
    (id) => !db.state.products.some((product) => product.id === id),
  );
  if (unknown.length > 0) {
    fail('envelope', 400, VALIDATION_MESSAGE, {
      productIds: unknown.map((id) => `'${id}' kimlikli ürün yok.`),
    });
  }
}

export function backendHandlers(db: MockDb): HttpHandler[] {
  return [
    // Auth -------------------------------------------------------------------------------------
    getLoginMockHandler(
      guarded('login', async ({ request }) => {
        const body = validate<LoginRequest>(
          'envelope',
          schemas.LoginBody,
          await readJson('envelope', request),
        );
        const user = db.findUser(body.username, body.password);
        if (!user) fail('envelope', 401, 'Kullanıcı adı veya şifre hatalı.');
        return ok(issueToken(user), 'Giriş başarılı.');
      }),
    ),
    getRegisterMockHandler(
      guarded('register', async ({ request }) => {
        const body = validate<RegisterRequest>(
          'envelope',
          schemas.RegisterBody,
          await readJson('envelope', request),
        );
        const { password: _password, ...user } = db.createUser(body);
        return ok(user, 'Kullanıcı oluşturuldu.');
      }),
    ),
    getLogoutMockHandler(
      guarded('logout', ({ request }) => {
        const token = bearerToken(request);
        if (token) revokeToken(token);
        return done('Çıkış yapıldı.');
      }),
    ),

    // Contact (enquiries) ----------------------------------------------------------------------
    getListContactsMockHandler(guarded('listContacts', () => ok(db.enquiries()))),
    getCreateContactMockHandler(
      guarded('createContact', async ({ request }) => {
        const body = validate<ContactCreate>(
          'envelope',
          schemas.CreateContactBody,
          await readJson('envelope', request),
        );
        return ok(db.createEnquiry(body), 'Mesajınız alındı.');
      }),
    ),
    getUpdateContactMockHandler(
      guarded('updateContact', async ({ request }) => {
        const body = validate<ContactUpdate>(
          'envelope',
          schemas.UpdateContactBody,
          await readJson('envelope', request),
        );
        return ok(found(db.updateEnquiry(body)));
      }),
    ),
    getGetContactByIdMockHandler(
      guarded('getContactById', ({ params }) =>
        ok(found(db.enquiry(requireUuid(param(params, 'id'))))),
      ),
    ),
    getDeleteContactMockHandler(
      guarded('deleteContact', ({ params }) => {
        if (!db.deleteEnquiry(requireUuid(param(params, 'id')))) notFound();
        return done('Mesaj silindi.');
      }),
    ),

    // Files ------------------------------------------------------------------------------------
    getListFilesMockHandler(
      guarded('listFiles', () => ok(db.state.files.map((file) => found(db.file(file.id))))),
    ),
    getCreateFileMockHandler(
      guarded('createFile', async ({ request }) => {
        const body = validate<FileCreate>(
          'envelope',
          schemas.CreateFileBody,
          await readJson('envelope', request),
        );
        return ok(found(db.file(db.addFile(body).id)), 'Dosya kaydı oluşturuldu.');
      }),
    ),
    getUpdateFileMockHandler(
      guarded('updateFile', async ({ request }) => {
        const body = validate<FileUpdate>(
          'envelope',
          schemas.UpdateFileBody,
          await readJson('envelope', request),
        );
        return ok(found(db.updateFile(body.id, body)));
      }),
    ),
    getGetFileByIdMockHandler(
      guarded('getFileById', ({ params }) => ok(found(db.file(requireUuid(param(params, 'id')))))),
    ),
    getDeleteFileMockHandler(
      guarded('deleteFile', ({ params }) => {
        if (!db.deleteFile(requireUuid(param(params, 'id')))) notFound();
        return done('Dosya silindi.');
      }),
    ),
    getUploadFileMockHandler(
      guarded('uploadFile', async ({ request }) => {
        const form = await readForm('envelope', request);
        return ok(uploadedFileOf(await storeUpload(db, form.get('file'))), 'Dosya yüklendi.');
      }),
    ),
    getUploadMultipleFilesMockHandler(
      guarded('uploadMultipleFiles', async ({ request }) => {
        const files = (await readForm('envelope', request)).getAll('files');
        if (files.length === 0)
          fail('envelope', 400, VALIDATION_MESSAGE, { files: ['En az bir dosya seçin.'] });
        const stored: UploadedFile[] = [];
        for (const file of files) stored.push(uploadedFileOf(await storeUpload(db, file)));
        return ok(stored, `${stored.length} dosya yüklendi.`);
      }),
    ),

    // Documents --------------------------------------------------------------------------------
    getListDocumentsMockHandler(
      guarded('listDocuments', ({ request }) => {
        const { pageIndex, pageSize } = readPaging(request.url);
        const documents = db.documents();
        return ok(
          paginate(documents, pageIndex, pageSize),
          documents.length === 0 ? 'No documents found' : null,
        );
      }),
    ),
    getListActiveDocumentsMockHandler(
      guarded('listActiveDocuments', () => ok(db.documents((document) => document.isActive))),
    ),
    getCreateDocumentMockHandler(
      guarded('createDocument', async ({ request }) => {
        const body = validate<DocumentCreate>(
          'envelope',
          schemas.CreateDocumentBody,
          await readJson('envelope', request),
        );
        checkDocumentSource(db, body);
        return ok(db.createDocument(body), 'Dosya oluşturuldu.');
      }),
    ),
    getUpdateDocumentMockHandler(
      guarded('updateDocument', async ({ request }) => {
        const body = validate<DocumentUpdate>(
          'envelope',
          schemas.UpdateDocumentBody,
          await readJson('envelope', request),
        );
        checkDocumentSource(db, body);
        return ok(found(db.updateDocument(body.id, body)), 'Dosya güncellendi.');
      }),
    ),
    getUploadDocumentMockHandler(
      guarded('uploadDocument', async ({ request }) => {
        const form = await readForm('envelope', request);
        const name = String(form.get('name') ?? '').trim();
        if (!name) fail('envelope', 400, VALIDATION_MESSAGE, { name: ['Dosya adı zorunludur.'] });
        const file = await storeUpload(db, form.get('file'));
        const order = form.get('order');
        return ok(
          db.createDocument({
            name,
            slug: String(form.get('slug') ?? '') || slugify(name) || 'document-slug',
            description: (form.get('description') as string | null) || null,
            category: (form.get('category') as string | null) || null,
            order: order === null || order === '' ? null : Number(order),
            fileId: file.id,
            isActive: form.get('isActive') !== 'false',
          }),
          'Dosya oluşturuldu.',
        );
      }),
    ),
    getGetDocumentByIdMockHandler(
      guarded('getDocumentById', ({ params }) =>
        ok(found(db.documentById(requireUuid(param(params, 'id'))))),
      ),
    ),
    getDeleteDocumentMockHandler(
      guarded('deleteDocument', ({ params }) => {
        if (!db.deleteDocument(requireUuid(param(params, 'id')))) notFound();
        return done('Dosya başarıyla silindi!');
      }),
    ),
    getDownloadDocumentMockHandler(
      guarded('downloadDocument', ({ params }) => {
        const document = found(db.documentById(requireUuid(param(params, 'id'))));
        const bytes = document.fileId ? db.bytes.get(document.fileId) : undefined;
        if (!document.file || !bytes) {
          return fail(
            'envelope',
            404,
            'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
          );
        }
        // The generated handler fixes the headers; a thrown Response is sent as it is, which lets
        // the mock add the attachment header a real server sends.
        throw new HttpResponse(bytes.slice().buffer, {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.file.name)}`,
          },
        });
      }),
    ),

    // Pages ------------------------------------------------------------------------------------
    getListPagesMockHandler(
      guarded('listPages', ({ request }) => {
        const { pageIndex, pageSize } = readPaging(request.url);
        return ok(paginate(db.pages(), pageIndex, pageSize));
      }),
    ),
    getCreatePageMockHandler(
      guarded('createPage', async ({ request }) => {
        const body = validate<PageCreate>(
          'envelope',
          schemas.CreatePageBody,
          await readJson('envelope', request),
        );
        checkProductIds(db, body.productIds);
        return ok(db.createPage(body), 'Sayfa oluşturuldu.');
      }),
    ),
    getUpdatePageMockHandler(
      guarded('updatePage', async ({ request }) => {
        const body = validate<PageUpdate>(
          'envelope',
          schemas.UpdatePageBody,
          await readJson('envelope', request),
        );
        checkProductIds(db, body.productIds);
        return ok(found(db.updatePage(body.id, body)), 'Sayfa güncellendi.');
      }),
    ),
    getUpdatePageProductOrderMockHandler(
      guarded('updatePageProductOrder', async ({ request }) => {
        const body = validate<PageProductOrder>(
          'envelope',
          schemas.UpdatePageProductOrderBody,
          await readJson('envelope', request),
        );
        checkProductIds(db, body.productIds);
        return ok(
          found(db.setPageProductOrder(body.pageId, body.productIds)),
          'Sıralama güncellendi.',
        );
      }),
    ),
    getGetPageByIdMockHandler(
      guarded('getPageById', async ({ params }) => {
        const id = requireUuid(param(params, 'id'));
        return ok(await db.withImages(found(db.findPage((page) => page.id === id))));
      }),
    ),
    getDeletePageMockHandler(
      guarded('deletePage', ({ params }) => {
        if (!db.deletePage(requireUuid(param(params, 'id')))) notFound();
        return done('Sayfa silindi.');
      }),
    ),
    getGetPageByNameMockHandler(
      guarded('getPageByName', async ({ params }) => {
        const name = param(params, 'name');
        return ok(await db.withImages(found(db.findPage((page) => page.name === name))));
      }),
    ),
    getGetPageBySlugMockHandler(
      guarded('getPageBySlug', async ({ params }) => {
        const slug = param(params, 'slug');
        return ok(await db.withImages(found(db.findPage((page) => page.slug === slug))));
      }),
    ),
    getGetPagesByTypeMockHandler(
      guarded('getPagesByType', ({ params, request }) => {
        const type = Number(param(params, 'type'));
        if (![0, 1, 2].includes(type)) {
          fail('envelope', 400, VALIDATION_MESSAGE, {
            type: ['Sayfa türü 0, 1 veya 2 olmalıdır.'],
          });
        }
        const { pageIndex, pageSize } = readPaging(request.url);
        return ok(
          paginate(
            db.pages((page) => page.pageType === type),
            pageIndex,
            pageSize,
          ),
        );
      }),
    ),

    // Products ---------------------------------------------------------------------------------
    getListProductsMockHandler(
      guarded('listProducts', ({ request }) => {
        const { pageIndex, pageSize } = readPaging(request.url);
        return ok(paginate(db.products(), pageIndex, pageSize));
      }),
    ),
    getCreateProductMockHandler(
      guarded('createProduct', async ({ request }) => {
        const body = validate<ProductCreate>(
          'envelope',
          schemas.CreateProductBody,
          await readJson('envelope', request),
        );
        return ok(db.createProduct(body), 'Ürün oluşturuldu.');
      }),
    ),
    getUpdateProductMockHandler(
      guarded('updateProduct', async ({ request }) => {
        const body = validate<ProductUpdate>(
          'envelope',
          schemas.UpdateProductBody,
          await readJson('envelope', request),
        );
        return ok(found(db.updateProduct(body.id, body)), 'Ürün güncellendi.');
      }),
    ),
    getGetProductByIdMockHandler(
      guarded('getProductById', async ({ params }) => {
        const id = requireUuid(param(params, 'id'));
        return ok(await db.withImages(found(db.findProduct((product) => product.id === id))));
      }),
    ),
    getDeleteProductMockHandler(
      guarded('deleteProduct', ({ params }) => {
        if (!db.deleteProduct(requireUuid(param(params, 'id')))) notFound();
        return done('Ürün silindi.');
      }),
    ),
    getGetProductByNameMockHandler(
      guarded('getProductByName', async ({ params }) => {
        const name = param(params, 'name');
        return ok(await db.withImages(found(db.findProduct((product) => product.name === name))));
      }),
    ),
    getGetProductBySlugMockHandler(
      guarded('getProductBySlug', async ({ params }) => {
        const slug = param(params, 'slug');
        return ok(await db.withImages(found(db.findProduct((product) => product.slug === slug))));
      }),
    ),
  ];
}
