import type { Redirect } from '../../src/api/generated/backend/model';
import type { RedirectStore } from '../../core/domain/redirects';
import type { MockDb } from '../db';

/** A page address that found nothing, as the mocks keep it (the server counts them; see below). */

/**
 * The mocks' redirects (core/domain/redirects.ts) in {@link MockDb}'s state, newest last; the
 * server's twin is server/store/redirects.ts. Mock mode has no server rendering, so nothing here
 * follows a redirect or counts a missed address: the mocks' missed addresses are the seed's
 * (empty) or what a test puts there.
 */
export function createRedirectStore(db: MockDb): RedirectStore {
  // A state saved before redirects existed has none yet.
  const all = () => (db.state.redirects ??= []);
  const missed = () => (db.state.missedAddresses ??= []);
  const copy = (redirect: Redirect) => structuredClone(redirect);
  return {
    listRedirects: async () => all().map(copy).reverse(),
    findRedirect: async (from) => {
      const redirect = all().find((item) => item.from === from);
      return redirect ? copy(redirect) : null;
    },
    async saveRedirect(from, to) {
      let redirect = all().find((item) => item.from === from);
      if (redirect) redirect.to = to;
      else {
        redirect = {
          id: crypto.randomUUID(),
          from,
          to,
          createdAt: db.now(),
          hits: 0,
          lastHitAt: null,
        };
        all().push(redirect);
      }
      db.changed();
      return copy(redirect);
    },
    async retargetRedirects(to, next) {
      for (const redirect of all()) if (redirect.to === to) redirect.to = next;
      db.changed();
    },
    async deleteRedirect(lookup) {
      const index = all().findIndex((item) =>
        'id' in lookup ? item.id === lookup.id : item.from === lookup.from,
      );
      const [removed] = index < 0 ? [] : all().splice(index, 1);
      if (removed) db.changed();
      return removed ? copy(removed) : null;
    },
    listMissed: async (limit) =>
      [...missed()]
        .sort((a, b) => b.hits - a.hits || b.lastSeenAt.localeCompare(a.lastSeenAt))
        .slice(0, limit)
        .map((address) => ({ ...address })),
    async forgetMissed(path) {
      db.state.missedAddresses = missed().filter((address) => address.path !== path);
      db.changed();
    },
  };
}
