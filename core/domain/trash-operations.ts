import type { AuditTarget } from './audit.ts';
import type { Caller } from './accounts.ts';
import { restoreSlugTakenMessage, trashPurgedMessage, trashRestoredMessage } from './messages.ts';
import { redirectOperations } from './redirect-operations.ts';
import { done, fail, found, notFound, ok } from './replies.ts';
import { trashKindsOf } from './roles.ts';
import type { DomainStore } from './store.ts';
import { inTransactions } from './transactions.ts';
import { trashExpiryCutoff, type PurgedEntry, type TrashEntry } from './trash.ts';
import { NO_ACTOR, type Actor, type Paging } from './types.ts';

/**
 * The trash's operations (core/domain/trash.ts has its rules and its port): restore and purge,
 * audited, each restore in one transaction.
 */

/** Removes what a side stored of a purged file (the server's bytes and variants). */
type RemoveTrashedBytes = (bytes: { id: string; diskName: string | null }) => Promise<void> | void;

const targetOf = (entry: TrashEntry): AuditTarget => ({
  kind: entry.kind,
  id: entry.itemId,
  name: entry.name,
});

/** The trash's operations (openapi/backend.yaml, tag Trash), for the mocks and the server. */
export function trashOperations(store: DomainStore) {
  const audit = (actor: Actor, action: 'restore' | 'purge', entry: TrashEntry) =>
    store.recordAudit({
      action,
      username: actor.username,
      address: actor.address,
      target: targetOf(entry),
    });

  const redirects = redirectOperations(store);

  /** The entry, when the caller's role may see it; 404 otherwise, as for no entry at all. */
  async function entryFor(entryId: string, caller: Caller) {
    const entry = found(await store.findTrashEntry(entryId));
    if (!trashKindsOf(caller.role).includes(entry.kind)) notFound();
    return entry;
  }

  /**
   * Purges what was taken, removing a file's bytes after its row is gone, and logs each. A purged
   * product's address answers 410 Gone from now on (core/domain/redirects.ts).
   */
  async function purged(removed: PurgedEntry[], remove: RemoveTrashedBytes, actor: Actor) {
    for (const { entry, bytes, slug } of removed) {
      if (bytes) await remove(bytes);
      if (slug !== null) await redirects.productPurged(slug);
      await audit(actor, 'purge', entry);
    }
  }

  return {
    /** The entries of what the caller's role may change (core/domain/roles.ts). */
    listTrash: async (paging: Paging, caller: Caller) =>
      ok(await store.listTrash(paging, trashKindsOf(caller.role))),
    restoreTrashEntry: async (entryId: string, caller: Caller) => {
      await entryFor(entryId, caller);
      const result = found(await store.restoreFromTrash(entryId));
      if ('slugTaken' in result) fail(409, restoreSlugTakenMessage(result.slugTaken));
      const { restored } = result;
      if (restored.kind === 'product') {
        const product = await store.findProduct({ id: restored.itemId });
        if (product?.status === 'published') await redirects.productRestored(product.slug);
      }
      await audit(caller, 'restore', restored);
      return done(trashRestoredMessage(result.restored.name));
    },
    purgeTrashEntry: async (entryId: string, remove: RemoveTrashedBytes, caller: Caller) => {
      await entryFor(entryId, caller);
      const removed = found(await store.purgeTrashEntry(entryId));
      await purged([removed], remove, caller);
      return done(trashPurgedMessage(removed.entry.name));
    },
    /** The expiry: every item deleted more than 30 days before `now`, logged by no one. */
    purgeExpiredTrash: async (now: Date, remove: RemoveTrashedBytes) => {
      const removed = await store.purgeExpiredTrash(trashExpiryCutoff(now));
      await purged(removed, remove, NO_ACTOR);
      return removed.length;
    },
  };
}

/** Which of the trash's operations run in one transaction. */
export const TRASH_WRITES = ['restoreTrashEntry'] as const;

/** The trash with a restore in one transaction (core/domain/transactions.ts). */
export const transactionalTrashOperations = (store: DomainStore) =>
  inTransactions(store, trashOperations, TRASH_WRITES);
