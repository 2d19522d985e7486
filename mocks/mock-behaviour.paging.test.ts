import { describe, expect, it } from 'vitest';
import { listDocuments } from '../src/api/generated/backend/endpoints/document/document';
import { listPages } from '../src/api/generated/backend/endpoints/page/page';
import { listProducts } from '../src/api/generated/backend/endpoints/product/product';
import { MESSAGES } from '../core/domain/messages';
import {
  signIn,
  failure,
  names,
  SEED_PRODUCT_COUNT,
  SEED_DOCUMENT_COUNT,
} from '../tests/helpers/mock-behaviour';

describe('paging', () => {
  it('defaults to PageIndex 0 and PageSize 10, with totalCount and totalPages', async () => {
    const { data } = await listProducts();
    expect(data).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
    expect(data.items).toHaveLength(10);
    expect(data.items[0]?.name).toBe('Poliüretan Enjeksiyon');
  });

  it('is zero-based: PageIndex 1 is the second page', async () => {
    const { data } = await listProducts({ PageIndex: 1 });
    expect(data).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
    expect(names(data.items)).toEqual(['Derz Yalıtımı']);
  });

  it('cuts pages of any size and returns an empty page past the end', async () => {
    const third = (await listProducts({ PageIndex: 2, PageSize: 4 })).data;
    expect(third).toMatchObject({
      pageIndex: 2,
      pageSize: 4,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 3,
    });
    expect(names(third.items)).toEqual([
      'Karbon Lif ile Güçlendirme',
      'Zemin Enjeksiyonu',
      'Derz Yalıtımı',
    ]);

    const floor = (await listProducts({ PageIndex: 0, PageSize: 1 })).data;
    expect(floor).toMatchObject({ pageSize: 1, totalPages: SEED_PRODUCT_COUNT });
    expect(names(floor.items)).toEqual(['Poliüretan Enjeksiyon']);

    const past = (await listProducts({ PageIndex: 5, PageSize: 10 })).data;
    expect(past).toMatchObject({
      items: [],
      pageIndex: 5,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
  });

  it('pages documents and pages the same way', async () => {
    await signIn();
    const documents = (await listDocuments()).data;
    expect(documents).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      totalCount: SEED_DOCUMENT_COUNT,
      totalPages: 2,
    });
    expect(documents.items[0]?.name).toBe('Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    const last = (await listDocuments({ PageIndex: 1, PageSize: 10 })).data;
    expect(last.items).toHaveLength(9);
    expect((await listPages({ PageSize: 1 })).data).toMatchObject({ totalCount: 2, totalPages: 2 });
  });

  it.each([
    ['PageIndex', { PageIndex: -1 }],
    ['PageIndex', { PageIndex: 1.5 }],
    ['PageSize', { PageSize: 0 }],
    ['PageSize', { PageSize: 101 }],
    ['PageSize', { PageSize: 'on' as unknown as number }],
  ])('refuses an invalid %s (%o) with a 400 naming it', async (parameter, params) => {
    const error = await failure(listProducts(params));
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.validation);
    expect(Object.keys(error.errors ?? {})).toEqual([parameter]);
    expect(error.errors?.[parameter]?.[0]).toContain(parameter);
  });

  it('names both parameters when both are invalid', async () => {
    await signIn();
    const error = await failure(listDocuments({ PageIndex: -2, PageSize: -3 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['PageIndex', 'PageSize']);
  });
});
