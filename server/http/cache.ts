import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';

/** The public catalogue reads: the same reply for everyone, so one serialized copy serves all. */
export const CACHED_OPERATIONS = new Set([
  'listProducts',
  'getProductBySlug',
  'getProductById',
  'getProductByName',
  'listPages',
  'getPageByName',
  'getPageBySlug',
  'getPageById',
  'getPagesByType',
]);

/** Writes to these resources change what the cached reads return (products embed files, etc.). */
const INVALIDATING_TAGS = new Set(['File', 'Document', 'Page', 'Product']);
const NOT_WRITES = new Set(['downloadDocument']);

interface Entry {
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serialized replies by URL, with a strong ETag. Every write clears it and bumps the generation,
 * so a read that started before the write cannot store what it read.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxTotalBytes: number;
  private totalBytes = 0;
  generation = 0;

  /** Bounded both ways: varied query strings must not grow it without end. */
  constructor(maxEntries = 500, maxTotalBytes = 64 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxTotalBytes = maxTotalBytes;
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, payload: string, generation: number): Entry | undefined {
    if (generation !== this.generation) return undefined;
    const body = Buffer.from(payload);
    if (body.length > this.maxTotalBytes / 8) return undefined;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { etag, body };
    this.delete(key);
    // The oldest entries go first.
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

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const encodingChoices = new Map<string, 'br' | 'gzip' | null>();

/** The encoding to send (brotli first), remembered per Accept-Encoding value (there are few). */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = String(request.headers['accept-encoding'] ?? '');
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    choice = parseEncoding(header);
    if (encodingChoices.size < 100) encodingChoices.set(header, choice);
  }
  return choice;
}

function parseEncoding(header: string): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  if ((weights.get('br') ?? 0) > 0) return 'br';
  if ((weights.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/** ETag, revalidation and Vary (kept: CORS may have put Origin there). */
function cacheHeaders(reply: FastifyReply, entry: Entry) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  cacheHeaders(reply, entry);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= 1024 ? preferredEncoding(request) : null;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(compressed(entry, encoding));
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

/**
 * Wires a cache into a route as it registers (called from the app's onRoute hook): a cached read
 * notes, on a miss, which entry its reply is to fill; a write clears the cache once it succeeded.
 */
export function applyCacheToRoute(routeOptions: RouteOptions, cache: ReplyCache): void {
  const schema = (routeOptions.schema ?? {}) as { operationId?: string; tags?: string[] };
  const method = String(routeOptions.method).toUpperCase();
  if (schema.operationId && CACHED_OPERATIONS.has(schema.operationId) && method === 'GET') {
    const miss: onRequestHookHandler = (request, _reply, done) => {
      states.set(request, { key: request.url, generation: cache.generation });
      done();
    };
    routeOptions.onRequest = [...toArray(routeOptions.onRequest), miss];
  }
  const isWrite = method !== 'GET' && method !== 'HEAD';
  if (
    isWrite &&
    !NOT_WRITES.has(schema.operationId ?? '') &&
    (schema.tags ?? []).some((tag) => INVALIDATING_TAGS.has(tag))
  ) {
    const invalidate: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode < 400) cache.clear();
      done(null, payload);
    };
    routeOptions.onSend = [...toArray(routeOptions.onSend), invalidate];
  }
}

/**
 * The app-wide side, registered right after the security headers and CORS (whose headers a hit
 * keeps) and before everything else: a GET whose URL has an entry is answered from it at once
 * (only cached routes ever store one); a fresh cached read is stored on its way out, before
 * @fastify/compress, so the entry holds the JSON text.
 */
export function registerReplyCache(app: FastifyInstance, cache: ReplyCache): void {
  app.addHook('onRequest', (request, reply, done) => {
    const entry = request.method === 'GET' ? cache.get(request.url) : undefined;
    if (entry) {
      sendEntry(request, reply, entry);
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = states.get(request);
    const entry =
      state && reply.statusCode === 200 && typeof payload === 'string'
        ? cache.set(state.key, payload, state.generation)
        : undefined;
    if (!entry) {
      done(null, payload);
      return;
    }
    cacheHeaders(reply, entry);
    if (matches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
