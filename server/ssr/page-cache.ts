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

interface CachedPage {
  entry: Entry;
  scriptHashes: string[];
  /** 200, or 404: a page that says nothing is there is kept too (issue 23, ADR 0037). */
  status: number;
}

/** The statuses of the renders a page cache keeps. */
const KEPT_STATUSES = new Set([200, 404]);

/**
 * Rendered pages (status 200) by URL, like the JSON read cache (server/plugins/cache.ts): a strong
 * ETag, each compressed copy made once, and cleared by any write that can change a page — the
 * backend's pages, products, files and documents, and the content service's pages. Requests for
 * the same page that arrive while it renders share that one render.
 */
export class PageCache {
  private readonly replies: ReplyCache;
  private readonly hashes = new Map<string, { scriptHashes: string[]; status: number }>();
  private readonly rendering = new Map<string, Promise<CachedPage | PageResult>>();

  constructor(maxEntries = 300, maxTotalBytes = 32 * 1024 * 1024) {
    this.replies = new ReplyCache(maxEntries, maxTotalBytes);
  }

  get(url: string): CachedPage | undefined {
    const entry = this.replies.get(url);
    const kept = entry ? this.hashes.get(entry.etag) : undefined;
    return entry && kept ? { entry, ...kept } : undefined;
  }

  /** The page at `url`: from the cache, from a render under way, or rendered now (and kept). */
  async page(url: string, render: () => Promise<PageResult>): Promise<CachedPage | PageResult> {
    const cached = this.get(url);
    if (cached) return cached;
    const generation = this.replies.generation;
    const key = `${generation} ${url}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderAndKeep(url, generation, render).finally(() =>
        this.rendering.delete(key),
      );
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async renderAndKeep(
    url: string,
    generation: number,
    render: () => Promise<PageResult>,
  ): Promise<CachedPage | PageResult> {
    const result = await render();
    if (!('html' in result) || !KEPT_STATUSES.has(result.status)) return result;
    // Not kept when a write came in meanwhile (the generation moved on): it may be stale.
    const entry = this.replies.set(url, result.html, generation);
    if (!entry) return result;
    const kept = { scriptHashes: result.scriptHashes, status: result.status };
    this.hashes.set(entry.etag, kept);
    return { entry, ...kept };
  }

  clear(): void {
    this.replies.clear();
    this.hashes.clear();
  }

  /** See ReplyCache.keeping. */
  set keeping(keeping: boolean) {
    this.replies.keeping = keeping;
  }

  /** The body of an entry in the encoding the client takes, compressed once per entry. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    allowPageScripts(reply, page.scriptHashes);
    cacheHeaders(reply, page.entry);
    const found = page.status === 200;
    if (found && ifNoneMatches(request.headers['if-none-match'], page.entry.etag)) {
      return reply.code(304).send();
    }
    reply.code(page.status).type('text/html; charset=utf-8');
    return reply.send(bodyFor(request, reply, page.entry, this.replies));
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

export const isCachedPage = (value: CachedPage | PageResult): value is CachedPage =>
  'entry' in value;
