/**
 * The public catalogue reads answer the same for everyone: the reply carries a strong `ETag`, and a
 * read whose `If-None-Match` names it gets 304 without a body (docs/decisions/0045). The server
 * (server/plugins/cache.ts) and the mocks (mocks/http.ts) follow this one list and rule.
 */
import { PREVIEW_PARAM } from './previews.ts';
import { MENU_PREVIEW_PARAM } from '../lib/menus.ts';

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

/**
 * The names of a URL's query parameters as a server's parser reads them: `+` a space, `%50` a
 * `P`, in lower case. A name that cannot be decoded is null.
 */
function queryNames(url: string): (string | null)[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  return url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      try {
        return decodeURIComponent((pair.split('=', 1)[0] ?? '').replace(/\+/g, ' ')).toLowerCase();
      } catch {
        return null;
      }
    });
}

/**
 * The names that carry a preview link's token: the API's `Preview`, a page's `onizleme`, the
 * menus' `menu-onizleme` (on any page).
 */
const PREVIEW_NAMES: ReadonlySet<string> = new Set(['preview', PREVIEW_PARAM, MENU_PREVIEW_PARAM]);

/**
 * Whether a request to `url` may carry a preview link's token, decided from its parsed query
 * (issue 46: `?%50review=` is `Preview` to the parser, so it is to this check), in any case; a
 * name that does not decode counts too. Such a reply is never cached and always `no-store`.
 */
export const hasPreviewToken = (url: string) =>
  queryNames(url).some((name) => name === null || PREVIEW_NAMES.has(name));

/**
 * A read that is the same for every visitor: a GET without a token (the panel's reads, with drafts,
 * are its own) and without a preview link's token. Only these are cached and carry the cache's ETag.
 */
export const isPublicRead = (
  method: string,
  authorization: string | null | undefined,
  url: string,
) => method === 'GET' && !authorization && !hasPreviewToken(url);
