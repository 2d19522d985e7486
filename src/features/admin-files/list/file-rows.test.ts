import { describe, expect, it } from 'vitest';
import type { Document, FileInfo } from '../../../api/generated/backend/model';
import {
  SYSTEM_FILE_CATEGORY,
  SYSTEM_FILE_ORDER,
  buildFileRows,
  documentRow,
  rowTypeLabel,
  systemFileRow,
  systemFileSlug,
} from './file-rows';

const file = (overrides: Partial<FileInfo> = {}): FileInfo => ({
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'İstanbul Şantiye Fotoğrafı.png',
  path: '/uploads/istanbul-santiye.png',
  contentType: 'image/png',
  size: 2048,
  createdAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

const document = (overrides: Partial<Document> = {}): Document => ({
  id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  name: 'Epoksi Ankraj Teknik Föyü',
  slug: 'epoksi-ankraj-teknik-foyu',
  description: 'Kimyasal ankraj harcının teknik değerleri.',
  category: 'Teknik Föy',
  order: 3,
  url: null,
  fileId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  file: file({
    name: 'epoksi-ankraj.pdf',
    path: '/uploads/epoksi-ankraj.pdf',
    contentType: 'application/pdf',
    size: 5120,
  }),
  mimeType: 'application/pdf',
  contentType: 'application/pdf',
  fileSize: 5120,
  previewImageFileId: null,
  previewImageUrl: '/uploads/epoksi-onizleme.svg',
  previewImageFile: null,
  fileUrl: '/uploads/epoksi-ankraj.pdf',
  path: '/uploads/epoksi-ankraj.pdf',
  isActive: false,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

describe('a system file as listed (docs/SPEC.md section 3)', () => {
  it("shows category 'Sistem Dosyası', active, order 999, and a Turkish lower-case slug", () => {
    const row = systemFileRow(file());
    expect(row).toMatchObject({
      key: 'file:3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      kind: 'system',
      name: 'İstanbul Şantiye Fotoğrafı.png',
      category: SYSTEM_FILE_CATEGORY,
      isActive: true,
      order: SYSTEM_FILE_ORDER,
      slug: 'istanbul-şantiye-fotoğrafı.png',
      size: 2048,
      mimeType: 'image/png',
      fileId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      filePath: '/uploads/istanbul-santiye.png',
      fileName: 'İstanbul Şantiye Fotoğrafı.png',
      previewSources: ['/uploads/istanbul-santiye.png'],
      fileType: 'image',
      description: null,
      url: null,
    });
    expect(SYSTEM_FILE_CATEGORY).toBe('Sistem Dosyası');
    expect(SYSTEM_FILE_ORDER).toBe(999);
    expect(rowTypeLabel(row)).toBe('Sistem Dosyası');
  });

  it('lower-cases I as ı and İ as i, and turns every run of spaces into one hyphen', () => {
    expect(systemFileSlug({ id: 'x', name: 'IĞDIR  Keşif Raporu.pdf' })).toBe(
      'ığdır-keşif-raporu.pdf',
    );
    expect(systemFileSlug({ id: 'x', name: 'İZMİR Teklif.PDF' })).toBe('izmir-teklif.pdf');
  });

  it("is 'file-{id}' without a name", () => {
    expect(systemFileSlug({ id: 'abc-123', name: '' })).toBe('file-abc-123');
    expect(systemFileSlug({ id: 'abc-123', name: '   ' })).toBe('file-abc-123');
    const row = systemFileRow(file({ id: 'abc-123', name: '' }));
    expect(row.slug).toBe('file-abc-123');
    expect(row.name).toBe('file-abc-123');
  });

  it('reads the older field names (fileName, url, mimeType, fileSize)', () => {
    const legacy = {
      id: 'old-1',
      name: '',
      path: '',
      contentType: '',
      size: undefined,
      fileName: 'Eski Dosya.pdf',
      url: '/uploads/eski.pdf',
      mimeType: 'application/pdf',
      fileSize: 77,
      createdAt: '2020-01-01T00:00:00.000Z',
    } as unknown as FileInfo;
    expect(systemFileRow(legacy)).toMatchObject({
      name: 'Eski Dosya.pdf',
      slug: 'eski-dosya.pdf',
      filePath: '/uploads/eski.pdf',
      mimeType: 'application/pdf',
      size: 77,
      fileType: 'pdf',
      previewSources: [],
    });
  });

  it('has no thumbnail for a PDF (a type icon stands in)', () => {
    expect(
      systemFileRow(file({ name: 'rapor.pdf', contentType: 'application/pdf' })).previewSources,
    ).toEqual([]);
  });
});

describe('a document as listed', () => {
  it('keeps its own fields and points at its stored file', () => {
    const row = documentRow(document());
    expect(row).toMatchObject({
      key: 'document:6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
      kind: 'document',
      name: 'Epoksi Ankraj Teknik Föyü',
      category: 'Teknik Föy',
      isActive: false,
      order: 3,
      slug: 'epoksi-ankraj-teknik-foyu',
      size: 5120,
      mimeType: 'application/pdf',
      fileId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      fileName: 'epoksi-ankraj.pdf',
      filePath: '/uploads/epoksi-ankraj.pdf',
      previewSources: ['/uploads/epoksi-onizleme.svg'],
      fileType: 'pdf',
    });
    expect(rowTypeLabel(row)).toBe('Belge');
  });

  it('has no category, order or size when the backend has none', () => {
    const row = documentRow(
      document({
        category: '  ',
        order: null,
        fileSize: null,
        file: null,
        fileId: null,
        url: 'https://example.com/a.pdf',
        mimeType: null,
        contentType: null,
      }),
    );
    expect(row.category).toBeNull();
    expect(row.order).toBeNull();
    expect(row.size).toBeNull();
    expect(row.fileId).toBeNull();
    expect(row.url).toBe('https://example.com/a.pdf');
  });

  it('prefers the preview file, then the preview URL', () => {
    const row = documentRow(
      document({
        previewImageFile: file({ path: '/uploads/onizleme.png' }),
        previewImageUrl: '/uploads/eski.png',
      }),
    );
    expect(row.previewSources).toEqual(['/uploads/onizleme.png', '/uploads/eski.png']);
  });
});

describe('the combined list', () => {
  it('orders by display order (unset last, system files at 999), then by name in Turkish', () => {
    const rows = buildFileRows(
      [
        document({ id: 'd1', name: 'Zemin', order: 5 }),
        document({ id: 'd2', name: 'Çatı', order: null }),
        document({ id: 'd3', name: 'Cam', order: 1000 }),
        document({ id: 'd4', name: 'Ana', order: 0 }),
      ],
      [file({ id: 'f1', name: 'şema.png' }), file({ id: 'f2', name: 'sıva.png' })],
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Ana',
      'Zemin',
      'sıva.png',
      'şema.png',
      'Cam',
      'Çatı',
    ]);
  });

  it('lists a file that is a document’s file as a system file too', () => {
    const rows = buildFileRows([document()], [file()]);
    expect(rows.map((row) => row.kind).sort()).toEqual(['document', 'system']);
    expect(rows.every((row) => row.fileId === '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')).toBe(true);
  });
});
