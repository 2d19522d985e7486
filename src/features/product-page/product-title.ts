import type { Product } from '../../api/generated/backend/model';
import { presentTexts } from '../../lib/text';

/** The product's display title: its first title, else its name (docs/SPEC.md section 2). */
export const productTitle = (product: Pick<Product, 'titles' | 'name'>) =>
  presentTexts(product.titles)[0] ?? (product.name.trim() || 'Ürün');
