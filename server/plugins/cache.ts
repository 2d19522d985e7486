import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  CACHED_OPERATIONS,
  ifNoneMatches,
  isPublicRead,
} from '../../core/domain/conditional-reads.ts';

/**
 * Writes to these resources change what the cached reads return (products embed files, etc.);
 * a restore from the trash brings any of them back.
 */
const INVALIDATING_TAGS = new Set([
  'File',
  'Document',
  'Page',
  'Product',
  'Trash',
  'Revision',
  // Revoking a preview link: nothing it could reach may outlive it (issue 46).
  'Preview',
]);
const NOT_WRITES = new Set(['downloadDocument']);

type Encoding = 'br' | 'gzip';

/** Below this many bytes a reply goes out as it is (the same threshold as @fastify/compress's). */
const COMPRESS_THRESHOLD = 1024;

export interface Entry<Meta = unknown> {
  etag: string;
  body: Buffer;
  /** What the cache's owner keeps with the body (the page cache: its status and script hashes). */
  meta: Meta;
  /** The compressed copies, each made once, when first asked for (on the miss or on a hit). */
  br?: Buffer;
  gzip?: Buffer;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * Serialized replies by URL, with a strong ETag, least recently used evicted first. Every write
 * clears it and bumps the generation, so a read that started before the write cannot store what it
 * read.
 */
export class ReplyCache<Meta = undefined> {
  private readonly entries = new Map<string, Entry<Meta>>();
  private readonly maxEntries: number;
  private readonly maxTotalBytes: number;
  private totalBytes = 0;
  generation = 0;
  /** How many times a body was compressed (the tests read it). */
  compressions = 0;
  /**
   * False while writes on other replicas cannot be heard (server/services/change-feed.ts): then
   * nothing is stored, and every read goes to the database.
   */
  keeping = true;

  /** Bounded both ways: varied query strings must not grow it without end. */
  constructor(maxEntries = 500, maxTotalBytes = 64 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxTotalBytes = maxTotalBytes;
  }

  /**
   * The entry, now the most recently used: a Map keeps its insertion order, so a hit moves to the
   * end and eviction takes the least recently used first (a page read all day stays however many
   * other addresses are asked for once).
   */
  get(key: string): Entry<Meta> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(
    key: string,
    payload: string,
    generation: number,
    ...[meta]: Meta extends undefined ? [] : [Meta]
  ): Entry<Meta> | undefined {
    if (!this.keeping || generation !== this.generation) return undefined;
    const body = Buffer.from(payload);
    if (body.length > this.maxTotalBytes / 8) return undefined;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry<Meta> = { etag, body, meta: meta as Meta };
    this.delete(key);
    // The least recently used go first.
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.totalBytes + body.length > this.maxTotalBytes)
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, entry);
    this.totalBytes += body.length;
    return entry;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    // Compressed copies are small next to the JSON; the budget counts the JSON.
    this.totalBytes -= entry.body.length;
    this.entries.delete(key);
  }

  /** The entry's body in that encoding, compressed on the first call and kept with the entry. */
  encoded(entry: Entry<Meta>, encoding: Encoding): Buffer {
    let copy = entry[encoding];
    if (!copy) {
      copy = this.compress(entry.body, encoding);
      entry[encoding] = copy;
    }
    return copy;
  }

  /** A one-off compression (a reply that could not be stored), counted with the others. */
  compress(body: Buffer, encoding: Encoding): Buffer {
    this.compressions += 1;
    return compress(body, encoding);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

const encodingChoices = new Map<string, Encoding | null>();

/** The encoding to send, remembered per Accept-Encoding value (there are few). */
function preferredEncoding(request: FastifyRequest): Encoding | null {
  const header = String(request.headers['accept-encoding'] ?? '');
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    choice = negotiateEncoding(header);
    if (encodingChoices.size < 100) encodingChoices.set(header, choice);
  }
  return choice;
}

/**
 * Brotli, gzip or identity (null) for an Accept-Encoding value: the highest q wins, brotli on a
 * tie; q=0 refuses; `*` stands for every encoding not named and `x-gzip` for gzip (RFC 9110).
 */
export function negotiateEncoding(header: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.split(';');
    let name = token.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q) || 0;
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
}

/** ETag, revalidation and Vary (kept: CORS may have put Origin there). */
export function cacheHeaders(reply: FastifyReply, entry: Entry) {
  addVary(reply);
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
}

/** The entry's bytes for this request: its compressed copy when the client takes one. */
export function bodyFor<Meta>(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry<Meta>,
  cache: ReplyCache<Meta>,
) {
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request) : null;
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return cache.encoded(entry, encoding);
}

function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry<undefined>,
  cache: ReplyCache,
): FastifyReply {
  cacheHeaders(reply, entry);
  if (ifNoneMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return reply.send(bodyFor(request, reply, entry, cache));
}

/**
 * A cached route's reply that was not stored (an error, or a read that raced a write): compressed
 * here, as @fastify/compress would have, since cached routes opt out of it.
 */
function compressUnstored(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  cache: ReplyCache,
): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding')) {
    return payload;
  }
  addVary(reply);
  const encoding = preferredEncoding(request);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  return cache.compress(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
}

