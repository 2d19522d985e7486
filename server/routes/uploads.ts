import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { VARIANT_CONTENT_TYPES, formatOfExtension } from '../../core/lib/image-variants.ts';
import { isPublicDocument } from '../../core/domain/publishing.ts';
import { bearerToken } from '../plugins/auth.ts';
import { FILE_NOT_FOUND_MESSAGE } from '../plugins/static.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import { sendStored } from '../services/serve-stored.ts';
import type { Storage } from '../storage/storage.ts';
import type { Store } from '../store/types.ts';

/** What an SVG may do when opened on its own: draw itself, nothing else (no script, no fetches). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
/** Other uploads are never documents of this site: no script, no frames, no plugins. */
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

function decodePath(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  try {
    // Routing ignores case; the stored paths all start with the lower-case prefix.
    return decodeURIComponent(pathname).replace(/^\/uploads\//i, '/uploads/');
  } catch {
    return null;
  }
}

function sendNotFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(FILE_NOT_FOUND_MESSAGE);
}

interface UploadsRouteOptions {
  store: Store;
  storage: Storage;
}

/**
 * GET /uploads/*: the file whose recorded `path` is exactly the URL's, read from storage under its
 * disk name (an id and an extension, never anything from the URL), with its stored content type,
 * ETag, Last-Modified and byte ranges (server/services/serve-stored.ts). A path that is not
 * recorded is 404: traversal has nothing to resolve. After the security headers, which it
 * overrides: an upload is never a document of this site.
 */
export default fp<UploadsRouteOptions>(
  async (app, { store, storage }) => {
    registerFileRoute(app, store, storage);
    registerVariantsRoute(app, store, storage);
  },
  {
    name: 'uploads-routes',
    dependencies: ['auth', 'static', 'security', 'compression', 'error-handler'],
    encapsulate: true,
  },
);

function registerFileRoute(app: FastifyInstance, store: Store, storage: Storage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const publicPath = decodePath(request.url);
      const file = publicPath ? await store.getFileByPath(publicPath) : null;
      if (!file?.diskName) return sendNotFound(reply);
      // A file only documents visitors do not see use (inactive, draft) is the panel's only.
      const users = await store.documentsUsingFile(file);
      const withheld = users.length > 0 && !users.some(isPublicDocument);
      if (withheld && !(await app.tokens.verify(bearerToken(request)))) {
        return sendNotFound(reply);
      }
      const isSvg = file.contentType.startsWith('image/svg+xml');
      const isPdf = file.contentType.startsWith('application/pdf');
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin');
      // A PDF is shown by the browser's own viewer, which a policy would break.
      if (isSvg) reply.header('content-security-policy', SVG_POLICY);
      else if (isPdf) reply.removeHeader('content-security-policy');
      else reply.header('content-security-policy', FILE_POLICY);
      if (!(await sendStored(request, reply, storage, file.diskName))) return sendNotFound(reply);
      return reply;
    },
  });
}

const VARIANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANT_FILE = /^\d+\.(avif|webp|jpg|png)$/;

/**
 * GET /uploads/_v/:id/:file: a variant of a stored image (server/images/), straight from storage
 * (`_v/<id>/<width>.<extension>`): both names are checked against strict patterns first, then
 * that the image's record exists (a trashed image has none); a variant never changes once made
 * (immutable caching; purging the image removes them all).
 */
function registerVariantsRoute(app: FastifyInstance, store: Store, storage: Storage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/_v/:id/:file',
    handler: async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const format = VARIANT_FILE.exec(file) && formatOfExtension(path.extname(file).slice(1));
      if (!VARIANT_ID.test(id) || !format) return sendNotFound(reply);
      // A trashed image's are kept for a restore, but not served meanwhile (ADR 0037).
      if (!(await store.getFile(id))) return sendNotFound(reply);
      reply
        .header('content-type', VARIANT_CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', FILE_POLICY);
      const key = `${variantsPrefixFor(id)}${file}`;
      if (!(await sendStored(request, reply, storage, key))) return sendNotFound(reply);
      return reply;
    },
  });
}
