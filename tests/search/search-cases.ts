import type { SiteSearchRecord } from '../../core/domain/site-search.ts';
import type { SeedData } from '../../seed/index.ts';

/**
 * The Turkish search table of issue 49: queries written from the site's own content (the seed) and
 * what they must find. core/lib/turkish-search.table.test.ts runs it on the index; a backend's
 * search (the server on PGlite and PostgreSQL, each replica, the mocks) runs the same table over
 * the same seed and must give the same hits. A hit is named `kind: title`.
 */
interface SearchCase {
  query: string;
  /** The rule the case holds the search to. */
  rule: string;
  /** Who searches: a visitor (drafts and inactive documents left out, the default) or the panel. */
  audience?: 'visitor' | 'panel';
  /** The first hits, in this order. */
  first?: readonly string[];
  /** The first hits, in any order (records that rank alike by the rules, their order by score). */
  top?: readonly string[];
  /** Hits found, at any place. */
  finds?: readonly string[];
  /** Hits that must not be found. */
  never?: readonly string[];
  /** How many hits in all (0: nothing found). */
  total?: number;
  /** The words marked in the first hit's title, as they are written there. */
  marks?: readonly string[];
}

const P = {
  poliuretan: 'product: Poliüretan Enjeksiyon',
  ankraj: 'product: Kimyasal Ankraj ve Filiz Ekimi',
  halatliTel: 'product: Halatlı Tel ile Beton Kesme',
  asilnunx: 'product: AsilNunX Enjeksiyon Reçinesi',
  epoksi: 'product: Epoksi Enjeksiyon',
  karot: 'product: Karot ile Beton Delme',
  suYalitimi: 'product: Su Yalıtımı',
  catlak: 'product: Çatlak Onarımı',
  karbon: 'product: Karbon Lif ile Güçlendirme',
  zemin: 'product: Zemin Enjeksiyonu',
} as const;

const D = {
  puTeknikFoy: 'document: Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
  puTeknikFoyEski: 'document: Poliüretan Enjeksiyon Reçinesi Teknik Föyü (2023)',
  puKilavuz: 'document: Poliüretan Enjeksiyon Uygulama Kılavuzu',
  puGbf: 'document: Poliüretan Enjeksiyon Reçinesi Güvenlik Bilgi Formu',
  ankrajTeknikFoy: 'document: Epoksi Esaslı Kimyasal Ankraj Harcı Teknik Föyü',
  ankrajGbf: 'document: Kimyasal Ankraj Harcı Güvenlik Bilgi Formu',
  filizKilavuz: 'document: Filiz Ekimi Uygulama Kılavuzu',
  halatliKilavuz: 'document: Halatlı Tel ile Beton Kesme Uygulama Kılavuzu',
  asilnunxTeknikFoy: 'document: AsilNunX Teknik Föyü',
  asilnunxGbf: 'document: AsilNunX Güvenlik Bilgi Formu',
  asilnunxCe: 'document: AsilNunX CE Uygunluk Sertifikası',
  epoksiTeknikFoy: 'document: Epoksi Enjeksiyon Reçinesi Teknik Föyü',
  epoksiGbfEski: 'document: Epoksi Enjeksiyon Reçinesi Güvenlik Bilgi Formu (2023)',
  karotKilavuz: 'document: Karot ile Beton Delme Uygulama Kılavuzu',
  iso9001: 'document: ISO 9001 Kalite Yönetim Sistemi Sertifikası',
  en1504: 'document: TS EN 1504-5 Performans Beyanı',
} as const;

const S = {
  poliuretan: 'service: Poliüretan Enjeksiyon',
  ankraj: 'service: Kimyasal Ankraj ve Filiz Ekimi',
  halatliTel: 'service: Halatlı Tel ile Beton Kesme',
} as const;

const about = 'page: Hakkımızda';

