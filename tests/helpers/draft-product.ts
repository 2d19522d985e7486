import { db } from '../../mocks/node';

/** The id of the draft product `addDraftProduct` adds (issue 21 section 3's preview links). */
export const DRAFT_PRODUCT_ID = '5b0c8f1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';

/**
 * A draft copy of the first seeded product, newest in the grid: what the panel makes a preview
 * link of and what a visitor opens through it (both sides' tests).
 */
export function addDraftProduct() {
  const [first] = db.state.products;
  if (!first) throw new Error('the seed has no products');
  db.state.products.push({
    ...structuredClone(first),
    id: DRAFT_PRODUCT_ID,
    name: 'Gizli Enjeksiyon',
    slug: 'gizli-enjeksiyon',
    titles: ['Gizli Enjeksiyon', 'Yakında'],
    status: 'draft',
  });
}
