import { queryOptions } from '@tanstack/react-query';
import {
  getGetPageByNameQueryKey,
  getPageByName,
} from '../../api/generated/backend/endpoints/page/page';
import { listProducts } from '../../api/generated/backend/endpoints/product/product';
import type { Page, Product } from '../../api/generated/backend/model';
import { isApiError } from '../../api/api-error';
import { CATALOGUE_PAGE_NAME, readEveryItem } from '../../../core/lib/catalogue';

/** What the catalogue's screen edits: the page 'Ürünler' (null until first saved), the products. */
export interface CatalogueData {
  page: Page | null;
  /** Every published product, in creation order: only they can be in the catalogue. */
  products: Product[];
}

/** The contract's largest page of products. */
const READ_SIZE = 100;

async function readCatalogueData(signal: AbortSignal): Promise<CatalogueData> {
  const [page, products] = await Promise.all([
    getPageByName(CATALOGUE_PAGE_NAME, { Drafts: true }, { withToken: true }, signal).then(
      (reply) => reply.data,
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      },
    ),
    readEveryItem(
      async (pageIndex) =>
        (await listProducts({ PageIndex: pageIndex, PageSize: READ_SIZE }, undefined, signal)).data,
    ),
  ]);
  return { page, products };
}

/** The catalogue screen's read; its key starts with the page's public reads', which a save clears. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: [...getGetPageByNameQueryKey(CATALOGUE_PAGE_NAME), 'admin-catalogue'],
    queryFn: ({ signal }) => readCatalogueData(signal),
  });

/** The start of every read of the page 'Ürünler': the panel's and the public ones. */
export const cataloguePageQueryKey = () => getGetPageByNameQueryKey(CATALOGUE_PAGE_NAME);
