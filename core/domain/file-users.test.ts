import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.ts';
import type { DocumentRecord, PageRecord, ProductRecord } from './records.ts';
import { backendOperations } from './backend.ts';
import {
  DOCUMENT_FILE_REFERENCES,
  PAGE_FILE_REFERENCES,
  PRODUCT_FILE_REFERENCES,
  contentUser,
  fileUserErrors,
  usesFile,
} from './file-users.ts';
import { MESSAGES, fileInUseMessage } from './messages.ts';
import { HttpError } from './replies.ts';
import { type DomainStore } from './store.ts';
import { NO_ACTOR, type ContentKey, type FileUser, type StoredFile } from './types.ts';

const seed = createSeed();
const FILE = { id: '5d1c9a8e-3b2f-4c6d-9e0a-1b2c3d4e5f60', path: '/uploads/teknik-foy.pdf' };
const OTHER = { id: '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d', path: '/uploads/baska.pdf' };
const product = (changes: Partial<ProductRecord>): ProductRecord => ({
  ...(seed.products[0] as ProductRecord),
  productMainImageId: null,
  productImageId: null,
  documentImageIds: [],
  productDetailImageIds: [],
  fileIds: [],
  documentFileIds: [],
  productDetailFileIds: [],
  bannerImageUrl: null,
  mainImageUrl: null,
  image: null,
  shareImage: null,
  urls: [],
  ...changes,
});
const page = (changes: Partial<PageRecord>): PageRecord => ({
  ...(seed.pages[0] as PageRecord),
  mainImageId: null,
  fileIds: [],
  backgroundImageUrl: null,
  bannerImageUrl: null,
  mainImageUrl: null,
  shareImage: null,
  urls: [],
  ...changes,
});
const document = (changes: Partial<DocumentRecord>): DocumentRecord => ({
  ...(seed.documents[0] as DocumentRecord),
  fileId: null,
  previewImageFileId: null,
  previewImageUrl: null,
  fileUrl: null,
  path: null,
  ...changes,
});

describe('which fields make a record a user of a file', () => {
  it.each<[string, Partial<ProductRecord>]>([
    ['its main image', { productMainImageId: FILE.id }],
    ['its image', { productImageId: FILE.id }],
    ['a document image', { documentImageIds: ['9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', FILE.id] }],
    ['a detail image', { productDetailImageIds: [FILE.id] }],
    ['its files', { fileIds: [FILE.id] }],
    ['a datasheet', { documentFileIds: [FILE.id] }],
    ['a detail file', { productDetailFileIds: [FILE.id] }],
    ['its banner by path', { bannerImageUrl: FILE.path }],
    ['its main image by path', { mainImageUrl: FILE.path }],
    ['its image by path', { image: FILE.path }],
    ['its share image', { shareImage: FILE.path }],
    ['a link', { urls: ['https://ornek.test', FILE.path] }],
  ])('a product, through %s', (_, changes) => {
    expect(usesFile(product(changes), PRODUCT_FILE_REFERENCES, FILE)).toBe(true);
    expect(usesFile(product(changes), PRODUCT_FILE_REFERENCES, OTHER)).toBe(false);
  });

  it.each<[string, Partial<PageRecord>]>([
    ['its main image', { mainImageId: FILE.id }],
    ['its gallery', { fileIds: [FILE.id] }],
    ['its background', { backgroundImageUrl: FILE.path }],
    ['its banner', { bannerImageUrl: FILE.path }],
    ['its main image by path', { mainImageUrl: FILE.path }],
    ['its share image', { shareImage: FILE.path }],
    ['a partner logo', { urls: [FILE.path] }],
  ])('a page, through %s', (_, changes) => {
    expect(usesFile(page(changes), PAGE_FILE_REFERENCES, FILE)).toBe(true);
    expect(usesFile(page(changes), PAGE_FILE_REFERENCES, OTHER)).toBe(false);
  });

  it.each<[string, Partial<DocumentRecord>]>([
    ['its file', { fileId: FILE.id }],
    ['its preview image', { previewImageFileId: FILE.id }],
    ['its preview by path', { previewImageUrl: FILE.path }],
    ['its file URL', { fileUrl: FILE.path }],
    ['its path', { path: FILE.path }],
  ])('a document, through %s', (_, changes) => {
    expect(usesFile(document(changes), DOCUMENT_FILE_REFERENCES, FILE)).toBe(true);
    expect(usesFile(document(changes), DOCUMENT_FILE_REFERENCES, OTHER)).toBe(false);
  });

  it('not through a document it lists, nor text that mentions the path', () => {
    expect(
      usesFile(
        product({ documentIds: [FILE.id], descriptions: [FILE.path] }),
        PRODUCT_FILE_REFERENCES,
        FILE,
      ),
    ).toBe(false);
    expect(
      usesFile(
        page({ documentIds: [FILE.id], additionalFields: [FILE.path] }),
        PAGE_FILE_REFERENCES,
        FILE,
      ),
    ).toBe(false);
  });

  it('a content page, through its path anywhere in its content', () => {
    const contact = { ...seed.contactContent, bannerImage: FILE.path };
    expect(contentUser('contact', contact, FILE.path)).toStrictEqual({
      kind: 'contentPage',
      id: 'contact',
      name: 'İletişim',
      shown: true,
    });
    expect(contentUser('contact', contact, OTHER.path)).toBeNull();
    const gallery = seed.servicePages['kimyasal-ankraj'];
    const shown = gallery.galleryImages[0];
    if (!shown) throw new Error('seed gallery is empty');
    expect(contentUser('kimyasal-ankraj', gallery, shown)?.name).toBe('Kimyasal Ankraj');
  });
});

