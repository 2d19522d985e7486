import type { Product } from '../../api/generated/backend/model';
import { matchesSearch } from '../../lib/text-search';

/** docs/SPEC.md sections 5 and 9: the home page shows at most 4 featured products. */
export const MAX_FEATURED = 4;
export const MAX_FEATURED_MESSAGE = 'Ana sayfada maksimum 4 ürün gösterilebilir.';

/** docs/SPEC.md section 8, home editor. */
export const MESSAGES = {
  saved: 'Değişiklikler başarıyla kaydedildi!',
  saveFailed: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  orderSaved: 'Sıralama güncellendi!',
  orderFailed: 'Sıralama kaydedilemedi!',
  bannerFailed: 'Banner kaydetme sırasında bir hata oluştu.',
  noTitle: 'Başlık eklenmedi',
  noSubtitle: 'Alt başlık eklenmedi',
  allSelected: 'Tüm ürünler zaten seçildi.',
} as const;

type AddResult =
  { ok: true; ids: string[] } | { ok: false; reason: 'full' | 'duplicate'; ids: readonly string[] };

export const canAddMore = (ids: readonly string[]) => ids.length < MAX_FEATURED;

/** Adds a product at the end of the featured list, refusing a fifth one and a repeat. */
export function addFeatured(ids: readonly string[], id: string): AddResult {
  if (ids.includes(id)) return { ok: false, reason: 'duplicate', ids };
  if (!canAddMore(ids)) return { ok: false, reason: 'full', ids };
  return { ok: true, ids: [...ids, id] };
}

export const removeFeatured = (ids: readonly string[], id: string) =>
  ids.filter((candidate) => candidate !== id);

/** Moves `activeId` to the place of `overId` (what a drop on another item means). */
export function moveProduct(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The products the picker offers: the admin list without those already featured, matching the
 * search (Turkish case rules) by name or slug.
 */
export function pickableProducts(
  products: readonly Product[],
  featuredIds: readonly string[],
  query = '',
): Product[] {
  return products.filter(
    (product) =>
      !featuredIds.includes(product.id) && matchesSearch(query, product.name, product.slug),
  );
}

/**
 * Replaces the first entry of a text list (the banner title is titles[0]) and keeps the rest.
 * A blank value with nothing after it leaves the list empty, so the editor reads 'Başlık eklenmedi'.
 */
export function withFirstText(list: readonly string[], value: string): string[] {
  const text = value.trim();
  const rest = list.slice(1);
  if (text === '' && rest.length === 0) return [];
  return [text, ...rest];
}
