import { notFound } from '@tanstack/react-router';
import { getPageByName } from '../../api/generated/backend-functions/endpoints/page/page';
import { listProducts } from '../../api/generated/backend-functions/endpoints/product/product';
import type { Page, Product } from '../../api/generated/backend/model';
import { isApiError } from '../../api/api-error';
import { readRouteData } from '../../lib/route-data';
import type { ImageFacts } from '../../../core/lib/image-variants';
import {
  CATALOGUE_PAGE_NAME,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SEO_FALLBACK,
  catalogueOrder,
  cataloguePage,
  cataloguePageCount,
  readEveryItem,
} from '../../../core/lib/catalogue';
import { deriveSeo, type DerivedSeo } from '../../../core/lib/seo-fields';
import { productPath } from '../../../core/lib/slug';

/** The contract's largest page: the catalogue reads every published product, a hundred at a time. */
const READ_SIZE = 100;

/** What a catalogue card shows of a product. */
interface CatalogueCard {
  id: string;
  name: string;
  subtitle: string | null;
  path: string;
  /** The image and its fallbacks, in the order the card tries them. */
  sources: (string | null)[];
}

/**
 * One page of the catalogue as it is drawn (issue 49): its cards, where it is among the pages,
 * the facts of the stored images it shows and the head's fields. The server writes it into the
 * HTML for hydration, so it carries nothing the page does not read.
 */
export interface CatalogueView {
  page: number;
  pageCount: number;
  /** The place of the page's first card in the whole catalogue, counted from 1. */
  first: number;
  cards: CatalogueCard[];
  images: ImageFacts[];
  /** The head's fields: the 'Ürünler' page's own, else the catalogue's words. */
  seo: DerivedSeo;
}

type Listed = Pick<
  Product,
  'id' | 'name' | 'titles' | 'subtitles' | 'slug' | 'homePageSubtitle' | 'image' | 'mainImageUrl'
> & { productMainImage?: { path: string } | null };

const cardOf = (product: Listed): CatalogueCard => ({
  id: product.id,
  name: product.name.trim() || product.titles[0]?.trim() || 'Ürün',
  subtitle: product.homePageSubtitle?.trim() || product.subtitles[0]?.trim() || null,
  path: productPath(product),
  sources: [product.productMainImage?.path ?? null, product.mainImageUrl, product.image],
});

/** The page named 'Ürünler' (its order and fields), or null when the owners have set none yet. */
async function readCataloguePage(): Promise<Page | null> {
  try {
    return (await readRouteData(() => getPageByName(CATALOGUE_PAGE_NAME))).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Every published product (the public list), in creation order. */
const readPublishedProducts = (): Promise<Product[]> =>
  readEveryItem(
    async (pageIndex) =>
      (await readRouteData(() => listProducts({ PageIndex: pageIndex, PageSize: READ_SIZE }))).data,
  );

/**
 * Catalogue page `page` (counted from 1): every published product in the owners' order
 * (core/lib/catalogue.ts). A page past the last one is the route's not-found view.
 */
export async function readCatalogueView(page: number): Promise<CatalogueView> {
  const [record, products] = await Promise.all([readCataloguePage(), readPublishedProducts()]);
  const ordered = catalogueOrder(record?.productIds ?? [], products);
  const pageCount = cataloguePageCount(ordered.length);
  if (page > pageCount) throw notFound();
  const cards = cataloguePage(ordered, page).map(cardOf);
  const shown = new Set(cards.flatMap((card) => card.sources));
  return {
    page,
    pageCount,
    first: (page - 1) * CATALOGUE_PAGE_SIZE + 1,
    cards,
    images: (record?.images ?? []).filter((image) => shown.has(image.path)),
    seo: deriveSeo(record ?? {}, CATALOGUE_SEO_FALLBACK),
  };
}
