import type { HttpHandler } from 'msw';
import {
  getCreateProductMockHandler,
  getDeleteProductMockHandler,
  getDiscardProductDraftMockHandler,
  getGetProductByIdMockHandler,
  getGetProductByNameMockHandler,
  getGetProductBySlugMockHandler,
  getListProductsMockHandler,
  getUpdateProductMockHandler,
} from '../../src/api/generated/backend/endpoints/product/product.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { ProductCreate, ProductUpdate } from '../../src/api/generated/backend/model';
import { actorOf } from '../auth';
import { ifMatchOf, queryValues, readPaging, readPublishing, validate } from '../http';
import { bodyOf, guarded, idParam, param, type MockHandlerContext } from './common';

/** `Drafts=true` (a boolean, as the schema says) is the panel's: 401 without a valid token. */
const withDrafts = (request: Request) =>
  readPublishing(request, schemas.ListProductsQueryParams.pick({ Drafts: true })).drafts;

/** getProductBySlug's `Preview`: a preview link's token (core/domain/previews.ts). */
const previewToken = (request: Request) =>
  readPublishing(request, schemas.GetProductBySlugQueryParams).preview;

/** The product and service catalogue (core/domain/backend.ts); a due schedule is published first. */
export function productHandlers({
  operations,
  writes,
  publishDue,
}: MockHandlerContext): HttpHandler[] {
  return [
    getListProductsMockHandler(
      guarded('listProducts', async ({ request }) => {
        await publishDue();
        const { Order } = validate<{ Order: 'created' | 'newest' }>(
          schemas.ListProductsQueryParams.pick({ Order: true }),
          queryValues(request, ['Order']),
        );
        return operations.listProducts(readPaging(request.url), Order, withDrafts(request));
      }),
    ),
    getCreateProductMockHandler(
      guarded('createProduct', async ({ request }) =>
        operations.createProduct(
          await bodyOf<ProductCreate>(schemas.CreateProductBody, request),
          actorOf(request),
        ),
      ),
    ),
    getUpdateProductMockHandler(
      guarded('updateProduct', async ({ request }) =>
        writes.updateProduct(
          await bodyOf<ProductUpdate>(schemas.UpdateProductBody, request),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetProductByIdMockHandler(
      guarded('getProductById', ({ params, request }) =>
        publishDue().then(() => operations.getProductById(idParam(params), withDrafts(request))),
      ),
    ),
    getDiscardProductDraftMockHandler(
      guarded('discardProductDraft', ({ params, request }) =>
        operations.discardProductDraft(idParam(params), actorOf(request)),
      ),
    ),
    getDeleteProductMockHandler(
      guarded('deleteProduct', ({ params, request }) =>
        operations.deleteProduct(idParam(params), actorOf(request)),
      ),
    ),
    getGetProductByNameMockHandler(
      guarded('getProductByName', ({ params }) =>
        publishDue().then(() => operations.getProductByName(param(params, 'name'))),
      ),
    ),
    getGetProductBySlugMockHandler(
      guarded('getProductBySlug', ({ params, request }) =>
        publishDue().then(() =>
          operations.getProductBySlug(param(params, 'slug'), previewToken(request)),
        ),
      ),
    ),
  ];
}
