import type { ServicePageContent } from '../../src/api/generated/content/model/index.ts';
import type {
  MissedSearch,
  SiteSearchHit,
  SiteSearchRange,
  SiteSearchResult,
} from '../../src/api/generated/backend/model/index.ts';
import { CATALOGUE_PAGE_SLUG, CATALOGUE_PATH, readEveryItem } from '../lib/catalogue.ts';
import { documentExternalUrl, documentFilePath } from '../lib/document-link.ts';
import { pagePath } from '../lib/page-names.ts';
import { productPath } from '../lib/slug.ts';
import {
  createSearchIndex,
  MAX_QUERY_LENGTH,
  searchedText,
  type SearchFieldsOf,
  type SearchHit,
} from '../lib/turkish-search.ts';
import type { ContentStore } from './content-store.ts';
import type { DocumentStore } from './documents.ts';
import { contentPagePath } from './file-users.ts';
import type { PageStore } from './pages.ts';
import { everyProduct, type ProductStore } from './products.ts';
import { isPublicDocument, isPublished } from './publishing.ts';
import type { DocumentRecord, PageRecord, ProductRecord } from './records.ts';
import { ok } from './replies.ts';
import type { ServicePageKey } from './types.ts';

/** The text lists of a product or page the search reads. */
type SearchedLists =
  | 'titles'
  | 'subtitles'
  | 'descriptions'
  | 'listTitles'
  | 'listItems'
  | 'videoTitles'
  | 'videoDescriptions';

/** A product as the search reads it: the stored record (the seed's) or the API's. */
type SearchedProduct = Pick<
  ProductRecord,
  'id' | 'name' | 'slug' | 'status' | 'homePageSubtitle' | SearchedLists
>;
/** A document as the search reads it, with where it opens, its type and size. */
type SearchedDocument = Pick<
  DocumentRecord,
  | 'id'
  | 'name'
  | 'description'
  | 'category'
  | 'status'
  | 'isActive'
  | 'url'
  | 'fileUrl'
  | 'path'
  | 'mimeType'
  | 'fileSize'
> & {
  contentType?: string | null;
  file?: {
    path?: string | null;
    url?: string | null;
    contentType?: string | null;
    size?: number | null;
  } | null;
};
type SearchedPage = Pick<PageRecord, 'id' | 'name' | 'slug' | SearchedLists>;

/**
 * What the site's search reads of each record (issue 49), once for the server and the mocks: a
 * product's, document's and page's name is its title; their headings and short lines are the
 * subtitle; the rest of their text is the text. A record is indexed as `kind:id`.
 */
export type SiteSearchRecord =
  | { kind: 'product'; record: SearchedProduct }
  | { kind: 'document'; record: SearchedDocument }
  | { kind: 'page'; record: SearchedPage }
  | { kind: 'service'; key: ServicePageKey; content: ServicePageContent };

const siteSearchId = (entry: SiteSearchRecord): string =>
  entry.kind === 'service' ? `service:${entry.key}` : `${entry.kind}:${entry.record.id}`;

export const SITE_SEARCH_FIELDS: SearchFieldsOf<SiteSearchRecord> = {
  id: siteSearchId,
  title: (entry) => {
    if (entry.kind === 'service') return entry.content.mainTitle;
    return entry.record.name;
  },
  subtitle: (entry) => {
    switch (entry.kind) {
      case 'product':
        return [entry.record.homePageSubtitle, ...entry.record.titles, ...entry.record.subtitles];
      case 'document':
        return entry.record.category;
      case 'page':
        return [...entry.record.titles, ...entry.record.subtitles];
      case 'service':
        return [entry.content.descriptionTitle, entry.content.homepageSubtitle];
    }
  },
  text: (entry) => {
    switch (entry.kind) {
      case 'product':
      case 'page':
        return [
          ...entry.record.descriptions,
          ...entry.record.listTitles,
          ...entry.record.listItems,
          ...entry.record.videoTitles,
          ...entry.record.videoDescriptions,
        ];
      case 'document':
        return entry.record.description;
      case 'service':
        return [
          entry.content.descriptionText,
          ...entry.content.applicationAreas,
          entry.content.detailsTitle,
          entry.content.detailsText,
          entry.content.bottomInfoTitle,
          entry.content.bottomInfoText,
        ];
    }
  },
};

/**
 * Whether visitors may find a record: no draft or scheduled product or document, no inactive
 * document (pages and service pages are always live; a trashed record is out of the index).
 */
