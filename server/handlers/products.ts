import type { ProductCreate, ProductUpdate } from '../../src/api/generated/backend/model/index.ts';
import { notFound } from '../http/errors.ts';
import {
  bodyOf,
  created,
  done,
  found,
  idParam,
  ok,
  pagingOf,
  param,
  type Handler,
  type HandlerContext,
} from './common.ts';

/** The product and service catalogue; reads are public (and cached, see server/http/cache.ts). */
export function productHandlers({ store }: HandlerContext) {
  const listProducts: Handler = async (request) => ok(await store.listProducts(pagingOf(request)));

  const createProduct: Handler = async (request, reply) =>
    created(
      reply,
      ok(await store.createProduct(bodyOf<ProductCreate>(request)), 'Ürün oluşturuldu.'),
    );

  const updateProduct: Handler = async (request) => {
    const body = bodyOf<ProductUpdate>(request);
    return ok(found(await store.updateProduct(body.id.toLowerCase(), body)), 'Ürün güncellendi.');
  };

  const getProductById: Handler = async (request) =>
    ok(found(await store.findProduct({ id: idParam(request) })));

  const deleteProduct: Handler = async (request) => {
    if (!(await store.deleteProduct(idParam(request)))) notFound();
    return done('Ürün silindi.');
  };

  const getProductByName: Handler = async (request) =>
    ok(found(await store.findProduct({ name: param(request, 'name') })));

  const getProductBySlug: Handler = async (request) =>
    ok(found(await store.findProduct({ slug: param(request, 'slug') })));

  return {
    listProducts,
    createProduct,
    updateProduct,
    getProductById,
    deleteProduct,
    getProductByName,
    getProductBySlug,
  };
}