describe('the 409 of a file in use', () => {
  const users: FileUser[] = [
    { kind: 'document', id: 'd1', name: 'Teknik Föy', shown: true },
    { kind: 'contentPage', id: 'contact', name: 'İletişim', shown: true },
    { kind: 'product', id: 'p1', name: 'Poliüretan Enjeksiyon', shown: true },
    { kind: 'product', id: 'p2', name: 'Zemin Enjeksiyonu', shown: false },
  ];

  it('lists the users by kind, only the kinds there are, products first', () => {
    const errors = fileUserErrors(users);
    expect(errors).toStrictEqual({
      products: ['Poliüretan Enjeksiyon', 'Zemin Enjeksiyonu'],
      documents: ['Teknik Föy'],
      contentPages: ['İletişim'],
    });
    expect(Object.keys(errors)).toEqual(['products', 'documents', 'contentPages']);
  });

  it('names them in its message', () => {
    expect(fileInUseMessage(fileUserErrors(users))).toBe(
      'Bu dosya kullanımda — Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu; Belgeler: Teknik Föy; İçerik sayfaları: İletişim. Önce dosyayı bu kayıtlardan kaldırın.',
    );
  });

  it('names at most ten and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, index) => `Ürün ${index + 1}`);
    expect(fileInUseMessage({ products: many, pages: ['Anasayfa'] })).toBe(
      `Bu dosya kullanımda — Ürünler: ${many.slice(0, 10).join(', ')} ve 3 kayıt daha. Önce dosyayı bu kayıtlardan kaldırın.`,
    );
  });
});

describe('deleteFile (core/domain/file-operations.ts)', () => {
  const stored: StoredFile = {
    ...FILE,
    name: 'teknik-foy.pdf',
    contentType: 'application/pdf',
    size: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    altText: '',
    diskName: null,
    width: null,
    height: null,
    placeholder: null,
    variants: null,
  };

  /** Only what deleteFile reads; the contact page shows `contactBanner`. */
  function storeWith(records: FileUser[], contactBanner = '/uploads/logo.svg') {
    const trashed: string[] = [];
    const files = new Map([[stored.id, stored]]);
    const store = {
      getFile: async (id: string) => files.get(id) ?? null,
      fileUsers: async () => records,
      getContent: async (key: ContentKey) =>
        key === 'contact' ? { ...seed.contactContent, bannerImage: contactBanner } : {},
      moveToTrash: async (kind: string, id: string) => {
        const file = files.get(id);
        if (!file) return null;
        files.delete(id);
        trashed.push(`${kind} ${id}`);
        return { id: 'entry', kind, itemId: id, name: file.name };
      },
      recordAudit: async () => {},
    } as unknown as DomainStore;
    const operations = backendOperations(store);
    const deleteFile = (id: string) => operations.deleteFile(id, NO_ACTOR);
    return { deleteFile, trashed, files };
  }

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it('moves a file nothing uses to the trash', async () => {
    const { deleteFile, trashed, files } = storeWith([]);
    expect(await deleteFile(FILE.id.toUpperCase())).toStrictEqual({
      success: true,
      message: MESSAGES.fileDeleted,
      data: null,
    });
    expect(trashed).toEqual([`file ${FILE.id}`]);
    expect(files.size).toBe(0);
  });

  it('refuses with 409 naming the records and the content pages, and keeps the file', async () => {
    const { deleteFile, trashed, files } = storeWith(
      [{ kind: 'product', id: 'p1', name: 'Poliüretan Enjeksiyon', shown: true }],
      FILE.path,
    );
    const error = await refusal(deleteFile(FILE.id));
    expect(error.statusCode).toBe(409);
    expect(error.errors).toStrictEqual({
      products: ['Poliüretan Enjeksiyon'],
      contentPages: ['İletişim'],
    });
    expect(error.message).toBe(
      'Bu dosya kullanımda — Ürünler: Poliüretan Enjeksiyon; İçerik sayfaları: İletişim. Önce dosyayı bu kayıtlardan kaldırın.',
    );
    expect(trashed).toEqual([]);
    expect(files.size).toBe(1);
  });

  it('answers 404 for a file that is not there', async () => {
    const { deleteFile } = storeWith([]);
    const error = await refusal(deleteFile(OTHER.id));
    expect(error.statusCode).toBe(404);
  });
});
