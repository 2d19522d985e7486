import type { ProductCreate } from '../../src/api/generated/backend/model/index.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { actorOf, bodyOf, created, pagingOf, param, publishingOf, type Handler } from './common.ts';

/** The product and service catalogue (core/domain/backend.ts); reads are public and cached. */
export function productHandlers(operations: BackendOperations) {
  /** `Drafts=true` is the panel's: it needs a valid token (401 without one). */
  const withDrafts = async (request: FastifyRequest, reply: FastifyReply) =>
    (await publishingOf(request, reply)).drafts;
  const listProducts: Handler = async (request, reply) =>
    operations.listProducts(
      pagingOf(request),
      (request.query as { Order?: 'created' | 'newest' }).Order,
      await withDrafts(request, reply),
    );
  const createProduct: Handler = async (request, reply) =>
    created(
      reply,
      await operations.createProduct(bodyOf<ProductCreate>(request), actorOf(request)),
    );
  const getProductById: Handler = async (request, reply) =>
    operations.getProductById(param(request, 'id'), await withDrafts(request, reply));
  const discardProductDraft: Handler = async (request) =>
    operations.discardProductDraft(param(request, 'id'), actorOf(request));
  const deleteProduct: Handler = async (request) =>
    operations.deleteProduct(param(request, 'id'), actorOf(request));
  const getProductByName: Handler = async (request) =>
    operations.getProductByName(param(request, 'name'));
  /** With a preview link's token: the draft it shows, never to be kept by anyone's cache. */
  const getProductBySlug: Handler = async (request, reply) => {
    const { Preview } = request.query as { Preview?: string };
    if (Preview !== undefined) reply.header('cache-control', 'no-store');
    return operations.getProductBySlug(param(request, 'slug'), Preview);
  };

  return {
    listProducts,
    createProduct,
    getProductById,
    deleteProduct,
    discardProductDraft,
    getProductByName,
    getProductBySlug,
  };
}
