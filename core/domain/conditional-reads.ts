/**
 * The public catalogue reads answer the same for everyone: the reply carries a strong `ETag`, and a
 * read whose `If-None-Match` names it gets 304 without a body (docs/decisions/0045). The server
 * (server/plugins/cache.ts) and the mocks (mocks/http.ts) follow this one list and rule.
 */
export const CACHED_OPERATIONS: ReadonlySet<string> = new Set([
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

/** Whether `If-None-Match` names `etag` (weak or strong) or is `*`. */
export function ifNoneMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A read with a preview link's token (getProductBySlug's `Preview`), in any spelling. */
const PREVIEW_QUERY = /[?&]preview=/i;

/**
 * A read that is the same for every visitor: a GET without a token (the panel's reads, with drafts,
 * are its own) and without a preview link's token. Only these are cached and carry the cache's ETag.
 */
export const isPublicRead = (
  method: string,
  authorization: string | null | undefined,
  url: string,
) => method === 'GET' && !authorization && !PREVIEW_QUERY.test(url);
