import type {
  PageCreate,
  PageProductOrder,
  PageUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import { invalid, notFound } from '../http/errors.ts';
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

/** Every product id must name a product (400 with the unknown ones, as the mocks answer). */
async function checkProductIds({ store }: HandlerContext, ids: readonly string[] | undefined) {
  const unknown = await store.unknownProductIds((ids ?? []).map((id) => id.toLowerCase()));
  if (unknown.length > 0) {
    invalid({ productIds: unknown.map((id) => `'${id}' kimlikli ürün yok.`) });
  }
}

const lowerIds = (ids: readonly string[] | undefined) => ids?.map((id) => id.toLowerCase());

/** Editable pages ('Anasayfa', 'Hakkımızda') and their ordered products. */
export function pageHandlers(context: HandlerContext) {
  const { store } = context;
  /** A single page as the public pages read it: with its `images`. */
  const read = async (lookup: Lookup) =>
    ok(await withStoredImages(context, found(await store.findPage(lookup))));

  const listPages: Handler = async (request) => ok(await store.listPages(pagingOf(request)));

  const createPage: Handler = async (request, reply) => {
    const body = bodyOf<PageCreate>(request);
    await checkProductIds(context, body.productIds);
    const page = await store.createPage({ ...body, productIds: lowerIds(body.productIds) });
    return created(reply, ok(page, 'Sayfa oluşturuldu.'));
  };

  const updatePage: Handler = async (request) => {
    const body = bodyOf<PageUpdate>(request);
    await checkProductIds(context, body.productIds);
    const page = await store.updatePage(body.id.toLowerCase(), {
      ...body,
      productIds: lowerIds(body.productIds),
    });
    return ok(found(page), 'Sayfa güncellendi.');
  };

  const updatePageProductOrder: Handler = async (request) => {
    const body = bodyOf<PageProductOrder>(request);
    await checkProductIds(context, body.productIds);
    const page = await store.setPageProductOrder(
      body.pageId.toLowerCase(),
      lowerIds(body.productIds) ?? [],
    );
    return ok(found(page), 'Sıralama güncellendi.');
  };

  const getPageById: Handler = async (request) => read({ id: idParam(request) });

  const deletePage: Handler = async (request) => {
    if (!(await store.deletePage(idParam(request)))) notFound();
    return done('Sayfa silindi.');
  };

  const getPageByName: Handler = async (request) => read({ name: param(request, 'name') });

  const getPageBySlug: Handler = async (request) => read({ slug: param(request, 'slug') });

  const getPagesByType: Handler = async (request) => {
    const type = Number(param(request, 'type'));
    return ok(await store.listPages(pagingOf(request), type));
  };

  return {
    listPages,
    createPage,
    updatePage,
    updatePageProductOrder,
    getPageById,
    deletePage,
    getPageByName,
    getPageBySlug,
    getPagesByType,
  };
}
