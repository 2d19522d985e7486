import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPreviewToken } from '../../core/domain/conditional-reads.ts';
import { isCountedMiss, productPath, sitePath } from '../../core/domain/redirects.ts';
import type { Store } from '../store/types.ts';
import { PANEL_PATH } from '../../core/lib/panel-path.ts';
import { sendApp, sendPanel } from '../plugins/static.ts';
import { cacheKeyOf } from '../plugins/cache.ts';
import {
  PAGE_READS,
  isCachedPage,
  type PageCache,
  type PageResult,
  type RenderedPage,
} from './page-cache.ts';
import { allowPageScripts, inlineScriptHashes } from './script-policy.ts';
import { SlugTemplate, type FilledPage } from './slug-template.ts';
import { RendersBusyError, type RenderLimit } from './render-limit.ts';
import { contactFillOf, fillContactForm } from './contact-topic.ts';
import { withShareImageSize, type ImageSize } from './share-image.ts';

/** What dist-server/entry-server.js exports (src/entry-server.tsx). */
export interface ServerEntry {
  setSiteUrl(url: string): void;
  useServerTransport(
    inject: (request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      payload?: string;
    }) => Promise<{
      statusCode: number;
      statusMessage?: string;
      headers: Record<string, string | string[] | number | undefined>;
      body: string;
    }>,
  ): void;
  /** Whether only the catch-all route (the redirect to /) matches `pathname`. */
  isUnknownPath?(pathname: string): boolean;
  renderPage(
    url: string,
    headers?: Record<string, string>,
  ): Promise<
    | { type: 'redirect'; status: number; location: string }
    | { type: 'page'; status: number; head: string; body: string }
  >;
}

/** The server entry built next to the app (npm run build), or null when there is none. */
export function findServerEntry(staticDir: string): string | null {
  const candidate = path.join(path.dirname(staticDir), 'dist-server', 'entry-server.js');
  return existsSync(candidate) ? candidate : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The inline module that starts the app's script once the page has loaded and a frame of it has
 * been painted: `load` can come before the first paint (lazy images start only after layout), and
 * the script must not take bandwidth from what is painted first. A hidden tab paints no frames,
 * so half a second after `load` it starts anyway.
 */
const hydrateAfterLoad = (src: string) =>
  `let d;const s=()=>d||(d=import(${JSON.stringify(src)}));` +
  `const a=()=>{requestAnimationFrame(()=>setTimeout(s));setTimeout(s,500)};` +
  `document.readyState==='complete'?a():addEventListener('load',a,{once:true})`;

/**
 * index.html with a page in it: the route's head tags instead of the site-wide title, the app's
 * HTML in #root, and the public site address for the browser's canonical links.
 */
function fillTemplate(
  template: string,
  page: { head: string; body: string },
  siteUrl: string,
): string {
  return (
    template
      // The page reads without its script: the script (for hydration) is fetched once the page
      // and its images have loaded, so it never takes bandwidth from them on a slow connection.
      // Until then links work as links and the contact form posts to the server. Its chunks are
      // not preloaded either (found as it loads; the HTTP client only when it is needed).
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_tag, src: string) => `<script type="module">${hydrateAfterLoad(src)}</script>`,
      )
      .replace('<html lang="tr">', `<html lang="tr" data-site-url="${escapeAttribute(siteUrl)}">`)
      .replace(/<title>[^<]*<\/title>/, () => page.head)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
  );
}

/**
 * Server rendering of the public pages (docs/decisions/0016): the built server entry renders a
 * route with the same routes, screens and query options as the browser, reading the data from
 * this server's own API in-process.
 */
export class PageRenderer {
  private readonly template: string;
  private readonly entry: Promise<ServerEntry>;

