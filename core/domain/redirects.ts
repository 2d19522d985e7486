import type { Redirect } from '../../src/api/generated/backend/model/index.ts';

/**
 * Addresses that keep working (issue 21 section 5), once for the mocks and the server: a renamed
 * product's old address answers 301 to its new one in one hop, a purged product's answers 410,
 * and an administrator redirects an address that found nothing to any page or product. The
 * stores only persist; the server's page handler follows the redirects (server/ssr/pages.ts).
 */

/** A product's public address. */
export const productPath = (slug: string) => `/product/${slug}`;

/** The site's pages a redirect may point to, besides the products (src/routes/_public). */
export const SITE_PAGES: readonly { path: string; name: string }[] = [
  { path: '/', name: 'Anasayfa' },
  { path: '/about', name: 'Hakkımızda' },
  { path: '/product', name: 'Ürünler' },
  { path: '/urunler', name: 'Ürün Kataloğu' },
  { path: '/PoliuretanEnjeksiyon', name: 'Poliüretan Enjeksiyon' },
  { path: '/KimyasalAnkraj', name: 'Kimyasal Ankraj' },
  { path: '/HalatliTelBetonKesme', name: 'Halatlı Tel Beton Kesme' },
  { path: '/AsilNunX', name: 'AsilNunX' },
  { path: '/contact', name: 'İletişim' },
];

/** Addresses that are never redirected: the panel, its sign-in and the services. */
export const RESERVED = /^\/(?:admin|login|api|content|uploads|assets)(?:\/|$)/i;

/** How many missed addresses are kept, the most requested; the rest are forgotten. */
export const MISSED_KEPT = 1000;
/** How many the panel lists. */
export const MISSED_LISTED = 50;
/** Longer addresses are not counted (nobody links to them; they would only fill the table). */
const MISSED_MAX_LENGTH = 300;

/**
 * The address a request names, as redirects are keyed: the path without its query, with no
 * trailing slash (but `/`). Null for one that is not a path on this site.
 */
export function sitePath(url: string): string | null {
  const [path = ''] = url.split(/[?#]/, 1);
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

/** A missed address worth counting: a page address of sensible length, not the panel's. */
export const isCountedMiss = (path: string) =>
  path.length <= MISSED_MAX_LENGTH && !RESERVED.test(path);

/**
 * Redirects from the revisions: each old slug of a product that no product uses now points to the
 * product's current address; when two products once had the same slug, the later one wins.
 * `revisions` in the order they were saved.
 */
export function redirectsFromHistory(
  products: readonly { id: string; slug: string }[],
  revisions: readonly { itemId: string; slug: string }[],
): { from: string; to: string }[] {
  const current = new Map(products.map((product) => [product.id, product.slug]));
  const live = new Set(current.values());
  const owner = new Map<string, string>();
  for (const { itemId, slug } of revisions) {
    if (current.has(itemId) && !live.has(slug)) owner.set(slug, itemId);
  }
  return [...owner].flatMap(([slug, itemId]) => {
    const target = current.get(itemId);
    return target ? [{ from: productPath(slug), to: productPath(target) }] : [];
  });
}

/** What the store keeps of redirects and missed addresses (part of DomainStore). */
export interface RedirectStore {
  /** Newest first. */
  listRedirects(): Promise<Redirect[]>;
  findRedirect(from: string): Promise<Redirect | null>;
  /** Adds one, or points an existing one (same `from`) elsewhere; `to` null: 410 Gone. */
  saveRedirect(from: string, to: string | null): Promise<Redirect>;
  /** Points every redirect to `to` at `next` instead (a chain becomes one hop). */
  retargetRedirects(to: string, next: string): Promise<void>;
  /** Removes it; returns what was removed, or null. */
  deleteRedirect(lookup: { id: string } | { from: string }): Promise<Redirect | null>;
  /** The most requested first, at most `limit`. */
  listMissed(limit: number): Promise<{ path: string; hits: number; lastSeenAt: string }[]>;
  forgetMissed(path: string): Promise<void>;
}
