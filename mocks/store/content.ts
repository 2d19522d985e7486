import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model';
import { DEFAULT_PRIVACY_NOTICE } from '../../core/domain/privacy';
import { DEFAULT_MENUS } from '../../core/lib/menus';
import type { DomainStore } from '../../core/domain/store';
import type {
  ContentKey,
  ContentValues,
  DuePendingContent,
  PendingContent,
  ServicePageKey,
} from '../../core/domain/types';
import type { MockDb } from '../db';
import { clone } from './records';

function content<K extends ContentKey>(db: MockDb, key: K): ContentValues[K] {
  const values: ContentValues = {
    contact: db.state.contactContent,
    asilnunx: db.state.asilnunx,
    // A state saved before the notice existed has none: the default then.
    'aydinlatma-metni': (db.state.privacyNotice ??= clone(DEFAULT_PRIVACY_NOTICE)),
    // Until the owner saves menus, the site's links as they were.
    menuler: (db.state.menus ??= clone(DEFAULT_MENUS)),
    ...db.state.servicePages,
  };
  return values[key];
}

function setContent<K extends ContentKey>(db: MockDb, key: K, value: ContentValues[K]): void {
  if (key === 'contact') db.state.contactContent = value as ContactContent;
  else if (key === 'asilnunx') db.state.asilnunx = value as BrandedResinContent;
  else if (key === 'aydinlatma-metni') db.state.privacyNotice = value as PrivacyNoticeContent;
  else if (key === 'menuler') db.state.menus = value as MenusContent;
  else db.state.servicePages[key as ServicePageKey] = value as ServicePageContent;
  db.changed();
}

/** A page's pending changes (core/domain/store.ts getPendingContent). */
export function pendingContent<K extends ContentKey>(db: MockDb, key: K): PendingContent<K> | null {
  // A state saved before content drafts existed has none.
  const pending = (db.state.pendingContent ??= {})[key];
  return pending ? (clone(pending) as PendingContent<K>) : null;
}

function setPendingContent<K extends ContentKey>(
  db: MockDb,
  key: K,
  pending: PendingContent<K> | null,
): boolean {
  const all = (db.state.pendingContent ??= {});
  const had = Boolean(all[key]);
  all[key] = pending ? (clone(pending) as PendingContent) : undefined;
  if (had || pending) db.changed();
  return had;
}

/** The content service's pages in {@link MockDb}'s state (server/store/content.ts's twin). */
export function createContentStore(db: MockDb) {
  return {
    getContent: async (key) => structuredClone(content(db, key)),
    setContent: async (key, value) => {
      setContent(db, key, value);
      return structuredClone(content(db, key));
    },
    getPendingContent: async (key) => pendingContent(db, key),
    savePendingContent: async (key, value, publishAt) => {
      setPendingContent(db, key, { value, publishAt });
    },
    discardPendingContent: async (key) => setPendingContent(db, key, null),
    /** Takes the due pending changes off their schedule. */
    claimDuePendingContent: async (now): Promise<DuePendingContent[]> => {
      const all = (db.state.pendingContent ??= {});
      const claimed = (Object.keys(all) as ContentKey[]).flatMap((key) => {
        const pending = all[key];
        const publishAt = pending?.publishAt;
        if (!pending || !publishAt || Date.parse(publishAt) > now.getTime()) return [];
        pending.publishAt = null;
        return [{ key, value: clone(pending.value), publishAt }];
      });
      if (claimed.length > 0) db.changed();
      return claimed;
    },
  } satisfies Partial<DomainStore>;
}
