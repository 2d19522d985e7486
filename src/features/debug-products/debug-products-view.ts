import { listProducts } from '../../api/generated/backend-functions/endpoints/product/product';
import type { ProductPageResponse } from '../../api/generated/backend/model';
import { readRouteData } from '../../lib/route-data';
import { presentTexts } from '../../lib/text';
import { productPath, slugify } from '../../../core/lib/slug';

/** The debug listing reads up to 100 products, the contract's largest page. */
const DEBUG_PRODUCT_PAGE_SIZE = 100;

/** One product's row: its id, name, backend slug, the slug made from its name, its URL, titles. */
export interface DebugProductRow {
  id: string;
  name: string;
  /** The backend's slug, trimmed; '' when it has none. */
  backendSlug: string;
  generatedSlug: string;
  path: string;
  titles: string[];
}

/** /debug/products as it is drawn (issue 24): the rows, and how many products there are in all. */
export interface DebugProductsView {
  rows: DebugProductRow[];
  total: number;
}

function debugProductsView(page: ProductPageResponse['data']): DebugProductsView {
  return {
    rows: page.items.map((product) => ({
      id: product.id,
      name: product.name,
      backendSlug: product.slug.trim(),
      generatedSlug: slugify(product.name),
      path: productPath(product),
      titles: presentTexts(product.titles),
    })),
    total: page.totalCount,
  };
}

/** The first page of products (GET /api/Product, up to 100). */
export async function readDebugProductsView(): Promise<DebugProductsView> {
  const reply = await readRouteData(() => listProducts({ PageSize: DEBUG_PRODUCT_PAGE_SIZE }));
  return debugProductsView(reply.data);
}
