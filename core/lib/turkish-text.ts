/**
 * Turkish text as search sees it (issue 49): words with their place in the original text, folded
 * (Turkish case rules, then without diacritics) and with a light suffix stripper. The search index
 * (core/lib/turkish-search.ts) indexes and queries with these, so the browser's mocks and the
 * server fold the same way.
 */

/** A word of a text: its place in the ORIGINAL string (UTF-16 offsets, `end` exclusive). */
interface WordSpan {
  start: number;
  end: number;
  word: string;
}

// A word is letters and digits with their combining marks; an apostrophe and the letters after it
// ('İstanbul’da', 'CE’ye') stay with it, so the suffix is marked and then dropped with it.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{M}]+)*/gu;

/** The words of a text, in order, where they stand in it. */
export function wordsOf(text: string): WordSpan[] {
  const words: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, word: match[0] });
  }
  return words;
}

const TO_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/**
 * The rule for one letter: Turkish lower case (İ→i and I→ı, whatever the runtime's locale data),
 * then ı→i and every diacritic dropped (ç→c, ğ→g, ö→o, ş→s, ü→u, â→a, î→i, û→u); a combining
 * mark alone is dropped. Only {@link LETTER_FOLD} is built with it.
 */
const foldLetterRule = (letter: string) =>
  letter
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/[çğıöşü]/g, (folded) => TO_ASCII[folded] ?? folded)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');

/**
 * The fold as one table, for Latin, Greek and Cyrillic letters and the combining marks (U+0041 to
 * U+04FF): each letter the rule changes into one other (`from` → `to`, one letter each), then the
 * marks it drops (the rest of `from`). A letter the rule would make two ('ĳ' → 'ij') is kept as it
 * is. The search (`foldTurkish`) and the mocks' inbox search fold with it in JavaScript; the
 * server's SQL hands the same two strings to PostgreSQL's `translate()` (which deletes the letters
 * of `from` that have none in `to`) and does not depend on the database's locale: one fold,
 * everywhere.
 */
function buildLetterFold(): { from: string; to: string } {
  let from = '';
  let to = '';
  let dropped = '';
  for (let code = 0x41; code <= 0x4ff; code += 1) {
    const letter = String.fromCodePoint(code);
    const folded = foldLetterRule(letter);
    if (folded === letter || [...folded].length > 1) continue;
    if (folded === '') dropped += letter;
    else {
      from += letter;
      to += folded;
    }
  }
  return { from: from + dropped, to };
}

/**
 * The table is built on first use, not when the module loads: it takes about 6 ms (25 ms on a
 * phone), and every public page loads this module with the header's search box, while only a
 * search needs the table.
 */
let letterFold: { from: string; to: string } | undefined;
let letterFolds: Map<string, string> | undefined;
const builtLetterFold = () => (letterFold ??= buildLetterFold());

export const LETTER_FOLD: { readonly from: string; readonly to: string } = {
  get from() {
    return builtLetterFold().from;
  },
  get to() {
    return builtLetterFold().to;
  },
};

/** Every letter of a text folded by {@link LETTER_FOLD}, each on its own; the rest kept. */
export const foldLetters = (text: string): string => {
  letterFolds ??= new Map(
    [...LETTER_FOLD.from].map((letter, index) => [letter, LETTER_FOLD.to.charAt(index)]),
  );
  const folds = letterFolds;
  return text.replace(/[A-Z\u00a0-\u04ff]/g, (letter) => folds.get(letter) ?? letter);
};

/**
 * A word folded for matching ({@link foldLetters}): 'ISI', 'ısı' and 'isi' are one word and
 * 'poliuretan' is 'Poliüretan'. An apostrophe and what follows it (a proper name's suffix) are
 * dropped: 'İstanbul’da' → 'istanbul'.
 */