export const SEARCH_CASES: readonly SearchCase[] = [
  // Diacritics are optional, both ways.
  {
    query: 'poliuretan',
    rule: 'without ü, the title Poliüretan comes first',
    first: [S.poliuretan, P.poliuretan],
    finds: [D.puTeknikFoy, D.puKilavuz, D.puGbf],
    marks: ['Poliüretan'],
  },
  { query: 'Poliüretan', rule: 'with ü, the same hits', first: [S.poliuretan, P.poliuretan] },
  {
    query: 'POLİÜRETAN',
    rule: 'upper case with İ, the same hits',
    first: [S.poliuretan, P.poliuretan],
  },
  {
    query: 'celik',
    rule: 'without ç, çelik in a text is found',
    finds: [P.ankraj, P.halatliTel, S.ankraj],
  },
  { query: 'recine', rule: 'without ç, the AsilNunX resin first', first: [P.asilnunx] },
  { query: 'kopru', rule: 'without ö and ü, köprü is found', first: [P.halatliTel] },
  { query: 'guvenlik bilgi formu', rule: 'without ü, three safety data sheets', total: 3 },
  { query: 'yalitim', rule: 'without ı, Su Yalıtımı by its title', first: [P.suYalitimi] },
  // Dotted and dotless i, both ways.
  { query: 'ISLAK', rule: 'I is ı: ISLAK is Islak', first: [P.asilnunx], total: 2 },
  { query: 'ıslak', rule: 'ı finds Islak and ıslak', first: [P.asilnunx], total: 2 },
  { query: 'islak', rule: 'i finds ı too', first: [P.asilnunx], total: 2 },
  { query: 'istanbul', rule: 'i finds İ, and the apostrophe’s suffix is no bar', first: [about] },
  { query: 'İSTANBUL', rule: 'İ upper case folds to i', first: [about] },
  { query: 'GÜVENLİK', rule: 'upper case with İ and Ü', total: 7, first: [D.asilnunxGbf] },
  { query: 'HALATLI TEL', rule: 'upper case dotless I', first: [S.halatliTel, P.halatliTel] },
  // Prefixes.
  {
    query: 'enjek',
    rule: 'a prefix finds every Enjeksiyon',
    finds: [P.poliuretan, P.epoksi, P.asilnunx, P.zemin, S.poliuretan, D.en1504],
    marks: ['Enjeksiyonu'],
  },
  { query: 'kar', rule: 'three letters: Karot and Karbon', first: [P.karot, P.karbon] },
  { query: 'sertifika', rule: 'a word finds its inflected form in a title', total: 3 },
  { query: 'hidro', rule: 'prefix of hidrofobik and hidrolik', finds: [P.asilnunx, P.halatliTel] },
  // One typo, in words of five letters or more.
  { query: 'poliuretn', rule: 'one letter dropped', first: [S.poliuretan, P.poliuretan] },
  { query: 'beron', rule: 'one letter changed in five', finds: [P.karot, P.halatliTel] },
  { query: 'hidrofobk', rule: 'one letter dropped in a long word', finds: [P.asilnunx] },
  { query: 'enjeksyion', rule: 'two letters swapped are two typos', total: 0 },
  { query: 'pakr', rule: 'no typo is forgiven in four letters', total: 0 },
  { query: 'epoxi', rule: 'two changes are not forgiven', total: 0 },
  { query: 'bton', rule: 'a short word with a typo finds nothing', total: 0 },
  // Suffixes do not hide a word.
  {
    query: 'enjeksiyonu',
    rule: 'the accusative finds Enjeksiyon',
    finds: [P.poliuretan, P.epoksi, S.poliuretan],
    first: [P.zemin],
  },
  { query: 'ankrajlar', rule: 'the plural finds Ankraj', first: [S.ankraj, P.ankraj] },
  { query: 'betonun', rule: 'the genitive finds Beton', finds: [P.halatliTel, P.karot] },
  { query: 'kesimi', rule: 'the possessive finds kesim', first: [S.halatliTel, P.halatliTel] },
  { query: 'yapının', rule: 'a buffer n before the genitive', finds: [P.poliuretan, P.suYalitimi] },
  { query: 'reçineler', rule: 'the plural finds Reçinesi', first: [P.asilnunx] },
  { query: 'kılavuzu', rule: 'the possessive is the title’s own word', total: 6 },
  { query: 'föy', rule: 'Föy finds Föyü (a three-letter stem)', finds: [D.asilnunxTeknikFoy] },
  // Ranking: title above subtitle above text.
  {
    query: 'beton',
    rule: 'the five titles with the word first, then subtitles, then texts',
    top: [P.halatliTel, P.karot, S.halatliTel, D.karotKilavuz, D.halatliKilavuz],
  },
  { query: 'paker', rule: 'only texts: by how often and how short', first: [P.epoksi] },
  {
    query: 'epoksi',
    rule: 'the product named so before the documents',
    first: [P.epoksi, D.epoksiTeknikFoy, D.ankrajTeknikFoy],
  },
  { query: 'köprü', rule: 'a subtitle before texts', first: [P.halatliTel] },
  // Several words: all of them (AND), in any order.
  { query: 'poliuretan teknik', rule: 'two words narrow to one', first: [D.puTeknikFoy], total: 1 },
  { query: 'kimyasal ankraj', rule: 'two words', first: [S.ankraj, P.ankraj] },
  { query: 'ankraj kimyasal', rule: 'in any order', first: [S.ankraj, P.ankraj] },
  { query: 'deprem güçlendirme', rule: 'a subtitle with both words', total: 2 },
  { query: 'iso 9001', rule: 'a word and a number', first: [D.iso9001], total: 1 },
  { query: 'ts en 1504-5', rule: 'a standard’s name', first: [D.en1504] },
  { query: 'asilnunx ce', rule: 'a two-letter word, whole', first: [D.asilnunxCe] },
  {
    query: 'poliüretan sertifika',
    rule: 'one text has both: sertifika begins sertifikalı',
    first: [about],
    total: 1,
  },
  { query: 'poliüretan iso', rule: 'no record has both', total: 0 },
  // Stop words and punctuation.
  { query: 'Kimyasal Ankraj ve Filiz Ekimi', rule: 'a title with ve', first: [S.ankraj, P.ankraj] },
  { query: 've', rule: 'a stop word alone finds nothing', total: 0 },
  {
    query: 'poliüretan, enjeksiyon!',
    rule: 'punctuation is no word',
    top: [S.poliuretan, P.poliuretan],
  },
  { query: '"teknik föy"', rule: 'quotes are punctuation', finds: [D.puTeknikFoy] },
  { query: '---', rule: 'only punctuation: nothing', total: 0 },
  // Empty, blank and very long queries.
  { query: '', rule: 'an empty query finds nothing', total: 0 },
  { query: '   \t\n ', rule: 'a blank query finds nothing', total: 0 },
  {
    query: `poliüretan ${'enjeksiyon '.repeat(200)}`,
    rule: 'a very long query is cut and still answers',
    top: [S.poliuretan, P.poliuretan],
  },
  // Visitors do not find inactive documents; the panel does.
  { query: 'teknik föy 2023', rule: 'an inactive document is not a visitor’s', total: 0 },
  {
    query: 'teknik föy 2023',
    rule: 'the panel finds the inactive document',
    audience: 'panel',
    first: [D.puTeknikFoyEski],
  },
  {
    query: 'güvenlik bilgi formu',
    rule: 'the panel also finds the inactive 2023 form',
    audience: 'panel',
    finds: [D.epoksiGbfEski],
    total: 4,
  },
  {
    query: 'güvenlik bilgi formu',
    rule: 'visitors do not',
    never: [D.epoksiGbfEski],
  },
];

