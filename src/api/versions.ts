import { useSyncExternalStore } from 'react';

/**
 * The versions the server sent with the records the panel reads (issue 22 section 1): each signed-in
 * reply with an `ETag` leaves it here under its path (`/api/contact`) and, for a backend record,
 * under the record's id, the reads' and the writes' alike (a product's save is PUT /api/Product).
 * An editor takes the version of the record it starts from and sends it back as `If-Match` with
 * its save; the server then merges or answers 412 (core/domain/versions.ts).
 */
const versions = new Map<string, string>();
const listeners = new Set<() => void>();

/** The path of a request's URL, without the query (`Drafts=true` reads the same record). */
const pathOf = (url: string) => url.split('?')[0] ?? url;

const recordKey = (id: string) => `record:${id}`;

/** The id of the record a reply carries: the envelope's `data.id`, or the body's `id`. */
function idOf(reply: unknown): string | undefined {
  if (reply === null || typeof reply !== 'object') return undefined;
  const { data, id } = reply as { data?: { id?: unknown }; id?: unknown };
  const found = data && typeof data === 'object' ? data.id : id;
  return typeof found === 'string' ? found : undefined;
}

/** Called by the API client for every signed-in reply that has an `ETag`. */
export function rememberVersion(url: string, etag: string | undefined, reply: unknown): void {
  if (!etag) return;
  const id = idOf(reply);
  const keys = [pathOf(url), ...(id ? [recordKey(id)] : [])];
  if (keys.every((key) => versions.get(key) === etag)) return;
  keys.forEach((key) => versions.set(key, etag));
  listeners.forEach((listener) => listener());
}

/** The latest version of the backend record `id` read or written, if the server sent one. */
const versionOfRecord = (id: string): string | undefined => versions.get(recordKey(id));

/** The latest version read or written at `url`, if the server sent one. */
const versionOf = (url: string): string | undefined => versions.get(pathOf(url));

/** Where a record's version is kept: its read's path (`/api/contact`), or `{ id }` for a backend record. */
export type VersionKey = string | { id: string };

/** The latest version of the record at `key`, if the server sent one. */
export const versionAt = (key: VersionKey | undefined): string | undefined =>
  key === undefined
    ? undefined
    : typeof key === 'string'
      ? versionOf(key)
      : versionOfRecord(key.id);

/** The latest version of the record at `key`, kept up to date as replies arrive. */
export function useLatestVersion(key: VersionKey | undefined): string | undefined {
  const read = () => versionAt(key);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => undefined,
  );
}

/** The request options of a save made from the version `version` (none when it is unknown). */
export const ifMatch = (version: string | undefined) =>
  version ? { headers: { 'If-Match': version } } : {};

/** Forgets every version (at sign-out, and between tests). */
export function forgetVersions(): void {
  versions.clear();
  listeners.forEach((listener) => listener());
}