export const foldTurkish = (word: string): string => foldLetters(word.replace(/['’].*$/su, ''));

/**
 * The suffixes the stripper takes off a folded word, longest first (folding has merged the vowel
 * harmony pairs: -lar/-ler, -ı/-i/-u/-ü, -dan/-den/-tan/-ten...). Plural, possessive and case
 * endings only: derivational suffixes (-lık, -cı, -sız, -lı) change the word and stay.
 */
const SUFFIXES: readonly string[] = [
  // plural with possessive and case: 'ankrajlarında', 'betonlarından'
  'larindan',
  'lerinden',
  'larinda',
  'lerinde',
  'larina',
  'lerine',
  'larini',
  'lerini',
  'larin',
  'lerin',
  'lari',
  'leri',
  'lar',
  'ler',
  // ablative and locative, after a possessive (-ndan, -nda) or not; -ta/-te after a voiceless
  // consonant ('çatlakta'), but not -tan/-ten, which end too many words ('poliüretan')
  'ndan',
  'nden',
  'dan',
  'den',
  'nda',
  'nde',
  'da',
  'de',
  'ta',
  'te',
  // genitive: 'betonun', 'yapının'
  'nin',
  'nun',
  'in',
  'un',
  // instrumental: 'reçineyle', 'enjeksiyonla'
  'yla',
  'yle',
  'la',
  'le',
  // possessive and accusative and dative: 'harcı', 'suyu', 'yapıyı', 'betona', 'kesimi'
  'si',
  'su',
  'ni',
  'nu',
  'na',
  'ne',
  'yi',
  'yu',
  'ya',
  'ye',
  'i',
  'u',
  'a',
  'e',
];

/** A stem keeps at least this many letters: 'su', 'yapı' and 'föy' are not cut any shorter. */
const MIN_STEM = 3;
/** Suffixes are taken off at most this many times ('ankrajlarını': -ı, -ları... stops at 'ankraj'). */
const MAX_STRIPS = 3;

/**
 * Suffixes that begin with a buffer letter (n, y, s), which stands only after a vowel: 'yapının' is
 * 'yapı' + 'nın', but 'betonun' is 'beton' + 'un'. The letters alone cannot tell which, so a word
 * gets a stem each way (see {@link stemsOf}).
 */
const startsWithBuffer = (suffix: string) => /^[nys]/.test(suffix);
const WITHOUT_BUFFERS = SUFFIXES.filter((suffix) => !startsWithBuffer(suffix));

function strip(folded: string, suffixes: readonly string[]): string {
  let stem = folded;
  for (let strips = 0; strips < MAX_STRIPS; strips += 1) {
    const suffix = suffixes.find(
      (ending) => stem.endsWith(ending) && stem.length - ending.length >= MIN_STEM,
    );
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/**
 * The stems of a folded word, by a light, conservative suffix stripper: 'enjeksiyonu' →
 * 'enjeksiyon', 'ankrajlar' → 'ankraj', 'betonun' → 'beton', 'kesimi' → 'kesim'; a word with a
 * buffer letter before its suffix gets a second stem ('betonun' → 'beto' as if 'beto' + 'nun').
 * The stems are used next to the whole folded word, never alone, so a wrong cut can only add a
 * match, not lose one. A word with a digit ('M20', '1504') is not cut.
 */
export function stemsOf(folded: string): string[] {
  if (/\d/.test(folded)) return [];
  return [...new Set([strip(folded, WITHOUT_BUFFERS), strip(folded, SUFFIXES)])].filter(
    (stem) => stem !== folded,
  );
}

/** Words too common to search by: a query of only these finds nothing rather than everything. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  've',
  'veya',
  'ile',
  'icin',
  'bir',
  'bu',
  'da',
  'de',
  'ki',
  'mi',
  'mu',
  'gibi',
  'olarak',
]);

// Texts repeat their words: each word is folded and stemmed once (the cache is dropped when full).
const TERMS_CACHE_SIZE = 50_000;
const termsCache = new Map<string, string[]>();

/**
 * The terms a word is indexed and searched by: its folded form first, then its stems; none for a
 * stop word.
 */
export function termsOf(word: string): string[] {
  const cached = termsCache.get(word);
  if (cached) return cached;
  const folded = foldTurkish(word);
  const terms = folded === '' || STOP_WORDS.has(folded) ? [] : [folded, ...stemsOf(folded)];
  if (termsCache.size === TERMS_CACHE_SIZE) termsCache.clear();
  termsCache.set(word, terms);
  return terms;
}
