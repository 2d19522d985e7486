import type { AuditTarget } from './audit.ts';
import type { PublishStatus } from '../../src/api/generated/backend/model/index.ts';
import { isPublished } from './publishing.ts';
import { found } from './replies.ts';
import type { Actor, Paged, Paging } from './types.ts';

/**
 * The trash (issue 14 section 3), once for the mocks and the server: what can be trashed, how
 * long it is kept, how a product goes back into the pages' orderings, and the operations on the
 * trash. Deleting a product, a page, a document, a file or an enquiry moves the record here
 * (core/domain/backend.ts); the stores keep it as it was, with what a restore needs besides it
 * (a product's places in the pages, a file's stored bytes). The moves, restores and purges
 * themselves are core/domain/trash-transaction.ts, on primitives each store implements.
 *
 * A page restored while some of its products are in the trash leaves them out of its ordering
 * and notes their places with them, so that their own restore puts them back there.
 *
 * Slugs of trashed items are not reserved: a new record may take one, and a restore whose slug
 * is taken by then is refused with 409 naming it (rename the other record first).
 */

/** What can be in the trash; the audit log names them the same way. */
export type TrashKind = Extract<
  AuditTarget['kind'],
  'product' | 'page' | 'document' | 'file' | 'enquiry'
>;

/** How long a trashed item can be restored; after that it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

/** One item in the trash, as the contract lists it. */
export interface TrashEntry {
  /** The trash entry's own id (restore and purge take it). */
  id: string;
  kind: TrashKind;
  /** The record's id; a restore brings it back under the same one. */
  itemId: string;
  /** Its name when it was deleted (an enquiry's sender). */
  name: string;
  /** ISO 8601. */
  deletedAt: string;
  /** The administrator who deleted it; null when unknown. */
  deletedBy: string | null;
  /** ISO 8601: when it is purged. */
  expiresAt: string;
}

/** What purging removed: the entry, and for a file, where its bytes are (for the side to remove). */
export interface PurgedEntry {
  entry: TrashEntry;
  /** A trashed file's stored bytes and variants; null for other kinds and for the mocks. */
  bytes: { id: string; diskName: string | null } | null;
  /** A product's slug (its address answers 410 from now on); null for other kinds. */
  slug: string | null;
}

/**
 * The address a purged record leaves behind: a published product's slug, as either store keeps
 * it; null for other kinds and for a draft or a schedule (it never had a public address).
 */
export function trashedSlug(kind: TrashKind, record: unknown): string | null {
  const { slug, status } = (record ?? {}) as { slug?: unknown; status?: unknown };
  return kind === 'product' &&
    isPublished(status as PublishStatus | undefined) &&
    typeof slug === 'string'
    ? slug
    : null;
}

/** A restore: done, nothing to restore (404), or refused because a unique slug is taken. */
export type RestoreResult = { restored: TrashEntry } | { slugTaken: string } | null;

/** When an item deleted at `deletedAt` is purged. */
export const trashExpiresAt = (deletedAt: string | Date): string =>
  new Date(new Date(deletedAt).getTime() + RETENTION_MS).toISOString();

/** Items deleted before this moment have expired at `now`. */
export const trashExpiryCutoff = (now: Date = new Date()): Date =>
  new Date(now.getTime() - RETENTION_MS);

