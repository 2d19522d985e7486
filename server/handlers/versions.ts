import type { FastifyRequest } from 'fastify';
import type { ServicePageKey } from '../../core/domain/types.ts';
import {
  transactionalVersionedWrites,
  versionOfReply,
  type VersionedWrites,
} from '../../core/domain/versioned-writes.ts';
import { actorOf, bodyOf, type Handler, type HandlerContext } from './common.ts';

/** The version a write was made from (`If-Match`), if it says. */
const ifMatchOf = (request: FastifyRequest) => request.headers['if-match'];

/**
 * The backend's saves of the records the panel edits, with their `If-Match`. Each body's type is
 * the write's own (core/domain/versioned-writes.ts), which `bodyOf` takes from it.
 */
export function versionedBackendHandlers(writes: VersionedWrites): Record<string, Handler> {
  return {
    updateProduct: async (request) =>
      writes.updateProduct(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updatePage: async (request) =>
      writes.updatePage(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updateDocument: async (request) =>
      writes.updateDocument(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updateFile: async (request) =>
      writes.updateFile(bodyOf(request), actorOf(request), ifMatchOf(request)),
  };
}

/** The content service's saves, with their `If-Match`. */
export function versionedContentHandlers(writes: VersionedWrites): Record<string, Handler> {
  const servicePage =
    (key: ServicePageKey): Handler =>
    async (request) =>
      writes.updateServicePage(key, bodyOf(request), actorOf(request), ifMatchOf(request));
  return {
    updateContactContent: async (request) =>
      writes.updateContact(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updatePoliuretanEnjeksiyon: servicePage('poliuretan-enjeksiyon'),
    updateKimyasalAnkraj: servicePage('kimyasal-ankraj'),
    updateHalatliTelBetonKesme: servicePage('halatli-tel-beton-kesme'),
    updateAsilnunx: async (request) =>
      writes.updateAsilnunx(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updatePrivacyNotice: async (request) =>
      writes.updatePrivacyNotice(bodyOf(request), actorOf(request), ifMatchOf(request)),
    updateMenus: async (request) =>
      writes.updateMenus(bodyOf(request), actorOf(request), ifMatchOf(request)),
  };
}

export const versionedWritesOf = (context: HandlerContext) =>
  transactionalVersionedWrites(context.store);

/**
 * Each handler of an operation whose reply is a record the panel edits sends the record's version
 * as `ETag` (core/domain/versioned-writes.ts). A visitor's cached read keeps the cache's own tag.
 */
export function withVersionTags(handlers: Record<string, Handler>): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      (async (request, reply) => {
        const result = await handler(request, reply);
        const version = await versionOfReply(operationId, result);
        if (version) reply.header('etag', version);
        return result;
      }) satisfies Handler,
    ]),
  );
}