  constructor(
    app: FastifyInstance,
    options: {
      staticDir: string;
      /** The built entry's file, or the module itself (the server's tests import the source). */
      entry: string | ServerEntry;
      siteUrl: string;
      /** The size of an uploaded image, for the share card's og:image:width and height. */
      imageSize?: (publicPath: string) => Promise<ImageSize | null>;
    },
  ) {
    this.imageSize = options.imageSize ?? (() => Promise.resolve(null));
    this.template = readFileSync(path.join(options.staticDir, 'index.html'), 'utf8');
    this.siteUrl = options.siteUrl;
    const loaded: Promise<ServerEntry> =
      typeof options.entry === 'string'
        ? import(pathToFileURL(options.entry).href)
        : Promise.resolve(options.entry);
    this.entry = loaded.then((module) => {
      module.setSiteUrl(options.siteUrl);
      module.useServerTransport(async (request) => {
        const reply = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        return {
          statusCode: reply.statusCode,
          statusMessage: reply.statusMessage,
          headers: reply.headers,
          body: reply.body,
        };
      });
      return module;
    });
  }

  private readonly siteUrl: string;
  private readonly imageSize: (publicPath: string) => Promise<ImageSize | null>;

  /** See ServerEntry.isUnknownPath (false with an entry that cannot tell). */
  async isUnknownPath(pathname: string): Promise<boolean> {
    const entry = await this.entry;
    return entry.isUnknownPath?.(pathname) ?? false;
  }

  async render(url: string): Promise<PageResult> {
    const entry = await this.entry;
    const result = await entry.renderPage(url);
    if (result.type === 'redirect') return { status: result.status, location: result.location };
    const head = await withShareImageSize(result.head, this.siteUrl, this.imageSize);
    const html = fillTemplate(this.template, { head, body: result.body }, this.siteUrl);
    return { status: result.status, html, scriptHashes: inlineScriptHashes(html) };
  }
}

/** A page not kept by the cache: rendered now (its text), or filled in (its bytes, sent as they are). */
function sendPage(reply: FastifyReply, page: RenderedPage | FilledPage) {
  allowPageScripts(reply, page.scriptHashes);
  return reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** How long a visitor turned away while the renders are busy is asked to wait (seconds). */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** The reply while every render slot and the queue are taken: plain, cheap, never cached. */
function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra yeniden deneyin.');
}

/**
 * A render that failed: busy (503 with Retry-After) or broken (the app's shell with status 500,
 * so a visitor's browser still tries).
 */
function sendFailedRender(
  request: FastifyRequest,
  reply: FastifyReply,
  staticDir: string,
  error: unknown,
) {
  if (error instanceof RendersBusyError) return sendBusy(reply);
  request.log.error({ err: error }, 'server rendering failed');
  return sendApp(reply, staticDir, 500);
}

/**
 * A preview shows a draft to whoever has the link: rendered for each request, never kept by this
 * server, a browser or a CDN, and never indexed (the page's own robots tag says so too).
 */
