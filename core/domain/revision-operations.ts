import type {
  DocumentCreate,
  PageCreate,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';
import { backendOperations } from './backend.ts';
import { contentOperations } from './content.ts';
import { normalizeId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import { PRIVACY_NOTICE_KEY } from './privacy.ts';
import { MENUS_KEY } from '../lib/menus.ts';
import { fail, found, invalid, ok } from './replies.ts';
import {
  contentRevisionData,
  isContentKey,
  recordRevisionData,
  type RevisionData,
  type RevisionKind,
} from './revisions.ts';
import type { DomainStore } from './store.ts';
import type { Actor, ServicePageKey } from './types.ts';
import { inTransactions } from './transactions.ts';

/**
 * The Revision operations of openapi/backend.yaml past the schema check, once for the mocks and
 * the server: an item's revisions with its current version, one revision, and its restore. A
 * restore sends the revision's record back through the item's own save, so every rule of a save
 * holds (a slug taken meanwhile is a 409, a page's unknown product ids a 400); the save keeps a
 * new revision, so the restore can be undone, and is audited as 'revision-restore'.
 */
export function revisionOperations(store: DomainStore) {
  const backend = backendOperations(store);
  const content = contentOperations(store);

  /** An item id as stored: a record's normalised id, or a content page's key; 400 otherwise. */
  const itemIdOf = (kind: RevisionKind, itemId: string): string => {
    const id = kind === 'content' ? (isContentKey(itemId) ? itemId : null) : normalizeId(itemId);
    return id ?? invalid({ ItemId: [MESSAGES.revisionItemInvalid] });
  };

  /** The item as it is now, in a revision's shape; null when there is no such record. */
  async function currentData(kind: RevisionKind, itemId: string): Promise<RevisionData | null> {
    if (kind === 'content') {
      return isContentKey(itemId) ? contentRevisionData(await store.getContent(itemId)) : null;
    }
    const record =
      kind === 'product'
        ? await store.findProduct({ id: itemId })
        : kind === 'page'
          ? await store.findPage({ id: itemId })
          : await store.getDocument(itemId);
    return record && recordRevisionData(kind, record);
  }

  /** The item's own save, with the revision's record and the restore's audit action. */
  async function save(kind: RevisionKind, id: string, data: object, actor: Actor) {
    const action = 'revision-restore' as const;
    switch (kind) {
      case 'product':
        return backend.updateProduct({ ...(data as ProductCreate), id }, actor, action);
      case 'page':
        return backend.updatePage({ ...(data as PageCreate), id }, actor, action);
      case 'document':
        return backend.updateDocument({ ...(data as DocumentCreate), id }, actor, action);
      case 'content': {
        // A search or share field left out would keep its stored value: the revision had none.
        const seo: object = { metaTitle: null, metaDescription: null, shareImage: null, ...data };
        if (id === 'contact') return content.updateContact(data as ContactContent, actor, action);
        if (id === MENUS_KEY) return content.updateMenus(data as MenusContent, actor, action);
        if (id === PRIVACY_NOTICE_KEY) {
          return content.updatePrivacyNotice(data as PrivacyNoticeContent, actor, action);
        }
        if (id === 'asilnunx') {
          return content.updateAsilnunx(seo as BrandedResinContent, actor, action);
        }
        if (isContentKey(id)) {
          return content.updateServicePage(
            id as ServicePageKey,
            seo as ServicePageContent,
            actor,
            action,
          );
        }
        return fail(404, MESSAGES.revisionItemGone);
      }
    }
  }

  const revisionOf = async (id: string) => found(await store.getRevision(normalizeId(id) ?? ''));

  return {
    /** Newest first, with the item's current version to compare them with (null: deleted). */
    listRevisions: async (kind: RevisionKind, itemId: string) => {
      const id = itemIdOf(kind, itemId);
      const [items, current] = await Promise.all([
        store.listRevisions(kind, id),
        currentData(kind, id),
      ]);
      return ok({ items, current });
    },
    getRevision: async (id: string) => ok(await revisionOf(id)),
    /** The new revision the restore made, with its record. */
    restoreRevision: async (id: string, actor: Actor) => {
      const revision = await revisionOf(id);
      if (!(await currentData(revision.kind, revision.itemId))) {
        fail(404, MESSAGES.revisionItemGone);
      }
      await save(revision.kind, revision.itemId, revision.data, actor);
      const [newest] = await store.listRevisions(revision.kind, revision.itemId);
      return ok(found(newest && (await store.getRevision(newest.id))), MESSAGES.revisionRestored);
    },
  };
}

/** History and undo with a restore in one transaction (core/domain/transactions.ts). */
export const transactionalRevisionOperations = (store: DomainStore) =>
  inTransactions(store, revisionOperations, ['restoreRevision']);
