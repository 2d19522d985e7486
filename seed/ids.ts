// Fixed, readable UUID v4-format ids. The first group names the entity kind so ids of different
// kinds can never collide, and the last group is a per-kind counter.

const KIND_PREFIX = {
  file: '00000001',
  document: '00000002',
  product: '00000003',
  page: '00000004',
  enquiry: '00000005',
} as const;

type IdKind = keyof typeof KIND_PREFIX;

export function seedId(kind: IdKind, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 0xffffffffffff)
    throw new RangeError(`bad seed id counter ${n}`);
  return `${KIND_PREFIX[kind]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const SEED_IDS = {
  pages: {
    home: seedId('page', 1),
    about: seedId('page', 2),
  },
  products: {
    poliuretan: seedId('product', 1),
    kimyasalAnkraj: seedId('product', 2),
    halatliTel: seedId('product', 3),
    asilnunx: seedId('product', 4),
    epoksi: seedId('product', 5),
    karot: seedId('product', 6),
    suYalitimi: seedId('product', 7),
    catlakOnarimi: seedId('product', 8),
    karbonLif: seedId('product', 9),
    zeminEnjeksiyonu: seedId('product', 10),
    derzYalitimi: seedId('product', 11),
  },
  documents: {
    poliuretanTeknikFoy: seedId('document', 1),
    poliuretanUygulamaKilavuzu: seedId('document', 2),
    poliuretanGuvenlikBilgiFormu: seedId('document', 3),
    ankrajTeknikFoy: seedId('document', 4),
    ankrajGuvenlikBilgiFormu: seedId('document', 5),
    filizEkimiUygulamaKilavuzu: seedId('document', 6),
    halatliTelUygulamaKilavuzu: seedId('document', 7),
    asilnunxTeknikFoy: seedId('document', 8),
    asilnunxGuvenlikBilgiFormu: seedId('document', 9),
    asilnunxCeSertifikasi: seedId('document', 10),
    epoksiTeknikFoy: seedId('document', 11),
    epoksiGuvenlikBilgiFormuEski: seedId('document', 12),
    karotUygulamaKilavuzu: seedId('document', 13),
    membranTeknikFoy: seedId('document', 14),
    catlakHarciTeknikFoy: seedId('document', 15),
    karbonLifTeknikFoy: seedId('document', 16),
    iso9001Sertifikasi: seedId('document', 17),
    poliuretanTeknikFoyEski: seedId('document', 18),
    en1504UygunlukBeyani: seedId('document', 19),
  },
  enquiries: {
    read: seedId('enquiry', 1),
    unreadOlder: seedId('enquiry', 2),
    unreadNewest: seedId('enquiry', 3),
  },
} as const;

export type ProductKey = keyof typeof SEED_IDS.products;
export type DocumentKey = keyof typeof SEED_IDS.documents;
