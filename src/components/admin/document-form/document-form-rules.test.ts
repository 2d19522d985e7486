import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { Document } from '../../../api/generated/backend/model';
import {
  FALLBACK_DOCUMENT_SLUG,
  DOCUMENT_SAVE_WORDING,
  documentSlug,
  emptyDocumentForm,
  formFromDocument,
  checkFileManagerDocument,
  checkProductDocument,
  mainFileFields,
  prepareDocumentPayload,
  type DocumentFormValues,
} from './document-form-rules';
import { ReauthCancelledError } from '../../../lib/reauth';
import { describeFailure } from '../../../lib/failure';

const values = (overrides: Partial<DocumentFormValues> = {}): DocumentFormValues => ({
  ...emptyDocumentForm,
  name: 'Epoksi Ankraj Teknik Föyü',
  slug: 'epoksi-ankraj-teknik-foyu',
  ...overrides,
});
const FILE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PREVIEW_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

describe('the file manager: the slug and the main source', () => {
  it('builds an empty slug from the name, else falls back to document-slug', () => {
    expect(documentSlug('', 'Çatı Yalıtım Kılavuzu')).toBe('cati-yalitim-kilavuzu');
    expect(documentSlug('  Özel Adres  ', 'x')).toBe('ozel-adres');
    expect(documentSlug('', '***')).toBe(FALLBACK_DOCUMENT_SLUG);
    expect(FALLBACK_DOCUMENT_SLUG).toBe('document-slug');
  });

  it('needs an uploaded or picked file, or an external URL', () => {
    const missing = {
      title: 'Eksik Bilgi!',
      text: 'Bir dosya yükleyin, sistemden dosya seçin veya harici URL girin.',
    };
    expect(checkFileManagerDocument(values({ fileId: '', url: '' }))).toEqual(missing);
    expect(checkFileManagerDocument(values({ fileId: '  ', url: ' ' }))).toEqual(missing);
    expect(checkFileManagerDocument(values({ fileId: FILE_ID, url: '' }))).toBeNull();
    expect(checkFileManagerDocument(values({ fileId: '', url: 'https://a.b/c.pdf' }))).toBeNull();
    const pendingMain = new File(['x'], 'a.pdf');
    expect(checkFileManagerDocument(values({ fileId: '', url: '', pendingMain }))).toBeNull();
  });
});

const base = { name: 'Teknik Föy', url: '', fileId: '', pendingMain: null };

