import type { Redirect, RedirectCreate } from '../../src/api/generated/backend/model/index.ts';
import { MESSAGES, redirectTakenOverMessage } from './messages.ts';
import { done, found, invalid, ok } from './replies.ts';
import type { DomainStore } from './store.ts';
import type { Actor } from './types.ts';
import { inTransactions } from './transactions.ts';

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
  { path: '/PoliuretanEnjeksiyon', name: 'Poliüretan Enjeksiyon' },
  { path: '/KimyasalAnkraj', name: 'Kimyasal Ankraj' },
  { path: '/HalatliTelBetonKesme', name: 'Halatlı Tel Beton Kesme' },
  { path: '/AsilNunX', name: 'AsilNunX' },
  { path: '/contact', name: 'İletişim' },
];

/** Addresses that are never redirected: the panel, its sign-in and the services. */
const RESERVED = /^\/(?:admin|login|api|content|uploads|assets)(?:\/|$)/i;

/** How many missed addresses are kept, the most requested; the rest are forgotten. */
export const MISSED_KEPT = 1000;
/** How many the panel lists. */
const MISSED_LISTED = 50;
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

/** The redirect operations (openapi/backend.yaml, tag Redirect) and the rules of slug changes. */
export function redirectOperations(store: DomainStore) {
  const audit = (actor: Actor, action: 'create' | 'delete', redirect: Redirect) =>
    store.recordAudit({
      action,
      username: actor.username,
      address: actor.address,
      target: {
        kind: 'redirect',
        id: redirect.id,
        name: `${redirect.from} → ${redirect.to ?? '410'}`,
      },
    });

  /** Whether `path` is a page of the site or a product that exists. */
  async function isSitePage(path: string) {
    if (SITE_PAGES.some((page) => page.path === path)) return true;
    const slug = /^\/product\/([^/]+)$/.exec(path)?.[1];
    return slug !== undefined && (await store.findProduct({ slug }))?.status === 'published';
  }

  /**
   * A product now lives at `slug`: a redirect from its address goes (it would hide the product).
   * Returns the message to add to the save's when it pointed elsewhere than `previous` (the
   * product's own old address, renamed back), so that the editor learns an old link changed.
   */
  async function takeOver(slug: string, previous: string | null) {
    const removed = await store.deleteRedirect({ from: productPath(slug) });
    if (!removed || (previous !== null && removed.to === productPath(previous))) return null;
    return redirectTakenOverMessage(removed.from);
  }

  return {
    /** A product was created with `slug`; the message to add to the reply's, if any. */
    productCreated: (slug: string) => takeOver(slug, null),
    /**
     * A product's slug changed: its old address answers 301 to the new one, every redirect to
     * the old one now points to the new one, and one from the new address (renamed back, or an
     * old address taken over) goes.
     */
    productRenamed: async (from: string, to: string) => {
      const message = await takeOver(to, from);
      await store.retargetRedirects(productPath(from), productPath(to));
      await store.saveRedirect(productPath(from), productPath(to));
      return message;
    },
    /** A product purged from the trash: its address answers 410, unless something covers it. */
    productPurged: async (slug: string) => {
      const path = productPath(slug);
      if ((await store.findRedirect(path)) || (await store.findProduct({ slug }))) return;
      await store.saveRedirect(path, null);
    },
    /** A product restored from the trash lives at its address again. */
    productRestored: async (slug: string) => {
      await store.deleteRedirect({ from: productPath(slug) });
    },

    listRedirects: async () =>
      ok({
        redirects: await store.listRedirects(),
        missed: await store.listMissed(MISSED_LISTED),
      }),
    createRedirect: async (body: RedirectCreate, actor: Actor) => {
      const from = sitePath(body.from.trim());
      const requested = sitePath(body.to.trim());
      const errors: Record<string, string[]> = {};
      if (from === null) errors['from'] = [MESSAGES.redirectNotAPath];
      else if (RESERVED.test(from)) errors['from'] = [MESSAGES.redirectReserved];
      else if (await isSitePage(from)) errors['from'] = [MESSAGES.redirectFromLivePage];
      // One hop: a target that is itself redirected is followed to its end.
      const target = requested && ((await store.findRedirect(requested))?.to ?? requested);
      // A target is a live page and `from` is none, so the two are never the same.
      if (target === null || !(await isSitePage(target))) errors['to'] = [MESSAGES.redirectTarget];
      if (Object.keys(errors).length > 0 || from === null || target === null)
        return invalid(errors);
      await store.retargetRedirects(from, target);
      const redirect = await store.saveRedirect(from, target);
      await store.forgetMissed(from);
      await audit(actor, 'create', redirect);
      return ok(redirect, MESSAGES.redirectCreated);
    },
    deleteRedirect: async (id: string, actor: Actor) => {
      const redirect = found(await store.deleteRedirect({ id }));
      await audit(actor, 'delete', redirect);
      return done(MESSAGES.redirectDeleted);
    },
  };
}

/** The redirects with each write in one transaction (core/domain/transactions.ts). */
export const transactionalRedirectOperations = (store: DomainStore) =>
  inTransactions(store, redirectOperations, ['createRedirect', 'deleteRedirect']);