interface CacheState {
  key: string;
  generation: number;
}
const states = new WeakMap<FastifyRequest, CacheState>();

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const parameterName = (pair: string) => {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/**
 * A cache's key for `url`: its path and only the query parameters its route `reads` (lower-case
 * names), in the order sent. Any other parameter changes nothing in the reply, so `?u=<random>`
 * finds the same entry instead of a render and an entry of its own (issue 23, ADR 0037).
 */
export function cacheKeyOf(url: string, reads: ReadonlySet<string>): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && reads.has(parameterName(pair)));
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

/** The query parameters a cached route reads (its contract's), on its route's config. */
interface CachedRouteConfig {
  cacheReads?: ReadonlySet<string>;
}
const readsOf = (request: FastifyRequest) =>
  (request.routeOptions.config as CachedRouteConfig | undefined)?.cacheReads;

/**
 * A read the cache may answer and keep: a GET without a token. A signed-in read may hold what
 * only the panel sees (a draft, with `Drafts=true`), and so may a read with a preview link's
 * token: neither is answered from the cache nor kept, so no visitor is ever sent a draft.
 */
const isPublicRequest = (request: FastifyRequest) =>
  isPublicRead(request.method, request.headers.authorization, request.url);

/**
 * Wires a cache into a route as it registers (an onRoute hook that runs before @fastify/compress's,
 * see the compression plugin): a cached read notes, on a miss, which entry its reply is to fill,
 * and opts out of @fastify/compress; a write clears the cache once it succeeded.
 */
function applyCacheToRoute(routeOptions: RouteOptions, cache: ReplyCache): void {
  const schema = (routeOptions.schema ?? {}) as { operationId?: string; tags?: string[] };
  const method = String(routeOptions.method).toUpperCase();
  if (schema.operationId && CACHED_OPERATIONS.has(schema.operationId) && method === 'GET') {
    const query = (routeOptions.schema as { querystring?: { properties?: object } } | undefined)
      ?.querystring;
    const reads = new Set(Object.keys(query?.properties ?? {}).map((name) => name.toLowerCase()));
    routeOptions.config = {
      ...routeOptions.config,
      cacheReads: reads,
    } as typeof routeOptions.config;
    const miss: onRequestHookHandler = (request, _reply, done) => {
      if (isPublicRequest(request)) {
        states.set(request, { key: cacheKeyOf(request.url, reads), generation: cache.generation });
      }
      done();
    };
    routeOptions.onRequest = [...toArray(routeOptions.onRequest), miss];
    // The cache compresses these replies itself, each entry once per encoding, the miss included.
    // Left to @fastify/compress, every miss was compressed twice (streamed by the plugin, then
    // again for the entry), and a hit the cache sent as identity (an Accept-Encoding the two read
    // differently, such as `*` or `x-gzip`) was compressed again on every request.
    routeOptions.compress = false;
  }
  clearOnWrite(
    routeOptions,
    (tag) => INVALIDATING_TAGS.has(tag),
    () => cache.clear(),
  );
}

/**
 * Makes a write route (not GET or HEAD, not a download sent as POST) call `clear` once it has
 * succeeded, when one of its contract tags `affects` what a cache holds.
 */
export function clearOnWrite(
  routeOptions: RouteOptions,
  affects: (tag: string) => boolean,
  clear: () => void,
): void {
  const schema = (routeOptions.schema ?? {}) as { operationId?: string; tags?: string[] };
  const method = String(routeOptions.method).toUpperCase();
  const isWrite = method !== 'GET' && method !== 'HEAD';
  if (!isWrite || NOT_WRITES.has(schema.operationId ?? '') || !(schema.tags ?? []).some(affects)) {
    return;
  }
  const invalidate: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) clear();
    done(null, payload);
  };
  routeOptions.onSend = [...toArray(routeOptions.onSend), invalidate];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue reads' replies (the tests read and clear it). */
    replyCache: ReplyCache;
  }
}

/**
 * The public read cache, app-wide: a GET whose URL has an entry is answered from it at once, in
 * the first onRequest hook after the security headers and CORS (whose headers a hit keeps), so
 * before anything else (only cached routes ever store one); a fresh cached read is stored on its
 * way out and sent from the entry, compressed the same way a hit is, so the next request finds the
 * copy made. Its onSend hook runs before @fastify/compress's, so it stores the JSON text.
 */
export default fp(
  async (app) => {
    const cache = new ReplyCache();
    app.decorate('replyCache', cache);
    app.addHook('onRoute', (routeOptions) => applyCacheToRoute(routeOptions, cache));
    app.addHook('onRequest', (request, reply, done) => {
      const reads = readsOf(request);
      const entry =
        reads && isPublicRequest(request) ? cache.get(cacheKeyOf(request.url, reads)) : undefined;
      if (entry) {
        sendEntry(request, reply, entry, cache);
        return;
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const state = states.get(request);
      if (!state) {
        done(null, payload);
        return;
      }
      const entry =
        reply.statusCode === 200 && typeof payload === 'string'
          ? cache.set(state.key, payload, state.generation)
          : undefined;
      if (!entry) {
        done(null, compressUnstored(request, reply, payload, cache));
        return;
      }
      cacheHeaders(reply, entry);
      if (ifNoneMatches(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
      done(null, bodyFor(request, reply, entry, cache));
    });
  },
  { name: 'reply-cache', dependencies: ['security'] },
);
