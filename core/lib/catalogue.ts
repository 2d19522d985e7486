/**
 * The product catalogue at '/urunler' (issue 49): every published product, in the order the
 * owners set, 24 a page. The order and the search and share fields are those of the backend's
 * page named 'Ürünler' (ADR 0066); the mocks, the server, the public page and the panel read them
 * from here.
 */
export const CATALOGUE_PAGE_NAME = 'Ürünler';
export const CATALOGUE_PAGE_SLUG = 'urunler';
export const CATALOGUE_PATH = '/urunler';
/** Products on one page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 24;
/** The query parameter of a page after the first: '/urunler?sayfa=2'. */
export const CATALOGUE_PAGE_PARAM = 'sayfa';

/**
 * The catalogue's order: the products the owners placed, in their order, then every other one in
 * the order it is listed (creation order), so that a newly published product shows at the end.
 * `placed` ids that are not in `products` (no longer published) are left out.
 */
export function catalogueOrder<T extends { id: string }>(
  placed: readonly string[],
  products: readonly T[],
): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const first = [...new Set(placed)].flatMap((id) => byId.get(id) ?? []);
  const taken = new Set(first.map((product) => product.id));
  return [...first, ...products.filter((product) => !taken.has(product.id))];
}

/** How many pages `count` products fill (at least one: an empty catalogue is one page). */
export const cataloguePageCount = (count: number) =>
  Math.max(1, Math.ceil(count / CATALOGUE_PAGE_SIZE));

/** The address of catalogue page `page` (counted from 1): the first has no query. */
export const cataloguePagePath = (page: number) =>
  page <= 1 ? CATALOGUE_PATH : `${CATALOGUE_PATH}?${CATALOGUE_PAGE_PARAM}=${page}`;

/** Catalogue page `page`'s products (counted from 1). */
export const cataloguePage = <T>(ordered: readonly T[], page: number): T[] =>
  ordered.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);

/** The catalogue's heading, and its title in search results unless the owners set another. */
export const CATALOGUE_TITLE = 'Ürünler';
/** Its description in search results unless the owners set another. */
export const CATALOGUE_DESCRIPTION =
  'Asil Yapı Kimyasalları ürünleri: poliüretan enjeksiyon reçineleri, kimyasal ankraj, beton kesme ve su yalıtımı için ürün ve uygulamalar.';

/** What stands in for the 'Ürünler' page's blank search and share fields (core/lib/seo-fields.ts). */
export const CATALOGUE_SEO_FALLBACK = {
  title: CATALOGUE_TITLE,
  texts: [CATALOGUE_DESCRIPTION],
  images: [],
} as const;

/** Every item of a paged list, read a page at a time from PageIndex 0 until the last page. */
export async function readEveryItem<T>(
  readPage: (pageIndex: number) => Promise<{ items: readonly T[]; totalPages: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await readPage(pageIndex);
    items.push(...page.items);
    if (pageIndex + 1 >= page.totalPages) return items;
  }
}