/**
 * The panel's small lists filter with matchesText, by the same rules: a text each (an enquiry's
 * name and message, a file's name), and whether the query keeps it.
 */
export const TEXT_CASES: ReadonlyArray<{ query: string; text: string; matches: boolean }> = [
  { query: 'izmir', text: 'Ayşe Yılmaz, İzmir', matches: true },
  { query: 'İZMİR', text: 'izmir şubesi', matches: true },
  { query: 'ISI', text: 'Isı yalıtımı için teklif', matches: true },
  { query: 'ısı', text: 'ISI YALITIMI', matches: true },
  { query: 'atasehir', text: 'Ataşehir’deki 12 katlı konut projemiz', matches: true },
  { query: 'gebze', text: 'Gebze’deki üretim tesisimizde', matches: true },
  { query: 'serkan aydemir', text: 'Serkan Aydemir', matches: true },
  { query: 'aydemir serkan', text: 'Serkan Aydemir', matches: true },
  { query: 'serkan demirci', text: 'Serkan Aydemir', matches: false },
  { query: 'kimyasal ankrajı', text: 'M20 kimyasal ankraj yapılması', matches: true },
  { query: 'teklf', text: 'fiyat teklifi almak istiyoruz', matches: true },
  { query: 'tklf', text: 'fiyat teklifi almak istiyoruz', matches: false },
  { query: 'teklifi', text: 'fiyat teklif', matches: true },
  { query: 'poliuretn', text: 'Poliüretan enjeksiyon için keşif', matches: true },
  { query: 'kesf', text: 'keşif ve fiyat', matches: false },
  { query: 'kes', text: 'keşif ve fiyat', matches: true },
  { query: '', text: 'anything', matches: true },
  { query: 'çatlak', text: 'Catlak onarimi', matches: true },
  { query: 'pdf', text: 'teknik-foy.pdf', matches: true },
  { query: 'teknik foy', text: 'teknik-foy.pdf', matches: true },
];

/** The seed as the site's search reads it: every product, document, page and service page. */
export function seedSearchRecords(seed: SeedData): SiteSearchRecord[] {
  return [
    ...seed.products.map((record) => ({ kind: 'product' as const, record })),
    ...seed.documents.map((record) => ({ kind: 'document' as const, record })),
    ...seed.pages.map((record) => ({ kind: 'page' as const, record })),
    ...Object.entries(seed.servicePages).map(([key, content]) => ({
      kind: 'service' as const,
      key: key as keyof SeedData['servicePages'],
      content,
    })),
  ];
}
