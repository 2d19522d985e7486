import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../core/domain/messages.ts';
import { methodNotAllowed } from '../../core/domain/methods.ts';
import { errorBody } from '../../core/domain/replies.ts';
import { PANEL_PATH } from '../../core/lib/panel-path.ts';
import { allowPageScripts, inlineScriptHashes } from '../ssr/script-policy.ts';
import { styleFor } from './error-handler.ts';

const API_PATH = /^\/(?:api|content)(?:[/?#]|$)/i;
const UPLOADS_PATH = /^\/uploads(?:[/?#]|$)/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const FILE_NOT_FOUND_MESSAGE = MESSAGES.fileNotFound;

interface StaticOptions {
  /** The built app (`vite build` into STATIC_DIR); null: API only. */
  staticDir: string | null;
  /** The server's page renderer (server/ssr/), when there is a server entry. */
  pages: PageHandler | null;
}

/**
 * The built app: hashed /assets/* cached for a year, everything else revalidated; and every
 * unknown path (see registerFallbacks). Also gives every reply `sendFile` (used for /uploads) even
 * without an app. After the security headers, the compression and the error handler, which the
 * app's files and the fallbacks' replies get.
 */
export default fp<StaticOptions>(
  async (app, { staticDir, pages }) => {
    const serve = staticDir !== null && existsSync(path.join(staticDir, 'index.html'));
    // The app's shell has one inline script, the landing capture (ADR 0063): allowed by its hash.
    const shellHashes = serve
      ? inlineScriptHashes(readFileSync(path.join(staticDir, 'index.html'), 'utf8'))
      : [];
    await app.register(fastifyStatic, {
      ...(serve ? { root: staticDir, wildcard: false } : { serve: false }),
      prefix: '/',
      cacheControl: false,
      index: false,
      dotfiles: 'deny',
      // Source maps are for the team's own debugging (the build writes them hidden), never public.
      allowedPath: (pathname: string) => !pathname.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        if (!serve) return;
        const relative = path.relative(staticDir, filePath);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return; // an upload
        if (relative === 'index.html') allowPageScripts(reply, shellHashes);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
    registerFallbacks(app, serve ? staticDir : null, serve ? pages : null);
  },
  { name: 'static', dependencies: ['security', 'compression', 'error-handler'] },
);

/** Answers a request for a page of the site (server/ssr/): rendered HTML, or a redirect. */
type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A GET of a path without a file extension: a page, whatever the client accepts. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

export function sendApp(reply: FastifyReply, staticDir: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .sendFile('index.html', staticDir, { cacheControl: false });
}

/** The panel's page (admin.html), for any address under /admin and for /login. */
export function sendPanel(reply: FastifyReply, staticDir: string) {
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .sendFile('admin.html', staticDir, { cacheControl: false });
}

/**
 * Unknown paths: under /api and /content the service's 404 JSON (405 with `Allow` for a path of
 * the contracts with another method, ADR 0045); under /uploads a plain 404;
 * elsewhere a page of the site: rendered by the server when it can (`pages`: any GET of a path
 * without a file extension, or of any path a browser asks for as a page), else the app's
 * index.html for browsers; 404 for anything else.
 */
function registerFallbacks(
  app: FastifyInstance,
  staticDir: string | null,
  pages: PageHandler | null,
) {
  if (staticDir) {
    app.get('/', (request, reply) => (pages ? pages(request, reply) : sendApp(reply, staticDir)));
  }
  app.setNotFoundHandler((request, reply) => {
    if (API_PATH.test(request.url)) {
      // A path of the contracts with a method it does not list: 405 naming the ones it does.
      const refused = methodNotAllowed(request.method, request.url.split(/[?#]/)[0] ?? '');
      if (refused) {
        return reply
          .code(405)
          .header('allow', refused.allow)
          .type('application/json; charset=utf-8')
          .send(errorBody(refused.style, MESSAGES.methodNotAllowed));
      }
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(errorBody(styleFor(request.url), MESSAGES.noRoute));
    }
    if (UPLOADS_PATH.test(request.url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(FILE_NOT_FOUND_MESSAGE);
    }
    // An old site's address (`/urunler.html`) a browser asks for is a page too: it may have a
    // redirect (server/ssr/pages.ts), and otherwise goes to / like any unknown page.
    if (pages && (isPageRequest(request) || wantsHtml(request))) return pages(request, reply);
    if (staticDir && wantsHtml(request))
      return PANEL_PATH.test(request.url) ? sendPanel(reply, staticDir) : sendApp(reply, staticDir);
    return reply.code(404).type('text/plain; charset=utf-8').send('Sayfa bulunamadı.');
  });
}
