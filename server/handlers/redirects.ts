import type { RedirectCreate } from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { actorOf, bodyOf, created, param, type Handler } from './common.ts';

/** Redirects of old addresses (core/domain/redirects.ts): every operation needs a token. */
export function redirectHandlers(operations: BackendOperations) {
  const listRedirects: Handler = async () => operations.listRedirects();
  const createRedirect: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createRedirect(bodyOf<RedirectCreate>(request), actorOf(request)),
    );
  const deleteRedirect: Handler = async (request) =>
    operations.deleteRedirect(param(request, 'id'), actorOf(request));
  return { listRedirects, createRedirect, deleteRedirect };
}
