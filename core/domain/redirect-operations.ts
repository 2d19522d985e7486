import type { Redirect, RedirectCreate } from '../../src/api/generated/backend/model/index.ts';
import { MESSAGES, redirectTakenOverMessage } from './messages.ts';
import { done, found, invalid, ok } from './replies.ts';
import type { DomainStore } from './store.ts';
import type { Actor } from './types.ts';
import { MISSED_LISTED, RESERVED, SITE_PAGES, productPath, sitePath } from './redirects.ts';
import { inTransactions } from './transactions.ts';

/**
 * The redirects' operations (core/domain/redirects.ts has their rules and their port), audited,
 * each write in one transaction.
 */

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

/** Which of the redirects' operations write. */
export const REDIRECT_WRITES = ['createRedirect', 'deleteRedirect'] as const;

/** The redirects with each write in one transaction (core/domain/transactions.ts). */
export const transactionalRedirectOperations = (store: DomainStore) =>
  inTransactions(store, redirectOperations, REDIRECT_WRITES);