describe("the product editor's 'Yeni Belge' (docs/SPEC.md section 5, document form dialog)", () => {
  it("requires the name: 'Eksik Bilgi!' / 'Dosya adı zorunludur.'", () => {
    expect(checkProductDocument({ ...base, name: '  ', url: 'https://ornek.com/a.pdf' })).toEqual({
      title: 'Eksik Bilgi!',
      text: 'Dosya adı zorunludur.',
    });
  });

  it('needs a URL, a chosen file or an uploaded file', () => {
    expect(checkProductDocument(base)?.title).toBe('Eksik Bilgi!');
    expect(
      checkProductDocument({ ...base, url: 'https://belgeler.asilyapi.com.tr/ce.pdf' }),
    ).toBeNull();
    expect(
      checkProductDocument({ ...base, fileId: '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    ).toBeNull();
    expect(checkProductDocument({ ...base, pendingMain: new File(['%PDF-'], 'a.pdf') })).toBeNull();
  });

  it("refuses a bad URL with 'Geçersiz URL!'", () => {
    for (const url of ['belge', 'ftp://sunucu/a.pdf', 'javascript:alert(1)']) {
      expect(checkProductDocument({ ...base, url })?.title).toBe('Geçersiz URL!');
    }
  });
});

describe('prepareDocumentPayload (docs/SPEC.md section 5, before saving)', () => {
  it('drops the file fields of a URL-only document: no fileId, mimeType and fileSize null', () => {
    const payload = prepareDocumentPayload(
      values({
        url: ' https://belgeler.example.com/a.pdf ',
        mimeType: 'application/pdf',
        fileSize: '512',
      }),
    );
    expect('fileId' in payload).toBe(false);
    expect(payload.mimeType).toBeNull();
    expect(payload.fileSize).toBeNull();
    expect(payload.url).toBe('https://belgeler.example.com/a.pdf');
  });

  it('drops empty strings: no fileId or previewImageFileId, mimeType and fileSize null', () => {
    const payload = prepareDocumentPayload(values({ fileId: FILE_ID }));
    expect(payload).toEqual({
      name: 'Epoksi Ankraj Teknik Föyü',
      slug: 'epoksi-ankraj-teknik-foyu',
      description: null,
      category: null,
      order: null,
      url: null,
      fileId: FILE_ID,
      mimeType: null,
      fileSize: null,
      previewImageUrl: null,
      isActive: true,
    });
    expect('previewImageFileId' in payload).toBe(false);
  });

  it('keeps a picked file with its type and size, and a picked preview image', () => {
    const payload = prepareDocumentPayload(
      values({
        fileId: FILE_ID,
        mimeType: 'application/pdf',
        fileSize: '5174',
        previewImageFileId: PREVIEW_ID,
        previewImageUrl: '/uploads/onizleme.svg',
        description: '  Teknik değerler  ',
        category: ' Teknik Föy ',
        order: '4',
        isActive: false,
      }),
    );
    expect(payload).toMatchObject({
      fileId: FILE_ID,
      mimeType: 'application/pdf',
      fileSize: 5174,
      previewImageFileId: PREVIEW_ID,
      previewImageUrl: '/uploads/onizleme.svg',
      description: 'Teknik değerler',
      category: 'Teknik Föy',
      order: 4,
      isActive: false,
    });
  });

  it('stores the ids of files uploaded at save time', () => {
    const payload = prepareDocumentPayload(values({ url: 'https://a.example.com/x.pdf' }), {
      mainFile: {
        id: FILE_ID,
        path: '/uploads/yeni.pdf',
        contentType: 'application/pdf',
        size: 900,
      },
      previewImage: {
        id: PREVIEW_ID,
        path: '/uploads/yeni.png',
        contentType: 'image/png',
        size: 40,
      },
    });
    expect(payload).toMatchObject({
      fileId: FILE_ID,
      mimeType: 'application/pdf',
      fileSize: 900,
      previewImageFileId: PREVIEW_ID,
      previewImageUrl: '/uploads/yeni.png',
      url: 'https://a.example.com/x.pdf',
    });
  });

  it('makes the slug valid, or builds it from the name', () => {
    expect(prepareDocumentPayload(values({ slug: '', fileId: FILE_ID })).slug).toBe(
      'epoksi-ankraj-teknik-foyu',
    );
    expect(prepareDocumentPayload(values({ name: '!!!', slug: '', fileId: FILE_ID })).slug).toBe(
      'document-slug',
    );
    expect(prepareDocumentPayload(values({ slug: 'Yeni Adres', fileId: FILE_ID })).slug).toBe(
      'yeni-adres',
    );
  });

  it('reads order 0 as 0 and a blank order as none', () => {
    expect(prepareDocumentPayload(values({ order: '0', fileId: FILE_ID })).order).toBe(0);
    expect(prepareDocumentPayload(values({ order: ' ', fileId: FILE_ID })).order).toBeNull();
  });
});

describe('form values', () => {
  it('start from a document as the backend sent it', () => {
    const document = {
      id: 'd',
      name: 'Belge',
      slug: 'belge',
      description: null,
      category: 'Sertifika',
      order: 0,
      url: null,
      fileId: FILE_ID,
      file: {
        id: FILE_ID,
        name: 'belge.pdf',
        path: '/uploads/belge.pdf',
        contentType: 'application/pdf',
        size: 10,
        createdAt: '',
      },
      mimeType: null,
      contentType: 'application/pdf',
      fileSize: null,
      previewImageFileId: null,
      previewImageUrl: null,
      previewImageFile: {
        id: PREVIEW_ID,
        name: 'o.svg',
        path: '/uploads/o.svg',
        contentType: 'image/svg+xml',
        size: 1,
        createdAt: '',
      },
      fileUrl: null,
      path: null,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    } satisfies Document;
    expect(formFromDocument(document)).toEqual({
      name: 'Belge',
      slug: 'belge',
      description: '',
      category: 'Sertifika',
      order: '0',
      url: '',
      fileId: FILE_ID,
      fileName: 'belge.pdf',
      mimeType: 'application/pdf',
      fileSize: '10',
      previewImageFileId: '',
      previewImageUrl: '/uploads/o.svg',
      isActive: true,
      pendingMain: null,
      pendingPreview: null,
    });
  });

  it('take a picked system file as the main file', () => {
    expect(
      mainFileFields({ id: FILE_ID, name: 'a.pdf', contentType: 'application/pdf', size: 33 }),
    ).toEqual({ fileId: FILE_ID, fileName: 'a.pdf', mimeType: 'application/pdf', fileSize: '33' });
  });
});

describe('save failures (docs/SPEC.md section 8, file management)', () => {
  const badRequest = (
    errors: Record<string, string[]>,
    message = 'Bir veya daha fazla doğrulama hatası oluştu.',
  ) =>
    new ApiError({
      status: 400,
      message,
      errors,
      body: { success: false, message, data: null, errors },
    });

  const failureOf = (error: unknown) => describeFailure(error, DOCUMENT_SAVE_WORDING);

  it("calls an error about the document DTO or fileId a 'Backend veri formatı hatası.'", () => {
    for (const field of ['documentDto', 'fileId', '$.fileId', 'FileId', 'dto.FileId']) {
      const failure = failureOf(badRequest({ [field]: ['The value is invalid.'] }));
      expect(failure?.title).toBe('Backend veri formatı hatası.');
      expect(failure?.detail).toContain('URL tabanlı dosyalarda');
      expect(failure?.detail).toContain('zorunludur');
      expect(failure?.detail).toContain('The value is invalid.');
    }
  });

  it("names the fields of another validation error: 'Validation hatası: {fields}', messages as detail", () => {
    expect(
      failureOf(badRequest({ slug: ['Slug geçersiz.'], name: ['Ad zorunlu.', 'Ad çok uzun.'] })),
    ).toEqual({
      title: 'Validation hatası: slug, name',
      detail: 'Slug geçersiz. Ad zorunlu. Ad çok uzun.',
    });
  });

  it("otherwise the server's message, else the generic one, else 'Kayıt işlemi başarısız oldu.'", () => {
    expect(
      failureOf(
        new ApiError({
          status: 409,
          message: 'Bu slug başka bir kayıtta kullanılıyor.',
          body: { success: false, message: 'Bu slug başka bir kayıtta kullanılıyor.', data: null },
        }),
      ),
    ).toEqual({ title: 'Bu slug başka bir kayıtta kullanılıyor.', detail: undefined });
    // A reply without a message: the client's text for its status; no reply: why.
    expect(
      failureOf(new ApiError({ status: 400, message: 'Gönderilen bilgiler geçersiz.' }))?.title,
    ).toBe('Gönderilen bilgiler geçersiz.');
    expect(
      failureOf(
        new ApiError({
          status: 0,
          kind: 'network',
          message: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
        }),
      )?.title,
    ).toBe('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
    // Something that is not a reply at all.
    for (const failure of [new Error('Ağ bağlantısı koptu.'), undefined])
      expect(failureOf(failure)).toEqual({ title: 'Kayıt işlemi başarısız oldu.' });
  });

  it('says nothing when the administrator gives up signing in again', () => {
    expect(failureOf(new ReauthCancelledError())).toBeNull();
  });
});