async function sendPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  render: (url: string) => Promise<PageResult>,
  staticDir: string,
) {
  let result: PageResult;
  try {
    result = await render(request.url);
  } catch (error) {
    return sendFailedRender(request, reply, staticDir, error);
  }
  if ('location' in result) return reply.redirect(result.location, result.status);
  allowPageScripts(reply, result.scriptHashes);
  return reply
    .code(result.status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(result.html);
}

/** What the page handler reads from the store: the redirects it follows, the addresses known. */
type PageStore = Pick<Store, 'followRedirect' | 'knownAddresses'>;

/**
 * Whether a render found nothing at `url`: SPEC's redirect of an unknown path to /, or a page
 * that says so with 404 (a product that does not exist).
 */
function foundNothing(url: string, result: PageResult | FilledPage): boolean {
  if ('html' in result) return result.status === 404;
  return sitePath(result.location) === '/' && sitePath(url) !== '/';
}

/**
 * An address that found nothing (core/domain/redirects.ts): 301 to where it moved, in one hop and
 * with its query; 410 when its product was purged; otherwise it is counted for the
 * 'Yönlendirmeler' screen (in memory, written every few seconds) and answered as before. Only an
 * address that is some redirect's `from` is looked up (the sources are known until the next
 * write), so made-up addresses cost no database round trip. Returns whether it answered (not the
 * reply: a reply is thenable, and awaiting it would wait for the body to be sent).
 */
async function redirected(
  request: FastifyRequest,
  reply: FastifyReply,
  result: PageResult | FilledPage,
  { store, cache, countMissed }: Pick<PageHandlerOptions, 'store' | 'cache' | 'countMissed'>,
): Promise<boolean> {
  const path = sitePath(request.url);
  if (path === null) return false;
  try {
    const known = await knownAddresses(cache, store);
    const redirect = known.redirectSources.has(path) ? await store.followRedirect(path) : null;
    if (redirect?.to) {
      const query = request.url.slice(request.url.split('?', 1)[0]?.length ?? 0);
      void reply.redirect(redirect.to + query, 301);
      return true;
    }
    if (redirect && 'html' in result) {
      void sendPage(reply, { ...result, status: 410 });
      return true;
    }
    if (!redirect && request.method === 'GET' && isCountedMiss(path)) countMissed(path);
  } catch (error) {
    request.log.error({ err: error }, 'redirect lookup failed');
  }
  return false;
}

const knownAddresses = (cache: PageCache, store: PageStore) =>
  cache.remember('known addresses', () => store.knownAddresses());

/** What the answers made without a render of their own need: `render` is the limited one. */
type Shortcut = Pick<PageHandlerOptions, 'cache' | 'store' | 'renderer'> & {
  render: (url: string) => Promise<PageResult>;
};

/**
 * A slug the page of a missing product can be made for by putting it in place of another's: one
 * that reads the same in a path, an attribute, a text and a JSON string.
 */
const PLAIN_SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/i;
/** The slug of the product page rendered once per generation for every missing product. */
const MISSING_PRODUCT_SLUG = 'yok-0-urun-0-bulunamadi';

/**
 * The slug of `url` when it is a product's address of a plain slug (no query), else null.
 */
function plainProductSlug(url: string): string | null {
  const match = /^\/product\/([^/?#]+)$/.exec(url);
  const slug = match?.[1];
  return slug && PLAIN_SLUG.test(slug) ? slug : null;
}

/**
 * The page of a product that does not exist, without a render (issue 50): the page of a made-up
 * slug is rendered once until the next write, and each missing product gets it with its own slug
 * in place (the same bytes a render would give, server/ssr/slug-template.ts). Null when `url` may
 * be a product's: its slug is not plain, or a product has it (a draft's too: the render decides),
 * or a redirect starts there.
 *
 * Sent as it is, never compressed: each one is a page of its own (nothing to keep a compressed
 * copy of), and brotli or gzip on 10 KB for each made-up slug would cost a flood more time than
 * the page itself takes to make, for bytes no visitor was looking for.
 */
async function missingProductPage(
  url: string,
  { cache, store, render }: Shortcut,
): Promise<FilledPage | null> {
  const slug = plainProductSlug(url);
  if (!slug) return null;
  const known = await knownAddresses(cache, store);
  if (known.productSlugs.has(slug) || known.redirectSources.has(url)) return null;
  const template = await cache.remember('missing product', async () => {
    const page = await render(productPath(MISSING_PRODUCT_SLUG));
    return 'html' in page && page.status === 404
      ? SlugTemplate.of(page, MISSING_PRODUCT_SLUG)
      : null;
  });
  return template?.fill(slug) ?? null;
}

/** A path of plain segments, with no query: how the router matches it is how it renders it. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;
/** The unknown path rendered once per generation for every unknown path. */
const UNKNOWN_PATH = '/yok-0-sayfa-0-bulunamadi';

/**
 * The redirect of an unknown path, without a render (issue 50): when the router finds only its
 * catch-all route at `url`, the redirect a render gave for a made-up path until the next write.
 * Null when `url` may be a page.
 */
async function unknownPathRedirect(
  url: string,
  { cache, renderer, render }: Shortcut,
): Promise<PageResult | null> {
  if (!PLAIN_PATH.test(url) || !(await renderer.isUnknownPath(url))) return null;
  const redirect = await cache.remember('unknown path', () => render(UNKNOWN_PATH));
  return 'location' in redirect && foundNothing(UNKNOWN_PATH, redirect) ? redirect : null;
}

interface PageHandlerOptions {
  renderer: PageRenderer;
  staticDir: string;
  cache: PageCache;
  store: PageStore;
  /** Renders that missed the cache, at most so many at once (server/ssr/render-limit.ts). */
  limit: RenderLimit;
  /** Counts an address that found nothing (server/services/missed-addresses.ts; never waits). */
  countMissed: (path: string) => void;
  /** Counts a visitor's view of a page found (server/services/visit-counting.ts; never waits). */
  countView?: (request: FastifyRequest) => void;
}

/**
 * The handler of every page request: the admin panel and /login get admin.html (rendered in
 * the browser); any other path is rendered by the server, or redirected when the site has no such
 * page (first to where it moved, when a redirect says so). A render that fails gets the shell
 * with status 500, so a visitor's browser still tries; one that finds every render slot and the
 * queue taken gets 503 with Retry-After. Each reply of a page found (200, or 304 when the browser
 * has it) is a view for `countView`, from the cache or not.
 */
export function createPageHandler(options: PageHandlerOptions) {
  const { renderer, staticDir, cache, limit, countView = () => undefined } = options;
  const render = (url: string) => limit.run(() => renderer.render(url));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (PANEL_PATH.test(request.url)) return sendPanel(reply, staticDir);
    if (hasPreviewToken(request.url)) return sendPreview(request, reply, render, staticDir);
    let result: Awaited<ReturnType<PageCache['page']>> | FilledPage;
    // Rendered, and kept, without the parameters no page reads (`?u=<random>` is the same page).
    const url = cacheKeyOf(request.url, PAGE_READS);
    try {
      const fresh = !cache.get(url);
      // A product's address first: telling it is a regular expression, and the router's match
      // that tells an unknown path (which a product's never is) is not needed then.
      result =
        (fresh && (await missingProductPage(url, { ...options, render }))) ||
        (fresh && (await unknownPathRedirect(url, { ...options, render }))) ||
        (await cache.page(url, () => render(url)));
    } catch (error) {
      return sendFailedRender(request, reply, staticDir, error);
    }
    // A 'Bilgi Al' link's topic and page, filled into the cached /contact for this reply only.
    const fill = contactFillOf(request.url);
    if (isCachedPage(result)) {
      const cached = result;
      const { status, scriptHashes } = cached.meta;
      // The stored bytes as text only for a reply that reads or changes them: a page sent as it
      // is goes out as its bytes (decoding 20 KB on every hit was a tenth of a cached reply's work).
      const page = () => ({ status, html: cached.body.toString('utf8'), scriptHashes });
      if (status !== 200 && (await redirected(request, reply, page(), options))) {
        return reply;
      }
      if (status === 200) countView(request);
      if (fill) {
        const { html } = page();
        return sendPage(reply, { status, scriptHashes, html: fillContactForm(html, fill) });
      }
      return cache.send(request, reply, cached);
    }
    if (foundNothing(request.url, result) && (await redirected(request, reply, result, options))) {
      return reply;
    }
    if ('location' in result) return reply.redirect(result.location, result.status);
    if (result.status === 200) countView(request);
    if (fill && typeof result.html === 'string') {
      return sendPage(reply, { ...result, html: fillContactForm(result.html, fill) });
    }
    return sendPage(reply, result);
  };
}
