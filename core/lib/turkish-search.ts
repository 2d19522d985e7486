import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { termsOf, wordsOf } from './turkish-text.ts';

/**
 * The site's search (issue 49, ADR 0065): one in-memory MiniSearch index per process (the server's
 * replicas each keep theirs current from the change feed; the mocks keep one in the browser), with
 * the Turkish rules of core/lib/turkish-text.ts, so every backend gives the same hits in the same
 * order. Ranked title above subtitle above text; the matched words are given as ranges of the
 * ORIGINAL strings, for a UI to mark.
 */

/** The three fields searched, best first. */
const SEARCH_FIELDS = ['title', 'subtitle', 'text'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

/** A field's text: a string, or several (joined by line breaks), or nothing. */
type FieldText = string | readonly (string | null | undefined)[] | null | undefined;

/** How the index reads a record: its id and the text of each field. */
export interface SearchFieldsOf<T> {
  id: (record: T) => string;
  title: (record: T) => FieldText;
  subtitle?: (record: T) => FieldText;
  text?: (record: T) => FieldText;
}

/** A matched word: `text.slice(start, end)` of the field's original text. */
interface TextRange {
  start: number;
  end: number;
}

export interface SearchHit<T> {
  id: string;
  record: T;
  score: number;
  /** The fields' texts as indexed (an array field joined by line breaks). */
  fields: Record<SearchField, string>;
  /** The words that matched, per field, in order. */
  highlights: Record<SearchField, TextRange[]>;
}

interface SearchOptions<T> {
  /** Keeps a record (visitors: no drafts, no inactive documents); trashed ones are removed. */
  filter?: (record: T) => boolean;
  /** At most this many hits (20 when left out). */
  limit?: number;
  /** Hits skipped before the first one returned (a page's start). */
  offset?: number;
}

interface SearchResults<T> {
  /** How many records matched (after the filter), all pages together. */
  total: number;
  hits: SearchHit<T>[];
}

/** A query longer than this is cut: beyond it, a query is a pasted text, not a search. */
export const MAX_QUERY_LENGTH = 200;
/** At most this many words of a query are searched for (all must match). */
const MAX_QUERY_WORDS = 8;
/** A word of at least this many letters also finds the words it begins ('enjek' → 'enjeksiyon'). */
const MIN_PREFIX_LENGTH = 2;
/**
 * A shorter word finds the words it begins in titles only ('ka' → 'Karot', what the header box
 * shows as one types); in subtitles and texts, where it would begin thousands, only itself.
 */
export const MIN_TEXT_PREFIX_LENGTH = 4;
/** A word of at least this many letters forgives one typo (one letter added, dropped or changed). */
const MIN_FUZZY_LENGTH = 5;

const BOOST: Record<SearchField, number> = { title: 6, subtitle: 3, text: 1 };

interface QueryWord {
  folded: string;
  stems: string[];
}

/** The words of a query, folded, each once, at most {@link MAX_QUERY_WORDS}; stop words left out. */
function queryWords(query: string): QueryWord[] {
  const words = new Map<string, QueryWord>();
  const cut = wordsOf(query.slice(0, MAX_QUERY_LENGTH));
  // A word the cut goes through is left out rather than searched as a prefix.
  if (
    cut.at(-1)?.end === MAX_QUERY_LENGTH &&
    /[\p{L}\p{N}\p{M}]/u.test(query.charAt(MAX_QUERY_LENGTH))
  ) {
    cut.pop();
  }
  for (const { word } of cut) {
    const [folded, ...stems] = termsOf(word);
    if (folded !== undefined && !words.has(folded)) words.set(folded, { folded, stems });
    if (words.size === MAX_QUERY_WORDS) break;
  }
  return [...words.values()];
}

/** Whether two words differ by at most one letter added, dropped or changed. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * How an indexed term answers a query word, by the rules the index is searched with: 'exact' (the
 * word or its stem), 'prefix' (the word begins the term), 'fuzzy' (one typo), or not at all.
 */
function matchOf(word: QueryWord, term: string): 'exact' | 'prefix' | 'fuzzy' | null {
  if (term === word.folded || word.stems.includes(term)) return 'exact';
  if (word.folded.length >= MIN_PREFIX_LENGTH && term.startsWith(word.folded)) return 'prefix';
  if (word.folded.length >= MIN_FUZZY_LENGTH && withinOneEdit(word.folded, term)) return 'fuzzy';
  return null;
}

/** The query the index runs for a word: its folded form or a stem (OR). */
function wordQuery({ folded, stems }: QueryWord): Query {
  const fuzzy = folded.length >= MIN_FUZZY_LENGTH ? 1 : false;
  const prefix = folded.length >= MIN_PREFIX_LENGTH;
  const whole =
    !prefix || folded.length >= MIN_TEXT_PREFIX_LENGTH
      ? [{ queries: [folded], prefix, fuzzy }]
      : [
          { queries: [folded], prefix, fuzzy, fields: ['title'] },
          { queries: [folded], prefix: false, fuzzy, fields: ['subtitle', 'text'] },
        ];
  return {
    combineWith: 'OR',
    queries: [
      ...whole,
      ...(stems.length === 0 ? [] : [{ queries: stems, prefix: false, fuzzy: false }]),
    ],
  };
}

const FIELD_RANK: Record<string, number> = { title: 0, subtitle: 1, text: 2 };
const FUZZY_RANK = SEARCH_FIELDS.length;

/**
 * The rank of a hit, lower first: for each query word, the best field it matched in (0 title,
 * 1 subtitle, 2 text), 3 more when only a typo matched it; the hit ranks by its worst word. So a
 * record whose title has every word comes before one that has a word only in its text, and a typo
 * comes after every record found without one. `kinds` keeps each term's matches for the search.
 */
function tierOf(
  words: QueryWord[],
  match: Record<string, string[]>,
  kinds: Map<string, (number | null)[]>,
): number {
  const best = words.map(() => Infinity);
  for (const term in match) {
    let extra = kinds.get(term);
    if (!extra) {
      extra = words.map((word) => {
        const kind = matchOf(word, term);
        return kind === null ? null : kind === 'fuzzy' ? FUZZY_RANK : 0;
      });
      kinds.set(term, extra);
    }
    let field = Infinity;
    for (const name of match[term] ?? []) field = Math.min(field, FIELD_RANK[name] ?? Infinity);
    extra.forEach((add, i) => {
      if (add !== null) best[i] = Math.min(best[i] ?? Infinity, field + add);
    });
  }
  return Math.max(...best);
}

const joined = (text: FieldText): string =>
  typeof text === 'string' ? text : (text ?? []).filter((line) => line).join('\n');

/** The ranges of the words of a text that have one of the given terms. */
function rangesOf(text: string, terms: ReadonlySet<string>): TextRange[] {
  if (terms.size === 0) return [];
  return wordsOf(text)
    .filter(({ word }) => termsOf(word).some((term) => terms.has(term)))
    .map(({ start, end }) => ({ start, end }));
}

type Indexed = Record<SearchField, string> & { id: string };

/** A query's hits in their tiers (best first); `sorted`: how many tiers are sorted. */
interface Ranking {
  tiers: SearchResult[][];
  sorted: number;
  total: number;
}

interface SearchIndex<T> {
  /** Adds a record, or replaces the one with its id (a change feed's insert or update). */
  add: (record: T) => void;
  addAll: (records: Iterable<T>) => void;
  /** Takes a record out (deleted, trashed); nothing when it is not there. */
  remove: (id: string) => void;
  /**
   * Makes the index hold exactly these records: one whose fields changed is indexed again, a new
   * one added, one no longer given removed; one whose fields are the same only takes the new
   * record (its slug, its file). Returns whether the hits of any query may have changed.
   */
  sync: (records: Iterable<T>) => boolean;
  readonly size: number;
  search: (query: string, options?: SearchOptions<T>) => SearchResults<T>;
}

/**
 * A query as the index searches it: its words folded, each once, in the order typed, stop words
 * left out, after the cut (what a search that found nothing is kept as); '' when it has none.
 */
export const searchedText = (query: string): string =>
  queryWords(query)
    .map((word) => word.folded)
    .join(' ');

/** How many queries' ranked hits are kept (a header box sends one query per key). */
const CACHED_QUERIES = 64;

/**
 * The parts of MiniSearch 7.2.0 (pinned) the search reads beyond its typed API: the index's
 * postings (to count how many a word has) and one query's raw results (to evaluate the rarest
 * word first, the others only over its records). core/lib/turkish-search.table.test.ts and
 * turkish-search.test.ts hold the hits to those of MiniSearch's own search.
 */
type Postings = Map<number, Map<number, number>>;
type RawResults = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
interface MiniSearchInternals {
  _index: {
    get: (term: string) => Postings | undefined;
    atPrefix: (prefix: string) => Iterable<[string, Postings]>;
  };
  _documentIds: Map<number, string>;
  executeQuery: (query: Query, options: object) => RawResults;
}

const postingCount = (postings: Postings | undefined): number => {
  let count = 0;
  for (const documents of postings?.values() ?? []) count += documents.size;
  return count;
};

/** A search index over records of one shape, read through `fieldsOf`. */
export function createSearchIndex<T>(
  fieldsOf: SearchFieldsOf<T>,
  /** How many queries' ranked hits are kept (0: none, as the benchmark measures a search). */
  { cachedQueries = CACHED_QUERIES }: { cachedQueries?: number } = {},
): SearchIndex<T> {
  const engine = new MiniSearch<Indexed>({
    fields: [...SEARCH_FIELDS],
    tokenize: (text) => wordsOf(text).map(({ word }) => word),
    processTerm: termsOf,
  });
  const internals = engine as unknown as MiniSearchInternals;
  const entries = new Map<string, { record: T; indexed: Indexed }>();
  /** Recent queries' ranked hits, the least recently asked first; emptied by any change. */
  const cache = new Map<string, { filter: unknown; ranking: Ranking }>();

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    engine.remove(entry.indexed);
    entries.delete(id);
    cache.clear();
  };
  const indexedOf = (record: T): Indexed => ({
    id: fieldsOf.id(record),
    title: joined(fieldsOf.title(record)),
    subtitle: joined(fieldsOf.subtitle?.(record)),
    text: joined(fieldsOf.text?.(record)),
  });
  const put = (record: T, indexed: Indexed) => {
    remove(indexed.id);
    engine.add(indexed);
    entries.set(indexed.id, { record, indexed });
    cache.clear();
  };
  const add = (record: T) => put(record, indexedOf(record));

  const sync = (records: Iterable<T>): boolean => {
    let changed = false;
    const given = new Set<string>();
    for (const record of records) {
      const indexed = indexedOf(record);
      given.add(indexed.id);
      const entry = entries.get(indexed.id);
      if (
        entry &&
        entry.indexed.title === indexed.title &&
        entry.indexed.subtitle === indexed.subtitle &&
        entry.indexed.text === indexed.text
      ) {
        if (entry.record !== record) changed = true;
        entry.record = record;
      } else {
        put(record, indexed);
        changed = true;
      }
    }
    for (const id of [...entries.keys()]) {
      if (!given.has(id)) {
        remove(id);
        changed = true;
      }
    }
    // A record taken as it is may have a new slug or file: the cached hits carry records.
    if (changed) cache.clear();
    return changed;
  };

  /** How many postings a word's query goes through: its cost, and how rare it is. */
  const postingsOf = ({ folded, stems }: QueryWord): number => {
    let count = postingCount(internals._index.get(folded));
    if (folded.length >= MIN_PREFIX_LENGTH) {
      for (const [term, postings] of internals._index.atPrefix(folded)) {
        if (term !== folded) count += postingCount(postings);
      }
    }
    for (const stem of stems) count += postingCount(internals._index.get(stem));
    return count;
  };

  const searchOptions = {
    boost: BOOST,
    // The query's words are already folded and stemmed: taken as they are.
    tokenize: (term: string) => [term],
    processTerm: (term: string) => term,
  };

  /**
   * The records with every word, as MiniSearch's AND of the words' queries gives them, but with
   * the rarest word (fewest postings) evaluated first and each next word only over the records
   * still in: a query stops at the first word that leaves none, and a common word scores only the
   * few records a rare one found. The words' results are then combined in the query's order, as
   * MiniSearch combines them, so scores and matches are the same to the bit.
   */
  const matching = (words: QueryWord[]): SearchResult[] => {
    const order = words
      .map((word, i) => ({ i, cost: postingsOf(word) }))
      .sort((a, b) => a.cost - b.cost || a.i - b.i);
    const results: RawResults[] = [];
    let candidates: Set<string> | null = null;
    for (const { i, cost } of order) {
      const word = words[i];
      if (!word || (cost === 0 && word.folded.length < MIN_FUZZY_LENGTH)) return [];
      const within: Set<string> | null = candidates;
      const raw = internals.executeQuery(wordQuery(word), {
        ...searchOptions,
        ...(within && { boostDocument: (id: string) => (within.has(id) ? 1 : 0) }),
      });
      results[i] = raw;
      candidates = new Set<string>();
      for (const shortId of raw.keys()) {
        const id = internals._documentIds.get(shortId);
        if (id !== undefined && (!within || within.has(id))) candidates.add(id);
      }
      if (candidates.size === 0) return [];
    }
    let combined: RawResults | undefined;
    for (const raw of results) {
      if (!combined) {
        combined = raw;
        continue;
      }
      const next: RawResults = new Map();
      for (const [shortId, { score, terms, match }] of raw) {
        const existing = combined.get(shortId);
        if (!existing) continue;
        for (const term of terms) if (!existing.terms.includes(term)) existing.terms.push(term);
        next.set(shortId, {
          score: existing.score + score,
          terms: existing.terms,
          match: Object.assign(existing.match, match),
        });
      }
      combined = next;
    }
    const found: SearchResult[] = [];
    for (const [shortId, { score, terms, match }] of combined ?? []) {
      const id = internals._documentIds.get(shortId);
      if (id === undefined || !candidates?.has(id)) continue;
      found.push({
        id,
        score: score * (terms.length || 1),
        terms: Object.keys(match),
        queryTerms: terms,
        match,
      });
    }
    return found.sort((a, b) => b.score - a.score);
  };

  /** The hits of a query in their tiers; a tier is sorted when a page first reaches into it. */
  const rankingOf = (words: QueryWord[], filter: ((record: T) => boolean) | undefined): Ranking => {
    const kinds = new Map<string, (number | null)[]>();
    const tiers: SearchResult[][] = [];
    for (const result of matching(words)) {
      if (filter) {
        const entry = entries.get(result.id as string);
        if (!entry || !filter(entry.record)) continue;
      }
      (tiers[tierOf(words, result.match, kinds)] ??= []).push(result);
    }
    const ranking: Ranking = { tiers: tiers.filter(Boolean), sorted: 0, total: 0 };
    for (const tier of ranking.tiers) ranking.total += tier.length;
    return ranking;
  };

  /** The ranked hits from `offset` to `offset + limit`, sorting the tiers they reach into. */
  const pageOf = (ranking: Ranking, offset: number, limit: number): SearchResult[] => {
    const page: SearchResult[] = [];
    let start = 0;
    for (const [i, tier] of ranking.tiers.entries()) {
      if (start >= offset + limit) break;
      if (start + tier.length > offset) {
        // Equal scores by id: the same on every replica whatever order its records came in.
        if (i >= ranking.sorted) {
          tier.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
          ranking.sorted = i + 1;
        }
        page.push(...tier.slice(Math.max(0, offset - start), offset + limit - start));
      }
      start += tier.length;
    }
    return page;
  };

  const search = (query: string, options: SearchOptions<T> = {}): SearchResults<T> => {
    const words = queryWords(query);
    if (words.length === 0) return { total: 0, hits: [] };
    const { filter, limit = 20, offset = 0 } = options;
    const key = words.map((word) => word.folded).join(' ');
    let cached = cache.get(key);
    if (cached?.filter !== filter) cached = undefined;
    cache.delete(key);
    const ranking = cached?.ranking ?? rankingOf(words, filter);
    if (cachedQueries > 0) cache.set(key, { filter, ranking });
    if (cache.size > cachedQueries) cache.delete(cache.keys().next().value as string);
    const hits = pageOf(ranking, offset, limit).flatMap((result) => {
      const id = result.id as string;
      const entry = entries.get(id);
      if (!entry) return [];
      const fields = {
        title: entry.indexed.title,
        subtitle: entry.indexed.subtitle,
        text: entry.indexed.text,
      };
      const matched = (field: SearchField) =>
        new Set(
          Object.entries(result.match)
            .filter(([, where]) => where.includes(field))
            .map(([term]) => term),
        );
      return [
        {
          id,
          record: entry.record,
          score: result.score,
          fields,
          highlights: {
            title: rangesOf(fields.title, matched('title')),
            subtitle: rangesOf(fields.subtitle, matched('subtitle')),
            text: rangesOf(fields.text, matched('text')),
          },
        },
      ];
    });
    return { total: ranking.total, hits };
  };

  return {
    add,
    addAll: (records) => {
      for (const record of records) add(record);
    },
    remove,
    sync,
    get size() {
      return entries.size;
    },
    search,
  };
}

/**
 * Whether a text matches a query by the same rules as the index (every word, folded, by its stem,
 * as a prefix or with one typo): the panel's small lists filter with it. The text is taken as a
 * title (a name, a file name): a word of two or three letters finds the words it begins anywhere
 * in it. An empty query (or one of stop words only) keeps every text.
 */
export function matchesText(query: string, text: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const terms = wordsOf(text).flatMap(({ word }) => termsOf(word));
  return words.every((word) => terms.some((term) => matchOf(word, term) !== null));
}
