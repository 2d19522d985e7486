/** The mocks' error replies have the shape the contract declares (mocks-contract-setup.ts). */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/node';
import { ApiError } from '../../src/api/api-error';
import { login, register } from '../../src/api/generated/backend/endpoints/auth/auth';
import {
  deleteDocument,
  getDocumentById,
} from '../../src/api/generated/backend/endpoints/document/document';
import {
  deleteFile,
  listFiles,
  uploadFile,
} from '../../src/api/generated/backend/endpoints/file/file';
import {
  createProduct,
  getProductById,
  listProducts,
} from '../../src/api/generated/backend/endpoints/product/product';
import { listAuditLog } from '../../src/api/generated/backend/endpoints/audit/audit';
import { restoreTrashEntry } from '../../src/api/generated/backend/endpoints/trash/trash';
import { changePassword, deleteUser } from '../../src/api/generated/backend/endpoints/user/user';
import {
  getContactContent,
  updateContactContent,
} from '../../src/api/generated/content/endpoints/contact-content/contact-content';
import { discardContentDraft } from '../../src/api/generated/content/endpoints/publishing/publishing';
import { uploadContentImage } from '../../src/api/generated/content/endpoints/upload/upload';
import type { UploadKind } from '../../src/api/generated/content/model';
import { sendEmailForm } from '../../src/api/generated/email/endpoints/email/email';
import { MAP_EMBED_ERROR } from '../../core/lib/map-embed';
import { MESSAGES } from '../../core/domain/messages';
import type { Service, Json } from './mocks-contract-setup.ts';
import {
  services,
  issuesOf,
  contractDocument,
  declaredReply,
  operation,
  seen,
  recordMockedReplies,
  settle,
} from './mocks-contract-setup.ts';
import {
  signIn,
  seedPdf,
  seedImage,
  emailForm,
  trashedProduct,
  trashEntryOf,
} from './mocks-contract-fixtures.ts';

recordMockedReplies();

interface ErrorCase {
  name: string;
  operationId: string;
  status: number;
  call: () => Promise<unknown>;
  message: string;
  /**
   * The `errors` object, the fields it must name (exactly these, with any messages), or null when
   * the reply has none.
   */
  errors: Record<string, string[]> | string[] | null;
}

const UNAUTHORIZED = 'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
const VALIDATION = 'Bir veya daha fazla doğrulama hatası oluştu.';
const UNKNOWN_ID = '00000003-0000-4000-8000-0000000000ff';