/** Whole days left before the purge, rounded up (0 once it is due). */
export function trashDaysLeft(expiresAt: string, now: Date = new Date()): number {
  const left = new Date(expiresAt).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The name a trashed record is listed under: an enquiry by its sender, the others by name. */
export function trashName(kind: TrashKind, record: Record<string, unknown>): string {
  if (kind === 'enquiry') {
    return [record['isim'], record['soyisim']].filter((part) => typeof part === 'string').join(' ');
  }
  return typeof record['name'] === 'string' ? record['name'] : '';
}

/** Where a product stood in one page's ordering. */
export interface ProductPlace {
  pageId: string;
  index: number;
}

/** A product's places in the pages' orderings (kept with the trashed product). */
export function productPlaces(
  pages: readonly { id: string; productIds: readonly string[] }[],
  productId: string,
): ProductPlace[] {
  return pages.flatMap((page) => {
    const index = page.productIds.indexOf(productId);
    return index < 0 ? [] : [{ pageId: page.id, index }];
  });
}

/**
 * A page's ordering with the restored product back at its place: clamped to the end when the
 * list is shorter now, and never twice (an ordering that lists it already is left as it is).
 */
export function withProductAt(
  productIds: readonly string[],
  productId: string,
  index: number,
): string[] {
  if (productIds.includes(productId)) return [...productIds];
  const at = Math.min(Math.max(0, Math.floor(index)), productIds.length);
  return [...productIds.slice(0, at), productId, ...productIds.slice(at)];
}

/**
 * A restored page's product ordering: the products that exist now, in their order. A product that
 * is in the trash itself is left out and its index noted (`pending`), so that its own restore puts
 * it back into this page; one purged meanwhile is dropped.
 */
export function restoredOrdering(
  productIds: readonly string[],
  exists: (id: string) => boolean,
  trashed: (id: string) => boolean,
): { productIds: string[]; pending: { productId: string; index: number }[] } {
  const pending = productIds.flatMap((productId, index) =>
    !exists(productId) && trashed(productId) ? [{ productId, index }] : [],
  );
  return { productIds: productIds.filter(exists), pending };
}

/** A trashed product's `extra` with one more place (a page restored while the product is trashed). */
export const withPlace = (extra: unknown, place: ProductPlace): { places: ProductPlace[] } => ({
  places: [...placesOf(extra).filter((kept) => kept.pageId !== place.pageId), place],
});

/** The places of a product kept in a trash entry's `extra`, or none when it holds something else. */
export function placesOf(extra: unknown): ProductPlace[] {
  const places = (extra as { places?: unknown } | null)?.places;
  if (!Array.isArray(places)) return [];
  return places.filter(
    (place): place is ProductPlace =>
      typeof place === 'object' &&
      place !== null &&
      typeof (place as ProductPlace).pageId === 'string' &&
      typeof (place as ProductPlace).index === 'number',
  );
}

/** Newest first: the trash lists the last deleted item first. */
export const newestTrashFirst = (a: TrashEntry, b: TrashEntry) =>
  b.deletedAt.localeCompare(a.deletedAt);

/** A delete: the record goes to the trash, by the actor; 404 when it is gone already. */
export const trashRecord = async (
  store: Pick<TrashStore, 'moveToTrash'>,
  kind: TrashKind,
  id: string,
  actor: Actor,
) => found(await store.moveToTrash(kind, id, actor.username));

/** What the store keeps of the trash (part of core/domain/store.ts's DomainStore). */
export interface TrashStore {
  // The writes are core/domain/trash-transaction.ts's `trashWrites` on a store's primitives.
  /**
   * Takes the record out of its table into the trash, in one write: a product leaves every
   * page's ordering (its places kept for the restore); a file's bytes stay stored. Null when
   * there is no such record.
   */
  moveToTrash(kind: TrashKind, id: string, deletedBy: string | null): Promise<TrashEntry | null>;
  /** Newest first, of the `kinds` given (a role sees those of what it may change). */
  listTrash(paging: Paging, kinds: readonly TrashKind[]): Promise<Paged<TrashEntry>>;
  /** The entry, or null when there is none. */
  findTrashEntry(entryId: string): Promise<TrashEntry | null>;
  /**
   * Puts the record back under its id, in one write (a product at its places in the pages that
   * still exist); refused when its unique slug is taken now; null when there is no such entry.
   */
  restoreFromTrash(entryId: string): Promise<RestoreResult>;
  /** Removes the entry for good; null when there is none. The caller removes a file's bytes. */
  purgeTrashEntry(entryId: string): Promise<PurgedEntry | null>;
  /** Removes every entry deleted before `before`; each is returned to exactly one caller. */
  purgeExpiredTrash(before: Date): Promise<PurgedEntry[]>;
}