export function visibleToVisitors(entry: SiteSearchRecord): boolean {
  switch (entry.kind) {
    case 'product':
      return isPublished(entry.record.status);
    case 'document':
      return isPublicDocument(entry.record);
    case 'page':
    case 'service':
      return true;
  }
}

/** The service pages the search finds, each at its address (core/domain/file-users.ts). */
const SERVICE_PAGE_KEYS: readonly ServicePageKey[] = [
  'poliuretan-enjeksiyon',
  'kimyasal-ankraj',
  'halatli-tel-beton-kesme',
];

/** A page's address on the site; null for a page visitors do not open by itself. */
const sitePagePath = (page: Pick<SearchedPage, 'name' | 'slug'>): string | null =>
  pagePath(page.name) ?? (page.slug === CATALOGUE_PAGE_SLUG ? CATALOGUE_PATH : null);

/**
 * Every record visitors may find, read through the domain's store (the same reads on the server
 * and in the mocks): the published products, the active published documents, the pages with an
 * address and the service pages. A trashed record is in none of these reads.
 */
export async function visibleSiteRecords(
  store: Pick<ProductStore, 'listProducts'> &
    Pick<DocumentStore, 'listActiveDocuments'> &
    Pick<PageStore, 'listPages'> &
    Pick<ContentStore, 'getContent'>,
): Promise<SiteSearchRecord[]> {
  const [products, documents, pages, services] = await Promise.all([
    everyProduct(store),
    store.listActiveDocuments(),
    readEveryItem((pageIndex) => store.listPages({ pageIndex, pageSize: 100 })),
    Promise.all(
      SERVICE_PAGE_KEYS.map(async (key) => ({ key, content: await store.getContent(key) })),
    ),
  ]);
  const records: SiteSearchRecord[] = [
    ...products.map((record) => ({ kind: 'product' as const, record })),
    ...documents.map((record) => ({ kind: 'document' as const, record })),
    ...pages
      .filter((record) => sitePagePath(record) !== null)
      .map((record) => ({ kind: 'page' as const, record })),
    ...services.map(({ key, content }) => ({ kind: 'service' as const, key, content })),
  ];
  return records.filter(visibleToVisitors);
}

/** The site's index as a backend holds it: one per server replica, one in the mocks. */
export interface SiteIndex {
  /** Something visitors may find changed (a write here or on another replica): read it again. */
  changed(): void;
  /** Reads the records now when they changed (a server builds its index as it starts). */
  refresh(): Promise<void>;
  /** Searches the records as they are after every change reported so far. */
  search(
    query: string,
    options: { limit: number; offset: number },
  ): Promise<{ total: number; hits: SearchHit<SiteSearchRecord>[] }>;
}

/**
 * A site index kept current from `load` (visibleSiteRecords over the backend's store): built by
 * `refresh()` or the first search, read again by the first search after a change, and only the
 * records whose text changed are indexed again (turkish-search.ts `sync`). A search waits for a
 * read in progress, so a write is findable by the next search; changes reported during a read
 * make one more read, never one per change.
 */
export function createSiteIndex(load: () => Promise<SiteSearchRecord[]>): SiteIndex {
  const index = createSearchIndex(SITE_SEARCH_FIELDS);
  let stale = true;
  let reading: Promise<void> | null = null;
  const refresh = (): Promise<void> =>
    (reading ??= (async () => {
      try {
        while (stale) {
          stale = false;
          try {
            index.sync(await load());
          } catch (error) {
            stale = true;
            throw error;
          }
        }
      } finally {
        reading = null;
      }
    })());
  return {
    changed() {
      // Read by the next search: a burst of writes costs one read, and none when nobody searches.
      stale = true;
    },
    async refresh() {
      if (stale) await refresh();
    },
    async search(query, options) {
      if (stale || reading) await refresh();
      return index.search(query, { ...options, filter: visibleToVisitors });
    },
  };
}

/** A snippet's length at most (without its '…'), and how much of it comes before the match. */
const SNIPPET_LENGTH = 160;
const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

/** The ranges inside [from, to) of a string, moved by `shift`. */
const rangesWithin = (
  ranges: readonly SiteSearchRange[],
  from: number,
  to: number,
  shift: number,
) =>
  ranges
    .filter((range) => range.start >= from && range.end <= to)
    .map((range) => ({ start: range.start - from + shift, end: range.end - from + shift }));

/** The line of a field (its lines joined by line breaks) with the first match, else its first. */
function lineOf(text: string, ranges: readonly SiteSearchRange[]) {
  const at = ranges[0]?.start ?? 0;
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const newline = text.indexOf('\n', at);
  const end = newline === -1 ? text.length : newline;
  return { line: text.slice(start, end), ranges: rangesWithin(ranges, start, end, 0) };
}

