import { describe, expect, it } from 'vitest';
import {
  deleteDocument,
  downloadDocument,
  listActiveDocuments,
  listDocuments,
  uploadDocument,
} from '../src/api/generated/backend/endpoints/document/document';
import {
  getFileById,
  listFiles,
  updateFile,
  uploadFile,
  uploadMultipleFiles,
} from '../src/api/generated/backend/endpoints/file/file';
import { getPageByName } from '../src/api/generated/backend/endpoints/page/page';
import {
  getContactContent,
  updateContactContent,
} from '../src/api/generated/content/endpoints/contact-content/contact-content';
import { PDF_LIMIT_BYTES } from '../core/domain/uploads';
import { db } from './node';
import { SEED_IDS } from '../seed';
import { recordsOf } from '../tests/helpers/mock-records';
import {
  signIn,
  failure,
  served,
  PNG_BYTES,
  pngFile,
  seedPdf,
} from '../tests/helpers/mock-behaviour';

describe('uploads', () => {
  it('keeps the file and serves the same bytes at its path with its content type', async () => {
    await signIn();
    const { data } = await uploadFile({ file: pngFile() });
    expect(data).toMatchObject({
      name: 'kat-plani.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    expect(data.path).toBe(`/uploads/${data.id}-kat-plani.png`);

    expect((await getFileById(data.id)).data).toMatchObject({
      path: data.path,
      contentType: 'image/png',
    });
    const file = await served(data.path);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.bytes).toEqual(PNG_BYTES);
  });

  it('judges the type by content: a real PDF is served as a PDF', async () => {
    await signIn();
    const { file, bytes } = seedPdf('Teknik Föy (kopya).pdf');
    const { data } = await uploadFile({ file });
    expect(data).toMatchObject({
      name: 'Teknik Föy (kopya).pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const copy = await served(data.path);
    expect(copy.contentType).toBe('application/pdf');
    expect(copy.bytes).toEqual(bytes);
  });

  it('uploads several files at once', async () => {
    await signIn();
    const { data, message } = await uploadMultipleFiles({
      files: [pngFile('a.png'), seedPdf('b.pdf').file],
    });
    expect(message).toBe('2 dosya yüklendi.');
    expect(data.map((file) => [file.name, file.contentType])).toEqual([
      ['a.png', 'image/png'],
      ['b.pdf', 'application/pdf'],
    ]);
    expect(await failure(uploadMultipleFiles({ files: [] }))).toMatchObject({
      status: 400,
      errors: { files: ['En az bir dosya seçin.'] },
    });
  });

  it('refuses a .pdf that does not start with %PDF- (415)', async () => {
    await signIn();
    const before = db.state.files.length;
    const fake = new File(['MZ\u0090\u0000 this is an executable'], 'fatura.pdf', {
      type: 'application/pdf',
    });
    expect(await failure(uploadFile({ file: fake }))).toMatchObject({
      status: 415,
      message: 'Desteklenmeyen dosya formatı.',
    });
    const pngAsPdf = new File([PNG_BYTES.slice()], 'resim.pdf', { type: 'application/pdf' });
    expect((await failure(uploadFile({ file: pngAsPdf }))).status).toBe(415);
    expect(db.state.files).toHaveLength(before);
  });

  it('refuses an empty file (400)', async () => {
    await signIn();
    const empty = new File([], 'bos.pdf', { type: 'application/pdf' });
    expect(await failure(uploadFile({ file: empty }))).toMatchObject({
      status: 400,
      errors: { file: ['Dosya boş.'] },
    });
  });

  // A real 50 MB body through jsdom's XHR and MSW takes about 2.5 s: worth it for the boundary.
  it('accepts a PDF of exactly 52428800 bytes', { timeout: 60_000 }, async () => {
    await signIn();
    expect(PDF_LIMIT_BYTES).toBe(52_428_800);
    const bytes = new Uint8Array(PDF_LIMIT_BYTES);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const { data } = await uploadFile({
      file: new File([bytes], 'buyuk.pdf', { type: 'application/pdf' }),
    });
    expect(data).toMatchObject({ size: PDF_LIMIT_BYTES, contentType: 'application/pdf' });
  });

  it('refuses a PDF one byte over 52428800 with 413', { timeout: 60_000 }, async () => {
    await signIn();
    const bytes = new Uint8Array(PDF_LIMIT_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const error = await failure(
      uploadFile({ file: new File([bytes], 'cok-buyuk.pdf', { type: 'application/pdf' }) }),
    );
    expect(error).toMatchObject({
      status: 413,
      message: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    });
  });
});

describe('images', () => {
  it('keep only the original: an upload has no variants and no placeholder, an alt text reads back', async () => {
    await signIn();
    const { data } = await uploadFile({ file: pngFile('cephe.png') });
    // Node has no image decoder: the size stays unknown here (the browser measures it).
    expect(data).toMatchObject({ placeholder: null, altText: '', variants: null });
    await updateFile({ id: data.id, name: 'cephe.png', altText: '  Restore edilmiş cephe  ' });
    expect((await getFileById(data.id)).data).toMatchObject({
      name: 'cephe.png',
      altText: 'Restore edilmiş cephe',
    });
    // Left out, the alt text is kept.
    await updateFile({ id: data.id, name: 'cephe-2.png' });
    expect((await getFileById(data.id)).data.altText).toBe('Restore edilmiş cephe');
  });

  it('a seed SVG has its viewBox size', async () => {
    await signIn();
    const banner = (await listFiles()).data.find(
      (file) => file.path === db.state.contactContent.bannerImage,
    );
    expect(banner).toMatchObject({ contentType: 'image/svg+xml', variants: null });
    expect(banner?.width).toBeGreaterThan(0);
    expect(banner?.height).toBeGreaterThan(0);
  });

  it('public reads list the images their paths point at; writes never store them', async () => {
    const page = (await getPageByName('Anasayfa')).data;
    const bannerPath = page.bannerImageUrl ?? '';
    const banner = page.images?.find((image) => image.path === bannerPath);
    expect(banner).toMatchObject({ path: bannerPath, altText: '', variants: null });
    // The embedded products' images are listed too.
    const productImage = page.products[0]?.productMainImage?.path;
    expect(page.images?.some((image) => image.path === productImage)).toBe(true);

    const contact = await getContactContent();
    expect(contact.images?.map((image) => image.path)).toContain(contact.bannerImage);
    const [first] = contact.images ?? [];
    expect(first).toBeDefined();
    await signIn();
    const reply = await updateContactContent({
      ...contact,
      images: first ? [{ ...first, altText: 'uydurma' }] : [],
    });
    expect(reply.images?.[0]?.altText).toBe('');
    expect(db.state.contactContent).not.toHaveProperty('images');
  });
});

describe('document downloads', () => {
  it('returns the stored bytes as a Blob', async () => {
    await signIn();
    const fileId = recordsOf(db).documentById(SEED_IDS.documents.poliuretanTeknikFoy)?.fileId ?? '';
    const blob = await downloadDocument(SEED_IDS.documents.poliuretanTeknikFoy);
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(db.bytes.get(fileId));
  });

  it('sends the file as an attachment with its name', async () => {
    const token = await signIn();
    const response = await fetch(
      new URL(`/api/Document/${SEED_IDS.documents.poliuretanTeknikFoy}/download`, location.origin),
      { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    // The server's header (core/domain/uploads.ts): the name in ASCII and in full.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="poliuretan-enjeksiyon-recinesi-teknik-foyu.pdf"; filename*=UTF-8''${encodeURIComponent('poliuretan-enjeksiyon-recinesi-teknik-foyu.pdf')}`,
    );
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('downloads what was uploaded as a document', async () => {
    await signIn();
    const { file, bytes } = seedPdf('Saha Raporu.pdf');
    const created = await uploadDocument({
      file,
      name: 'Saha Raporu',
      category: 'Rapor',
      order: 2,
      isActive: false,
    });
    expect(created.data).toMatchObject({
      name: 'Saha Raporu',
      slug: 'saha-raporu',
      order: 2,
      isActive: false,
    });
    const blob = await downloadDocument(created.data.id);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('gives 404 for a document that only links elsewhere', async () => {
    await signIn();
    const external = recordsOf(db).documentById(SEED_IDS.documents.en1504UygunlukBeyani);
    expect(external?.url).toMatch(/^https:\/\//);
    expect(external?.fileId).toBeNull();
    const error = await failure(downloadDocument(SEED_IDS.documents.en1504UygunlukBeyani));
    expect(error.status).toBe(404);
    // The call asks for a blob; the client reads the JSON error reply out of it, so the server's
    // message reaches the user.
    expect(error.message).toBe(
      'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
    );
    expect(error.body).toEqual({
      success: false,
      message: 'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
      data: null,
    });
  });

  it("'No documents found': with every document deleted the list is an empty page", async () => {
    await signIn();
    for (const document of [...db.state.documents]) await deleteDocument(document.id);
    const reply = await listDocuments({ PageIndex: 0, PageSize: 10 });
    expect(reply.message).toContain('No documents found');
    expect(reply.data).toEqual({
      items: [],
      pageIndex: 0,
      pageSize: 10,
      totalCount: 0,
      totalPages: 0,
    });
    expect((await listActiveDocuments()).data).toEqual([]);
  });
});
