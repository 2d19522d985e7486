import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { withoutResolvedLinks } from '../lib/menus.ts';
import { withoutImages } from '../lib/image-variants.ts';
import { MESSAGES } from './messages.ts';
import { HttpError } from './replies.ts';
import {
  isContentKey,
  recordRevisionData,
  type RevisionData,
  type RevisionKind,
} from './revisions.ts';
import type { DomainStore } from './store.ts';

/**
 * Versions and merges (issue 22 section 1, ADR 0034), once for the mocks and the server.
 *
 * A record's version is a digest of what the panel edits of it: its fields in the shape its
 * revisions keep (core/domain/revisions.ts), as the panel reads it (the pending changes, when a
 * published record has them). Reads and writes send it as `ETag`; a write may send back, as
 * `If-Match`, the version its form started from. Then:
 * - the record is unchanged since: the write applies as it is;
 * - it changed: each field is merged against that base version, found among the record's
 *   revisions. A field only one side changed takes that side's value; both sides changed it to
 *   different values: a conflict. Conflicts answer 412 with each field's base, theirs and yours,
 *   the merged record (theirs where they conflict) and the current version, and change nothing;
 * - a base no longer kept (older than the newest 50 revisions, or a published record's pending
 *   changes, which are not revisions) merges with no base: every field the two sides differ in is
 *   a conflict, so nothing is overwritten unseen.
 * A write without `If-Match` applies as before.
 */

/** What a version is taken of: a record kind of the history, or a file's record. */
export type VersionedKind = RevisionKind | 'file';

