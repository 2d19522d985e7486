import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ReplyCache, bodyFor, cacheHeaders, clearOnWrite, type Entry } from '../plugins/cache.ts';
import { ifNoneMatches } from '../../core/domain/conditional-reads.ts';
import { CATALOGUE_PAGE_PARAM } from '../../core/lib/catalogue.ts';
import { allowPageScripts } from './script-policy.ts';

/** A page as it goes out: the document, its status and the hashes of its inline scripts. */
export interface RenderedPage {
  status: number;
  html: string;
  scriptHashes: string[];
}

export type PageResult = RenderedPage | { status: number; location: string };

/**
 * Writes that do not change a public page: sign-ins, the enquiries sent through the form and the
 * visits' beacons.
 */
const NOT_PAGE_WRITES = new Set(['Auth', 'Contact', 'Visit']);

/** What a page cache keeps with a page's HTML: its status and the hashes of its inline scripts. */
interface PageMeta {
  /** 200, or 404: a page that says nothing is there is kept too (issue 23, ADR 0037). */
  status: number;
  scriptHashes: string[];
}

type CachedPage = Entry<PageMeta>;

/** A redirect a render answered (an unknown path's to /), kept with the pages not found. */
interface KeptRedirect {
  status: number;
  location: string;
}

/**
 * Rendered pages by URL, like the JSON read cache (server/plugins/cache.ts): a strong ETag, each
 * compressed copy made once, least recently used evicted first, and cleared by any write that can
 * change a page — the backend's pages, products, files and documents, and the content service's
 * pages. Requests for the same page that arrive while it renders share that one render.
 *
 * What found nothing (404 pages, the redirects of unknown paths) is kept apart, in a small bucket
 * of its own (issue 50): addresses made up by the thousand evict one another there, never a page
 * that exists.
 */
export class PageCache {
  private readonly found: ReplyCache<PageMeta>;
  private readonly missing: ReplyCache<PageMeta>;
  private readonly redirects: ReplyCache<KeptRedirect>;
  private readonly rendering = new Map<string, Promise<CachedPage | PageResult>>();
  private readonly remembered = new Map<string, Promise<unknown>>();
  private generation = 0;
  private keepingNow = true;

  constructor({
    maxEntries = 300,
    maxTotalBytes = 32 * 1024 * 1024,
    maxMissing = 100,
  }: { maxEntries?: number; maxTotalBytes?: number; maxMissing?: number } = {}) {
    this.found = new ReplyCache(maxEntries, maxTotalBytes);
    this.missing = new ReplyCache(maxMissing, 4 * 1024 * 1024);
    this.redirects = new ReplyCache(maxMissing, 1024 * 1024);
  }

  /** The page kept for `url`, found or not, or the redirect kept for it. */
  get(url: string): CachedPage | KeptRedirect | undefined {
    return this.found.get(url) ?? this.missing.get(url) ?? this.redirects.get(url)?.meta;
  }

  /** The page at `url`: from the cache, from a render under way, or rendered now (and kept). */
  async page(url: string, render: () => Promise<PageResult>): Promise<CachedPage | PageResult> {
    const cached = this.get(url);
    if (cached) return cached;
    const key = `${this.generation} ${url}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderAndKeep(url, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async renderAndKeep(
    url: string,
    render: () => Promise<PageResult>,
  ): Promise<CachedPage | PageResult> {
    const generations = [this.found, this.missing, this.redirects].map((cache) => cache.generation);
    const [found = 0, missing = 0, redirects = 0] = generations;
    const result = await render();
    // Not kept when a write came in meanwhile (the generations moved on): it may be stale.
    if (!('html' in result)) {
      this.redirects.set(url, '', redirects, { status: result.status, location: result.location });
      return result;
    }
    const meta = { status: result.status, scriptHashes: result.scriptHashes };
    const entry =
      result.status === 200
        ? this.found.set(url, result.html, found, meta)
        : result.status === 404
          ? this.missing.set(url, result.html, missing, meta)
          : undefined;
    return entry ?? result;
  }

  /**
   * `load()`'s value, kept until the next clear (what the page handler needs on every miss and
   * reads from the database: the addresses that exist, the page a missing product gets). Loaded
   * afresh on each call while the cache keeps nothing.
   */
  remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    if (!this.keepingNow) return load();
    const key = `${this.generation} ${name}`;
    let value = this.remembered.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      this.remembered.set(key, value);
      // A failed load is not kept: the next request tries again.
      value.catch(() => this.remembered.delete(key));
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    for (const cache of [this.found, this.missing, this.redirects]) cache.clear();
    this.remembered.clear();
  }

  /** See ReplyCache.keeping. */
  set keeping(keeping: boolean) {
    this.keepingNow = keeping;
    for (const cache of [this.found, this.missing, this.redirects]) cache.keeping = keeping;
  }

  /** The body of an entry in the encoding the client takes, compressed once per entry. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    allowPageScripts(reply, page.meta.scriptHashes);
    cacheHeaders(reply, page);
    const found = page.meta.status === 200;
    if (found && ifNoneMatches(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
    reply.code(page.meta.status).type('text/html; charset=utf-8');
    return reply.send(bodyFor(request, reply, page, found ? this.found : this.missing));
  }

  /**
   * Called for each route as it registers: a successful write that can change a page clears, and
   * then calls `changed` (which tells the other replicas: every other cache clears on such a
   * write too, since the page writes include all of theirs).
   */
  applyToRoute(routeOptions: RouteOptions, changed: () => void = () => undefined): void {
    clearOnWrite(
      routeOptions,
      (tag) => !NOT_PAGE_WRITES.has(tag),
      () => {
        this.clear();
        changed();
      },
    );
  }
}

/**
 * The query parameters a public page reads (src/routes/_public: the contact form's outcome, the
 * catalogue's and the search's page, the document centre's filters, the search's query); the
 * preview's `onizleme` is never cached. Any other is left out of the page's key and its render.
 */
export const PAGE_READS: ReadonlySet<string> = new Set([
  'gonderim',
  CATALOGUE_PAGE_PARAM,
  'kategori',
  'urun',
  'q',
]);

export const isCachedPage = (value: CachedPage | { status: number }): value is CachedPage =>
  'etag' in value;
