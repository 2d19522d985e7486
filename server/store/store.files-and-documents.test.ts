import { describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db.ts';
import { recordsOf } from '../../tests/helpers/mock-records.ts';
import { SEED_IDS } from '../../seed/index.ts';
import * as backend from '../../src/api/generated/backend-zod/backend.zod.ts';
import type { DocumentCreate } from '../../src/api/generated/backend/model/index.ts';
import { diskNameFor } from '../services/disk-name.ts';
import { UNKNOWN_ID, seed, envelope, stable, useStore, conflict } from './store-test-setup.ts';

describe('files', () => {
  const store = useStore();

  it('adds a file with a generated id and path, last in the listing', async () => {
    const added = await store().addFile({
      name: 'Şantiye fotoğrafı (1).png',
      contentType: 'image/png',
      size: 1234,
    });
    expect(added.path).toBe(`/uploads/${added.id}--antiye-foto-raf-1-.png`);
    expect(added).toStrictEqual({
      id: added.id,
      name: 'Şantiye fotoğrafı (1).png',
      path: added.path,
      contentType: 'image/png',
      size: 1234,
      createdAt: added.createdAt,
      width: null,
      height: null,
      placeholder: null,
      altText: '',
      variants: null,
    });
    expect(Date.parse(added.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await store().listFiles()).at(-1)).toStrictEqual(added);
    expect(await store().getFileByPath(added.path)).toStrictEqual({ ...added, diskName: null });
    backend.CreateFileResponse.parse(envelope(added));
  });

  it('keeps the id, path and disk name of an upload', async () => {
    const id = crypto.randomUUID();
    const diskName = diskNameFor(id, 'application/pdf');
    const added = await store().addFile({
      id,
      name: 'rapor.pdf',
      contentType: 'application/pdf',
      size: 10,
      path: `/uploads/${id}-rapor.pdf`,
      diskName,
    });
    expect(added.id).toBe(id);
    expect((await store().getFileByPath(`/uploads/${id}-rapor.pdf`))?.diskName).toBe(diskName);
  });

  it('renames and deletes a file', async () => {
    const added = await store().addFile({ name: 'a.txt', contentType: 'text/plain', size: 1 });
    const renamed = await store().updateFile(added.id, { name: 'b.txt' });
    expect(renamed).toStrictEqual({ ...added, name: 'b.txt' });
    expect(await store().updateFile(UNKNOWN_ID, { name: 'x' })).toBeNull();
    expect(await store().deleteFile(added.id)).toStrictEqual({ ...renamed, diskName: null });
    expect(await store().deleteFile(added.id)).toBeNull();
    expect(await store().getFile(added.id)).toBeNull();
  });

  it('keeps an alt text (trimmed) until it is changed; a rename leaves it alone', async () => {
    const added = await store().addFile({ name: 'a.png', contentType: 'image/png', size: 1 });
    expect(added.altText).toBe('');
    const described = await store().updateFile(added.id, { altText: '  Şantiye girişi ' });
    expect(described).toStrictEqual({ ...added, altText: 'Şantiye girişi' });
    const renamed = await store().updateFile(added.id, { name: 'b.png' });
    expect(renamed).toStrictEqual({ ...described, name: 'b.png' });
    expect(await store().updateFile(added.id, {})).toStrictEqual(renamed);
    expect(await store().updateFile(added.id, { altText: '' })).toStrictEqual({
      ...renamed,
      altText: '',
    });
  });

  it('stores image facts and finds files by a list of paths in one query', async () => {
    const added = await store().addFile({ name: 'foto.jpg', contentType: 'image/jpeg', size: 9 });
    const variants = { widths: [320, 500], formats: ['avif', 'webp', 'jpeg'] as const };
    const facts = {
      width: 500,
      height: 400,
      placeholder: '#1b2e47',
      variants: { ...variants, formats: [...variants.formats] },
    };
    const updated = await store().setImageFacts(added.id, { ...facts, size: 7 });
    expect(updated).toStrictEqual({ ...added, ...facts, size: 7 });
    expect(await store().setImageFacts(UNKNOWN_ID, facts)).toBeNull();
    backend.GetFileByIdResponse.parse(envelope(updated));
    const first = seed.files[0];
    if (!first) throw new Error('no seed file');
    const found = await store().getFilesByPaths([
      added.path,
      first.path,
      added.path,
      '/uploads/yok',
    ]);
    expect(found.map((file) => file.id).sort()).toEqual([added.id, first.id].sort());
    expect(found.find((file) => file.id === added.id)).toStrictEqual(updated);
    expect(await store().getFilesByPaths([])).toEqual([]);
    const stored = await store().listStoredFiles();
    expect(stored.at(-1)).toStrictEqual({ ...updated, diskName: null });
  });

  it('a document whose file was deleted keeps its stored path but no file', async () => {
    const id = SEED_IDS.documents.poliuretanTeknikFoy;
    const before = await store().getDocument(id);
    if (!before?.fileId) throw new Error('seed document without a file');
    await store().deleteFile(before.fileId);
    const after = await store().getDocument(id);
    expect(after?.file).toBeNull();
    expect(after?.fileUrl).toBe(before.fileUrl);
    expect(after?.contentType).toBe(before.mimeType);
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    expect(product?.documents.find((document) => document.id === id)?.file).toBeNull();
  });
});

describe('documents', () => {
  const store = useStore();
  const mock = new MockDb();
  const pdf = seed.files.find((file) => file.contentType === 'application/pdf');
  const svg = seed.files.find((file) => file.contentType === 'image/svg+xml');

  it('creates a document with defaults from its file and preview image', async () => {
    if (!pdf || !svg) throw new Error('seed files missing');
    const input: DocumentCreate = {
      name: 'Yeni Föy',
      slug: 'yeni-foy',
      fileId: pdf.id,
      previewImageFileId: svg.id,
    };
    const created = await store().createDocument(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createDocument(input)));
    expect(created).toMatchObject({
      mimeType: 'application/pdf',
      contentType: 'application/pdf',
      fileSize: pdf.size,
      previewImageUrl: svg.path,
      fileUrl: pdf.path,
      path: pdf.path,
      isActive: true,
      order: null,
    });
    expect(created.createdAt).toBe(created.updatedAt);
    backend.CreateDocumentResponse.parse(envelope(created));
    expect(await store().getDocument(created.id)).toStrictEqual(created);
  });

  it('creates an external-link document and keeps given values over the defaults', async () => {
    const input: DocumentCreate = {
      name: 'Harici Bağlantı',
      slug: 'harici-baglanti',
      url: 'https://example.com/belge.pdf',
      mimeType: 'application/pdf',
      fileSize: 5,
      previewImageUrl: '/uploads/x.png',
      order: 1,
      category: 'Sertifika',
      description: 'Açıklama',
      isActive: false,
    };
    const created = await store().createDocument(input);
    expect(stable(created)).toStrictEqual(stable(recordsOf(mock).createDocument(input)));
    expect(created.file).toBeNull();
    expect(created.fileUrl).toBeNull();
    expect(await store().listActiveDocuments()).not.toContainEqual(created);
  });

  it('refuses a slug taken by another document, not by another kind of record', async () => {
    const error = await conflict(store().createDocument({ name: 'X', slug: 'yeni-foy' }));
    expect(error.message).toBe('Bu slug başka bir kayıtta kullanılıyor.');
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    const document = await store().createDocument({
      name: 'Ürünle aynı slug',
      slug: product?.slug ?? '',
      url: 'https://example.com',
    });
    expect(document.slug).toBe(product?.slug);
  });

  it('replaces a document, keeping its id and creation time', async () => {
    const created = await store().createDocument({ name: 'Eski', slug: 'eski', url: 'https://a' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await store().updateDocument(created.id, {
      name: 'Yeni',
      slug: 'eski',
      order: 0,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Yeni', url: null, order: 0 });
    expect(updated?.createdAt).toBe(created.createdAt);
    expect(Date.parse(updated?.updatedAt ?? '')).toBeGreaterThan(Date.parse(created.updatedAt));
    await conflict(store().updateDocument(created.id, { name: 'Yeni', slug: 'yeni-foy' }));
    expect(await store().updateDocument(UNKNOWN_ID, { name: 'Y', slug: 'yok-yok' })).toBeNull();
    // order 0 comes first
    expect((await store().listDocuments({ pageIndex: 0, pageSize: 1 })).items[0]?.order).toBe(0);
  });

  it('lists documents without an order last, by Turkish name', async () => {
    const { items } = await store().listDocuments({ pageIndex: 0, pageSize: 100 });
    // Code-point order would put "Yeni" before "Ürünle"; Turkish puts Ü right after U.
    expect(items.slice(-2).map((document) => [document.order, document.name])).toEqual([
      [null, 'Ürünle aynı slug'],
      [null, 'Yeni Föy'],
    ]);
    const first = items.filter((document) => document.order === 0).map((d) => d.name);
    expect(first).toContain('Yeni');
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, 'tr')));
    const active = await store().listActiveDocuments();
    expect(active.map((document) => document.id)).toEqual(
      items.filter((document) => document.isActive).map((document) => document.id),
    );
  });

  it('deletes a document, which then drops out of its products', async () => {
    const id = SEED_IDS.documents.poliuretanTeknikFoy;
    expect(await store().deleteDocument(id)).toBe(true);
    expect(await store().deleteDocument(id)).toBe(false);
    expect(await store().getDocument(id)).toBeNull();
    const product = await store().findProduct({ id: SEED_IDS.products.poliuretan });
    expect(product?.documentIds).toContain(id);
    expect(product?.documents.map((document) => document.id)).not.toContain(id);
    const page = await store().listDocuments({ pageIndex: 0, pageSize: 3 });
    expect(page.totalCount).toBe(seed.documents.length + 4 - 1);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 3));
  });
});