/** A field both sides changed to different values. */
interface FieldConflict {
  field: string;
  /** The value at the version the writer started from; null when that version is not kept. */
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

/** A file's record as the panel edits it (FileUpdate). */
const fileVersionData = (file: Pick<FileInfo, 'name' | 'altText'>): RevisionData => ({
  name: file.name,
  altText: file.altText ?? null,
});

/** The publishing fields a content page's panel read or write carries; not content. */
const CONTENT_PUBLISHING = ['status', 'publishAt', 'hasPendingChanges', 'pendingPublishAt'];

/** A content page's value as its revisions keep it (no images, no publishing fields). */
const contentVersionData = (value: object): RevisionData =>
  Object.fromEntries(
    Object.entries(withoutImages(withoutResolvedLinks(value))).filter(
      ([field]) => !CONTENT_PUBLISHING.includes(field),
    ),
  );

/** A record (or a write's body) of `kind` in the shape its versions are taken of. */
export function versionData(kind: VersionedKind, record: object): RevisionData {
  switch (kind) {
    case 'file':
      return fileVersionData(record as FileInfo);
    case 'content':
      return contentVersionData(record);
    default:
      return recordRevisionData(kind, record as never);
  }
}

/** JSON with object keys sorted and empty values (null, missing) left out: one text per value. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sameValue = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

/** The version of data in its version shape: a strong entity tag (SHA-256, Web Crypto). */
export async function versionOfData(data: RevisionData): Promise<string> {
  const bytes = new TextEncoder().encode(canonical(data));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const base64 = btoa(String.fromCharCode(...digest.slice(0, 18)));
  return `"${base64.replace(/\+/g, '-').replace(/\//g, '_')}"`;
}

/** The version of a record of `kind`, as a read or a write's reply shows it. */
export const versionOf = (kind: VersionedKind, record: object) =>
  versionOfData(versionData(kind, record));

/**
 * Merges a write made from `base` with the record as it is now (`theirs`), field by field. `base`
 * null (not kept): a field counts as changed by both sides wherever they differ.
 */
export function mergeFields(
  base: RevisionData | null,
  theirs: RevisionData,
  yours: RevisionData,
): { merged: RevisionData; conflicts: FieldConflict[] } {
  const merged: RevisionData = {};
  const conflicts: FieldConflict[] = [];
  // In the order of the write's own fields (the editor's), not of the stored record's keys, which
  // PostgreSQL's jsonb reorders: the server and the mocks list the same conflicts alike.
  for (const field of new Set([...Object.keys(yours), ...Object.keys(theirs)])) {
    const [theirValue, yourValue] = [theirs[field] ?? null, yours[field] ?? null];
    const baseValue = base ? (base[field] ?? null) : undefined;
    if (sameValue(theirValue, yourValue)) merged[field] = yourValue;
    else if (base && sameValue(yourValue, baseValue)) merged[field] = theirValue;
    else if (base && sameValue(theirValue, baseValue)) merged[field] = yourValue;
    else {
      merged[field] = theirValue;
      conflicts.push({ field, base: baseValue ?? null, theirs: theirValue, yours: yourValue });
    }
  }
  return { merged, conflicts };
}

/**
 * A write's fields in the version shape. A file's alt text and a content page's search and share
 * fields that the body leaves out keep their stored values, so they are unchanged by it; every
 * other write replaces the whole record (a field left out is cleared).
 */
function yoursOf(kind: VersionedKind, body: object, theirs: RevisionData): RevisionData {
  const yours = versionData(kind, body);
  if (kind !== 'file' && kind !== 'content') return yours;
  const sent = body as Record<string, unknown>;
  for (const field of Object.keys(theirs))
    if (sent[field] === undefined) yours[field] = theirs[field];
  return yours;
}

/** The entity tags of an `If-Match` header (`*` matches any version). */
const tagsOf = (ifMatch: string) =>
  ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A 412 reply: the fields in conflict, the merged record and the version it was merged with. */
class VersionConflictError extends HttpError {
  constructor(conflict: { conflicts: FieldConflict[]; merged: object; version: string }) {
    super(412, MESSAGES.versionConflict);
    this.extra = conflict;
  }
}

/** Where a write's target is, and how to read it as the panel edits it. */
export interface VersionedTarget {
  kind: VersionedKind;
  /** A record's id, or a content page's key. */
  itemId: string;
  /** The record as the panel reads it now (its pending changes, when it has them); null: none. */
  current: () => Promise<object | null>;
}

/**
 * The body a write made from the version `ifMatch` is to store: `body` itself when there is no
 * `If-Match` or the record is unchanged since, else `body` merged with the changes made since;
 * throws {@link VersionConflictError} when both changed a field.
 */
export async function bodyFromVersion<B extends object>(
  store: DomainStore,
  target: VersionedTarget,
  body: B,
  ifMatch: string | undefined,
): Promise<B> {
  if (ifMatch === undefined) return body;
  // Until this write commits, another save of the record waits here, then sees this one.
  await store.lockRecord(`${target.kind}:${target.itemId}`);
  const current = await target.current();
  if (!current) return body;
  const theirs = versionData(target.kind, current);
  const version = await versionOfData(theirs);
  const tags = tagsOf(ifMatch);
  if (tags.includes('*') || tags.includes(version)) return body;
  const base = await keptVersion(store, target, tags);
  const { merged, conflicts } = mergeFields(base, theirs, yoursOf(target.kind, body, theirs));
  if (conflicts.length > 0) {
    throw new VersionConflictError({ conflicts, merged: { ...body, ...merged }, version });
  }
  return { ...body, ...merged };
}

/** The data of the kept revision whose version is one of `tags`; null when none is kept. */
async function keptVersion(
  store: DomainStore,
  { kind, itemId }: VersionedTarget,
  tags: readonly string[],
): Promise<RevisionData | null> {
  if (kind === 'file') return null;
  if (kind === 'content' && !isContentKey(itemId)) return null;
  for (const summary of await store.listRevisions(kind, itemId)) {
    const revision = await store.getRevision(summary.id);
    if (revision && tags.includes(await versionOfData(versionData(kind, revision.data))))
      return revision.data;
  }
  return null;
}
