import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage, StoredObjectInfo } from '../storage/storage.ts';

/*
 * A stored object sent as @fastify/static (its `send`) sent the files of the uploads folder, so
 * that both drivers answer alike and as before: Accept-Ranges, Last-Modified, ETag; If-Match and
 * If-Unmodified-Since (412), If-None-Match and If-Modified-Since (304, not with a no-cache
 * request), one byte range (206; If-Range; 416 when none can be satisfied; several ranges get the
 * whole file), HEAD.
 */

type Headers = FastifyRequest['headers'];

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const tokens = (list: string) =>
  list
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

const sameTag = (candidate: string, etag: string) =>
  candidate === etag || `W/${candidate}` === etag || candidate === `W/${etag}`;

const time = (value: string | undefined) => (value === undefined ? Number.NaN : Date.parse(value));

/** Whole seconds, as the Last-Modified header carries it. */
const modifiedOf = (info: StoredObjectInfo) => Math.floor(info.modified.getTime() / 1000) * 1000;

function preconditionFailed(headers: Headers, info: StoredObjectInfo): boolean {
  const ifMatch = header(headers, 'if-match');
  if (ifMatch && ifMatch !== '*' && !tokens(ifMatch).some((tag) => sameTag(tag, info.etag))) {
    return true;
  }
  const unmodifiedSince = time(header(headers, 'if-unmodified-since'));
  return !Number.isNaN(unmodifiedSince) && modifiedOf(info) > unmodifiedSince;
}

function notModified(headers: Headers, info: StoredObjectInfo): boolean {
  // An end-to-end reload (Cache-Control: no-cache) always gets the bytes.
  if (header(headers, 'cache-control')?.includes('no-cache')) return false;
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch === '*' || tokens(ifNoneMatch).some((tag) => sameTag(tag, info.etag));
  }
  const modifiedSince = time(header(headers, 'if-modified-since'));
  return !Number.isNaN(modifiedSince) && modifiedOf(info) <= modifiedSince;
}

function rangeFresh(headers: Headers, info: StoredObjectInfo): boolean {
  const ifRange = header(headers, 'if-range');
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange.includes(info.etag);
  const since = Date.parse(ifRange);
  return !Number.isNaN(since) && modifiedOf(info) <= since;
}

const BYTES_RANGE = /^ *bytes=/;

/**
 * The satisfiable ranges of a `bytes=` Range header for an object of `size` bytes (as
 * range-parser reads them: `a-b`, `a-`, `-n`; overlapping ones merged).
 */
function parseRanges(size: number, value: string): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const spec of value.slice(value.indexOf('=') + 1).split(',')) {
    const [first = '', last = ''] = spec.split('-').map((part) => part.trim());
    let start = Number.parseInt(first, 10);
    let end = Number.parseInt(last, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) {
      end = size - 1;
    }
    if (!Number.isNaN(start) && !Number.isNaN(end) && start > -1 && start <= end) {
      ranges.push({ start, end });
    }
  }
  if (ranges.length < 2) return ranges;
  const merged: ByteRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const previous = merged.at(-1);
    if (previous && range.start <= previous.end + 1)
      previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const statusError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

/**
 * Sends the object stored under `key` with the caching and range headers above; the caller sets
 * the content type and the other headers first. True once sent; false (nothing sent, no header
 * set) when there is no such object. Never the reply itself: a reply is thenable, so an async
 * function returning it waits for the body and resolves to undefined, which read as "not found"
 * and sent a second reply ("Reply was already sent" in the log).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
): Promise<boolean> {
  const info = await storage.stat(key);
  if (!info) return false;
  const { headers } = request;
  const cacheHeaders = () =>
    reply
      .header('accept-ranges', 'bytes')
      .header('last-modified', info.modified.toUTCString())
      .header('etag', info.etag);
  const conditional = ['if-match', 'if-unmodified-since', 'if-none-match', 'if-modified-since'];
  if (conditional.some((name) => header(headers, name) !== undefined)) {
    if (preconditionFailed(headers, info)) {
      cacheHeaders();
      throw statusError(412, 'Precondition Failed');
    }
    if (notModified(headers, info)) {
      cacheHeaders().code(304).send();
      return true;
    }
  }

  let range: ByteRange | undefined;
  const rangeHeader = header(headers, 'range');
  if (rangeHeader !== undefined && BYTES_RANGE.test(rangeHeader) && rangeFresh(headers, info)) {
    const ranges = parseRanges(info.size, rangeHeader);
    if (ranges.length === 0) {
      cacheHeaders().header('content-range', `bytes */${info.size}`);
      throw statusError(416, 'Range Not Satisfiable');
    }
    if (ranges.length === 1) range = ranges[0];
  }
  const length = range ? range.end - range.start + 1 : info.size;
  // HEAD (and an empty object) read nothing; the bytes may also have gone since `stat`.
  const body = request.method === 'HEAD' || length === 0 ? null : await storage.read(key, range);
  if (!body && request.method !== 'HEAD' && length !== 0) return false;
  cacheHeaders().header('content-length', String(length));
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  reply.send(body ?? undefined);
  return true;
}
