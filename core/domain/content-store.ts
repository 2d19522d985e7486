import type { ContentKey, ContentValues, DuePendingContent, PendingContent } from './types.ts';

/**
 * What the store keeps of the content service's pages (singletons; part of core/domain/store.ts's
 * DomainStore): each page's value, and its pending changes with their time (issue 21).
 */
export interface ContentStore {
  getContent<K extends ContentKey>(key: K): Promise<ContentValues[K]>;
  setContent<K extends ContentKey>(key: K, value: ContentValues[K]): Promise<ContentValues[K]>;
  /** A page's pending changes (issue 21) and when they are to be published; null when none. */
  getPendingContent<K extends ContentKey>(key: K): Promise<PendingContent<K> | null>;
  /** Keeps `value` as the page's pending changes, replacing any, with their time (or none). */
  savePendingContent<K extends ContentKey>(
    key: K,
    value: ContentValues[K],
    publishAt: string | null,
  ): Promise<void>;
  /** Drops a page's pending changes and their time; false when there were none. */
  discardPendingContent(key: ContentKey): Promise<boolean>;
  /**
   * Takes the pending changes whose time is `now` or earlier off their schedule, each for exactly
   * one caller however many replicas ask at once, and returns them (the domain publishes them).
   */
  claimDuePendingContent(now: Date): Promise<DuePendingContent[]>;
}