/**
 * The snippet of a text: its line with the first match, cut to {@link SNIPPET_LENGTH} characters
 * around it at spaces (the match {@link SNIPPET_LEAD} characters in), with '…' where it was cut,
 * and the matches within it. Without a match in the text, the text's start.
 */
export function snippetOf(
  text: string,
  matches: readonly SiteSearchRange[],
): { snippet: string; ranges: SiteSearchRange[] } {
  const { line, ranges } = lineOf(text, matches);
  if (line.length <= SNIPPET_LENGTH) return { snippet: line, ranges };
  const at = ranges[0]?.start ?? 0;
  let start = Math.max(0, Math.min(at - SNIPPET_LEAD, line.length - SNIPPET_LENGTH));
  if (start > 0) {
    const space = line.indexOf(' ', start);
    start = space === -1 || space >= at ? start : space + 1;
  }
  let end = Math.min(line.length, start + SNIPPET_LENGTH);
  if (end < line.length) {
    // At the last space that keeps the first match whole.
    const space = line.lastIndexOf(' ', end);
    if (space > start && space >= (ranges[0]?.end ?? 0)) end = space;
  }
  const lead = start > 0 ? ELLIPSIS : '';
  const tail = end < line.length ? ELLIPSIS : '';
  return {
    snippet: `${lead}${line.slice(start, end)}${tail}`,
    ranges: rangesWithin(ranges, start, end, lead.length),
  };
}

/** A hit as the contract gives it: what it opens, its lines, the matches in them. */
export function siteSearchHit(hit: SearchHit<SiteSearchRecord>): SiteSearchHit {
  const entry = hit.record;
  const subtitle = lineOf(hit.fields.subtitle, hit.highlights.subtitle);
  const { snippet, ranges } = snippetOf(hit.fields.text, hit.highlights.text);
  const base = {
    kind: entry.kind,
    id: hit.id,
    title: hit.fields.title,
    subtitle: subtitle.line,
    snippet,
    highlights: { title: hit.highlights.title, subtitle: subtitle.ranges, snippet: ranges },
  };
  switch (entry.kind) {
    case 'product':
      return { ...base, url: productPath(entry.record) };
    case 'page':
      return { ...base, url: sitePagePath(entry.record) ?? '/' };
    case 'service':
      return { ...base, url: contentPagePath(entry.key) };
    case 'document': {
      const document = entry.record;
      const fileType = document.mimeType ?? document.contentType ?? document.file?.contentType;
      const size = document.fileSize ?? document.file?.size;
      return {
        ...base,
        // As the document centre links it: the stored file, else the web address.
        url: documentFilePath(document) ?? documentExternalUrl(document) ?? '/belgeler',
        ...(fileType?.trim() ? { fileType: fileType.trim() } : {}),
        ...(typeof size === 'number' ? { size } : {}),
      };
    }
  }
}

/**
 * Queries that found nothing (issue 49): their folded text and how often, never who searched.
 * At most {@link MISSED_SEARCHES_KEPT} are kept: a new one takes the place of the least searched,
 * oldest one, so made-up queries cannot grow the store without bound.
 */
export interface MissedSearchStore {
  /** Counts a search of `query` (folded) that found nothing, now. */
  countMissedSearch(query: string): Promise<void>;
  /** The most searched first, then the latest; at most `limit`. */
  listMissedSearches(limit: number): Promise<MissedSearch[]>;
}

export const MISSED_SEARCHES_KEPT = 1000;
const MISSED_SEARCHES_LISTED = 100;

/** searchSite and listMissedSearches (GET /api/Search, /api/Search/missed), for both backends. */
export function siteSearchOperations(index: SiteIndex, missed: MissedSearchStore) {
  return {
    searchSite: async ({
      q,
      limit = 20,
      offset = 0,
    }: {
      q: string;
      limit?: number;
      offset?: number;
    }) => {
      const query = q.slice(0, MAX_QUERY_LENGTH);
      const { total, hits } = await index.search(query, { limit, offset });
      const searched = searchedText(query);
      if (total === 0 && searched !== '') await missed.countMissedSearch(searched);
      const result: SiteSearchResult = { query, total, hits: hits.map(siteSearchHit) };
      return ok(result);
    },
    listMissedSearches: async () => ok(await missed.listMissedSearches(MISSED_SEARCHES_LISTED)),
  };
}
