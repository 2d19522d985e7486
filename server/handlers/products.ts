import type { ProductCreate, ProductUpdate } from '../../src/api/generated/backend/model/index.ts';
import { notFound } from '../http/errors.ts';
import type { Lookup } from '../store/types.ts';
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
  withStoredImages,
} from './common.ts';

/** The product and service catalogue; reads are public (and cached, see server/http/cache.ts). */
export function productHandlers(context: HandlerContext) {
  const { store } = context;
  /** A single product as the public pages read it: with its `images`. */
  const read = async (lookup: Lookup) =>
    ok(await withStoredImages(context, found(await store.findProduct(lookup))));

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

  const getProductById: Handler = async (request) => read({ id: idParam(request) });

  const deleteProduct: Handler = async (request) => {
    if (!(await store.deleteProduct(idParam(request)))) notFound();
    return done('Ürün silindi.');
  };

  const getProductByName: Handler = async (request) => read({ name: param(request, 'name') });

  const getProductBySlug: Handler = async (request) => read({ slug: param(request, 'slug') });

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
