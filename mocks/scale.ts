import type { MockDb, StoredFile } from './db';
import type { DocumentRecord } from '../core/domain/records';
import { slugify } from '../core/lib/slug';

/**
 * A large store for measuring the admin screens (the file manager's search, filters and paging):
 * N generated documents and M generated files with plausible Turkish names, added to a MockDb in
 * one write. Every generated file shares one of two tiny contents (a PDF, an SVG), so thousands of
 * files cost almost no memory; they are recognised by their path, so the browser does not store
 * their bytes and can restore them after a reload.
 *
 * In the browser: `window.__mocks.loadScale(5000, 5000)` (or the mock panel's 'Büyük veri'
 * button); in Vitest: `addScaleData(db, 5000, 5000)` with `db` from mocks/node.
 */
const SCALE_PATH_PREFIX = '/uploads/olcek-';

const encoder = new TextEncoder();
const SCALE_PDF = encoder.encode(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);
const SCALE_SVG = encoder.encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#1f3a5f"/><path d="M0 60 L40 30 L70 50 L120 20 V80 H0Z" fill="#f28c28"/></svg>',
);

/** Whether bytes are the shared content of generated files (nothing to persist). */
export const isScaleBytes = (bytes: Uint8Array) => bytes === SCALE_PDF || bytes === SCALE_SVG;

/** The content of a generated file, known from its path; undefined for any other file. */
export function scaleBytesFor(file: Pick<StoredFile, 'path' | 'contentType'>) {
  if (!file.path.startsWith(SCALE_PATH_PREFIX)) return undefined;
  return file.contentType === 'application/pdf' ? SCALE_PDF : SCALE_SVG;
}

const subjects = [
  'Poliüretan Enjeksiyon Reçinesi',
  'Epoksi Ankraj Harcı',
  'Kristalize Su Yalıtım Harcı',
  'Bitümlü Su Yalıtım Membranı',
  'Polimer Katkılı Tamir Harcı',
  'Karbon Lif Güçlendirme Kumaşı',
  'Akrilik Jel Enjeksiyon',
  'Çimento Esaslı Tesviye Şapı',
  'Poliüretan Derz Dolgu Macunu',
  'Hidrofobik Yüzey Emprenyesi',
  'Hızlı Priz Alan Tamir Harcı',
  'Hidrofilik Genleşen Bant',
  'Epoksi Zemin Kaplaması',
  'Beton Kür Malzemesi',
  'Işık Geçirmez Koruma Boyası',
  'İnce Çatlak Enjeksiyon Reçinesi',
];

const documentKinds: [label: string, category: string][] = [
  ['Teknik Föyü', 'Teknik Föy'],
  ['Güvenlik Bilgi Formu', 'Güvenlik Bilgi Formu'],
  ['Uygulama Kılavuzu', 'Uygulama Kılavuzu'],
  ['Uygunluk Sertifikası', 'Sertifika'],
  ['Performans Beyanı', 'Performans Beyanı'],
  ['Laboratuvar Test Raporu', 'Test Raporu'],
  ['Ürün Kataloğu', 'Katalog'],
];

const cities = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Kocaeli',
  'Çanakkale',
  'Iğdır',
  'Şanlıurfa',
  'Eskişehir',
  'Muğla',
];

const fileKinds: { label: string; pdf: boolean }[] = [
  { label: 'Şantiye Fotoğrafı', pdf: false },
  { label: 'Keşif Raporu', pdf: true },
  { label: 'Uygulama Öncesi', pdf: false },
  { label: 'Uygulama Sonrası', pdf: false },
  { label: 'Teklif Eki', pdf: true },
  { label: 'Hakediş Belgesi', pdf: true },
];

const BASE_TIME = Date.parse('2024-01-01T08:00:00.000Z');
const at = (minutes: number) => new Date(BASE_TIME + minutes * 60_000).toISOString();
const code = (index: number) => `AYK-${String(index + 1).padStart(5, '0')}`;

function scaleFile(index: number): StoredFile {
  const kind = fileKinds[index % fileKinds.length] ?? { label: 'Dosya', pdf: true };
  const city = cities[Math.floor(index / fileKinds.length) % cities.length] ?? 'İstanbul';
  const number = String(index + 1).padStart(5, '0');
  const name = `${kind.label} ${city} ${number}.${kind.pdf ? 'pdf' : 'svg'}`;
  const id = crypto.randomUUID();
  return {
    id,
    name,
    path: `${SCALE_PATH_PREFIX}${number}-${slugify(name.replace(/\.\w+$/, ''))}.${kind.pdf ? 'pdf' : 'svg'}`,
    contentType: kind.pdf ? 'application/pdf' : 'image/svg+xml',
    size: (kind.pdf ? SCALE_PDF : SCALE_SVG).length,
    createdAt: at(index),
  };
}

function scaleDocument(index: number, pdfs: readonly StoredFile[]): DocumentRecord {
  const subject = subjects[index % subjects.length] ?? 'Ürün';
  const [label, category] = documentKinds[
    Math.floor(index / subjects.length) % documentKinds.length
  ] ?? ['Belgesi', 'Belge'];
  const year = 2015 + (index % 10);
  const name = `${subject} ${label} ${year} (${code(index)})`;
  // Every other document is a link only; the rest point at a generated PDF.
  const file = index % 2 === 0 ? pdfs[Math.floor(index / 2) % Math.max(1, pdfs.length)] : undefined;
  const time = at(index);
  return {
    id: crypto.randomUUID(),
    name,
    slug: `${slugify(`${subject} ${label}`)}-${year}-${code(index).toLowerCase()}`,
    description: `${subject} için ${year} ${label.toLocaleLowerCase('tr-TR')}.`,
    category: index % 11 === 0 ? null : category,
    order: index % 13 === 0 ? null : 20 + (index % 900),
    url: file
      ? null
      : `https://belgeler.asilyapikimyasallari.com.tr/arsiv/${code(index).toLowerCase()}`,
    fileId: file?.id ?? null,
    mimeType: file ? file.contentType : null,
    fileSize: file ? file.size : null,
    previewImageFileId: null,
    previewImageUrl: null,
    fileUrl: file?.path ?? null,
    path: file?.path ?? null,
    isActive: index % 7 !== 0,
    createdAt: time,
    updatedAt: time,
  };
}

/** Adds `documents` generated documents and `files` generated files to the store, in one write. */
export function addScaleData(
  db: MockDb,
  documents: number,
  files: number,
): { documents: number; files: number } {
  const fileCount = Math.max(0, Math.floor(files));
  const documentCount = Math.max(0, Math.floor(documents));
  // Numbered on from what the store holds, so that a second call adds new names and slugs.
  const firstFile = db.state.files.length;
  const firstDocument = db.state.documents.length;
  const generatedFiles = Array.from({ length: fileCount }, (_, index) =>
    scaleFile(firstFile + index),
  );
  const pdfs = generatedFiles.filter((file) => file.contentType === 'application/pdf');
  const generatedDocuments = Array.from({ length: documentCount }, (_, index) =>
    scaleDocument(firstDocument + index, pdfs),
  );
  db.state.files.push(...generatedFiles);
  for (const file of generatedFiles) {
    const bytes = scaleBytesFor(file);
    if (bytes) db.bytes.set(file.id, bytes);
  }
  db.state.documents.push(...generatedDocuments);
  db.changed();
  return { documents: db.state.documents.length, files: db.state.files.length };
}