const errorCases: Record<Service, ErrorCase[]> = {
  backend: [
    {
      name: '401 for a protected call without a token',
      operationId: 'listFiles',
      status: 401,
      call: () => listFiles(),
      message: UNAUTHORIZED,
      errors: null,
    },
    {
      name: '401 for a wrong password',
      operationId: 'login',
      status: 401,
      call: () => login({ username: 'admin', password: 'yanlis-sifre' }),
      message: 'Kullanıcı adı veya şifre hatalı.',
      errors: null,
    },
    {
      name: '404 for an unknown id',
      operationId: 'getProductById',
      status: 404,
      call: () => getProductById(UNKNOWN_ID),
      message: 'Kayıt bulunamadı.',
      errors: null,
    },
    {
      name: '404 for an unknown id on a protected call',
      operationId: 'deleteDocument',
      status: 404,
      call: async () => {
        await signIn();
        return deleteDocument(UNKNOWN_ID);
      },
      message: 'Kayıt bulunamadı.',
      errors: null,
    },
    {
      name: '400 for an invalid body',
      operationId: 'createProduct',
      status: 400,
      call: async () => {
        await signIn();
        return createProduct({ name: '', slug: 'Geçersiz Slug' });
      },
      message: VALIDATION,
      errors: ['name', 'slug'],
    },
    {
      name: '400 for an id that is not a UUID',
      operationId: 'getDocumentById',
      status: 400,
      call: async () => {
        await signIn();
        return getDocumentById('belge-1');
      },
      message: VALIDATION,
      errors: { id: ["'belge-1' geçerli bir kimlik değil."] },
    },
    {
      name: '400 for a page size below its floor',
      operationId: 'listProducts',
      status: 400,
      call: () => listProducts({ PageSize: 0 }),
      message: VALIDATION,
      errors: ['PageSize'],
    },
    {
      name: '400 for an audit log range that ends before it starts',
      operationId: 'listAuditLog',
      status: 400,
      call: async () => {
        await signIn();
        return listAuditLog({ From: '2026-11-24', To: '2026-11-23' });
      },
      message: VALIDATION,
      errors: { To: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'] },
    },
    {
      name: '409 for a slug that is taken',
      operationId: 'createProduct',
      status: 409,
      call: async () => {
        await signIn();
        return createProduct({ name: 'Poliüretan Enjeksiyon 2', slug: 'poliuretan-enjeksiyon' });
      },
      message: 'Bu slug başka bir kayıtta kullanılıyor.',
      errors: null,
    },
    {
      name: '409 for a restore whose slug another record took meanwhile',
      operationId: 'restoreTrashEntry',
      status: 409,
      call: async () => {
        const id = await trashedProduct('cop-cakisma');
        await createProduct({ name: 'Yeni Kayıt', slug: 'cop-cakisma' });
        return restoreTrashEntry(await trashEntryOf(id));
      },
      message:
        "'cop-cakisma' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
      errors: null,
    },
    {
      name: '409 for a file in use, naming its users',
      operationId: 'deleteFile',
      status: 409,
      call: async () => {
        await signIn();
        const inUse = db.state.documents.find((document) => document.fileId)?.fileId;
        return deleteFile(inUse ?? '');
      },
      message:
        'Bu dosya kullanımda — Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu; Belgeler: Poliüretan Enjeksiyon Reçinesi Teknik Föyü; İçerik sayfaları: Poliüretan Enjeksiyon. Önce dosyayı bu kayıtlardan kaldırın.',
      errors: {
        products: ['Poliüretan Enjeksiyon', 'Zemin Enjeksiyonu'],
        documents: ['Poliüretan Enjeksiyon Reçinesi Teknik Föyü'],
        contentPages: ['Poliüretan Enjeksiyon'],
      },
    },
    {
      name: '400 for a password that fails the policy',
      operationId: 'register',
      status: 400,
      call: async () => {
        await signIn();
        return register({ username: 'backup-svc', password: 'password' });
      },
      message: VALIDATION,
      errors: { password: ['Şifre en az 12 karakter olmalıdır.'] },
    },
    {
      name: '400 for a wrong current password',
      operationId: 'changePassword',
      status: 400,
      call: async () => {
        await signIn();
        return changePassword({ currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Sifre-2026' });
      },
      message: 'Mevcut şifreniz hatalı.',
      errors: { currentPassword: ['Mevcut şifreniz hatalı.'] },
    },
    {
      name: '409 for removing your own account',
      operationId: 'deleteUser',
      status: 409,
      call: async () => {
        await signIn();
        return deleteUser(db.state.users[0]?.id ?? '');
      },
      message: 'Kendi hesabınızı silemezsiniz.',
      errors: null,
    },
    {
      name: '415 for a PDF whose content is not a PDF',
      operationId: 'uploadFile',
      status: 415,
      call: async () => {
        await signIn();
        return uploadFile({
          file: new File(['MZ not a pdf'], 'fatura.pdf', { type: 'application/pdf' }),
        });
      },
      message: 'Desteklenmeyen dosya formatı.',
      errors: null,
    },
  ],
  content: [
    {
      name: '401 for a write without a token',
      operationId: 'updateContactContent',
      status: 401,
      call: async () => updateContactContent(await getContactContent()),
      message: UNAUTHORIZED,
      errors: null,
    },
    {
      name: '400 for a map embed that is not Google Maps',
      operationId: 'updateContactContent',
      status: 400,
      call: async () => {
        await signIn();
        const content = await getContactContent();
        return updateContactContent({
          ...content,
          mapIframeCode: '<iframe src="https://evil.example/maps/embed?x=1"></iframe>',
        });
      },
      message: VALIDATION,
      errors: { mapIframeCode: [MAP_EMBED_ERROR] },
    },
    {
      name: '400 for an unknown upload kind',
      operationId: 'uploadContentImage',
      status: 400,
      call: async () => {
        await signIn();
        return uploadContentImage('galeri' as UploadKind, { file: seedImage() });
      },
      message: VALIDATION,
      errors: ['kind'],
    },
    {
      name: "404 for 'Taslağı sil' of a page without pending changes",
      operationId: 'discardContentDraft',
      status: 404,
      call: async () => {
        await signIn();
        return discardContentDraft('contact');
      },
      message: MESSAGES.pageNoPendingChanges,
      errors: null,
    },
    {
      name: "404 for a preview link that is not the page's",
      operationId: 'getContactContent',
      status: 404,
      call: () => getContactContent({ Preview: 'uydurma' }),
      message: MESSAGES.previewInvalid,
      errors: null,
    },
    {
      name: '415 for a PDF sent as a banner',
      operationId: 'uploadContentImage',
      status: 415,
      call: async () => {
        await signIn();
        return uploadContentImage('contact-banner', { file: seedPdf('banner.pdf') });
      },
      message: 'Desteklenmeyen dosya formatı.',
      errors: null,
    },
  ],
  email: [
    {
      name: '400 for a missing field',
      operationId: 'sendEmailForm',
      status: 400,
      call: () => sendEmailForm({ ...emailForm, mesaj: '' }),
      message: 'Missing parameters: mesaj.',
      errors: null,
    },
  ],
};

describe.each(['backend', 'content', 'email'] as const)('%s error replies', (service) => {
  it.each(errorCases[service].map((errorCase) => [errorCase.name, errorCase] as const))(
    '%s',
    async (_name, errorCase) => {
      const op = operation(errorCase.operationId);
      const error = await errorCase.call().then(
        (reply) => {
          throw new Error(
            `expected a ${errorCase.status}, got ${JSON.stringify(reply).slice(0, 200)}`,
          );
        },
        (caught: unknown) => caught,
      );
      await settle();

      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.kind).toBe('http');
      expect(apiError.status).toBe(errorCase.status);
      expect(apiError.message).toBe(errorCase.message);
      if (Array.isArray(errorCase.errors)) {
        expect(Object.keys(apiError.errors ?? {}).sort()).toEqual([...errorCase.errors].sort());
        for (const messages of Object.values(apiError.errors ?? {})) {
          expect(messages.length).toBeGreaterThan(0);
        }
      } else {
        expect(apiError.errors).toEqual(errorCase.errors);
      }

      // The body is what the contract declares for this operation and status.
      const result = declaredReply(op, errorCase.status).safeParse(apiError.body);
      expect(issuesOf(result), `${op.operationId} ${errorCase.status} reply`).toEqual([]);
      if (service === 'backend') {
        expect(apiError.body).toMatchObject({
          success: false,
          message: errorCase.message,
          data: null,
        });
        const body = apiError.body as { errors?: unknown };
        // A validation reply names the fields, a file in use its users; nothing else has errors.
        if (errorCase.errors !== null) expect(body.errors).toEqual(apiError.errors);
        else expect(body).not.toHaveProperty('errors');
      } else if (service === 'content') {
        expect(apiError.body).toMatchObject({ message: errorCase.message });
        if (errorCase.status === 400)
          expect((apiError.body as { errors?: unknown }).errors).toEqual(apiError.errors);
      } else {
        expect(apiError.body).toBe(errorCase.message);
      }

      // It reached the operation under test (not a catch-all) and was counted as its reply.
      expect(
        seen.filter((entry) => entry.operationId === op.operationId).map((entry) => entry.status),
      ).toContain(errorCase.status);
      expect(globalThis.__contractViolations ?? []).toEqual([]);
    },
  );
});

describe('statuses the contracts do not declare', () => {
  it('e-mail has no 404 (no operation takes an id) and no 401 (public); content has 404 only for drafts and previews', () => {
    const declared = (service: Service) =>
      services[service].operations.flatMap((op) => {
        const paths = contractDocument(service).paths as Record<string, Record<string, Json>>;
        return Object.keys(
          (paths[op.path]?.[op.method.toLowerCase()]?.responses as Json | undefined) ?? {},
        );
      });
    // A page's pending changes to drop, or a preview link that no longer works.
    expect(declared('content')).toContain('404');
    expect(declared('email')).not.toContain('404');
    expect(declared('email')).not.toContain('401');
    expect(declared('content')).toContain('401');
    expect(declared('backend')).toEqual(expect.arrayContaining(['400', '401', '404']));
  });
});
