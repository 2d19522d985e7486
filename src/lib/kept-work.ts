import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * Work kept on the device until it is saved (issue 22 section 2, ADR 0035): an editor's unsaved
 * form values, in IndexedDB, per administrator, record and starting version. Picked files that
 * are not uploaded yet are kept as they are: IndexedDB stores File and Blob objects natively.
 *
 * One copy per administrator and record, under the key [user name, record kind, record id]; a
 * create's id is 'new'. The mocks' own IndexedDB database (mocks/browser.ts) is another one.
 */
export interface KeptCopy<Values = Record<string, unknown>> {
  user: string;
  kind: string;
  id: string;
  /** The record's version (ETag) the values started from; undefined when the server sent none. */
  version: string | undefined;
  values: Values;
  /** Epoch milliseconds. */
  keptAt: number;
}

type KeptKey = [user: string, kind: string, id: string];

let store: UseStore | null = null;
/** The database is opened on first use, so the public pages never open it. */
const keptWork = () => (store ??= createStore('asil-kept-work', 'copies'));

/** Null where the browser has no IndexedDB (some private windows): nothing is kept then. */
const available = () => typeof indexedDB !== 'undefined';

export const keptKey = (user: string, kind: string, id: string | null): KeptKey => [
  user,
  kind,
  id ?? 'new',
];

/** The copy kept for `key`, if it is that administrator's. */
export async function readKept<Values>(key: KeptKey): Promise<KeptCopy<Values> | null> {
  if (!available()) return null;
  const copy = await get<KeptCopy<Values>>(key, keptWork()).catch(() => undefined);
  return copy && copy.user === key[0] ? copy : null;
}

export async function keep(copy: KeptCopy<unknown>): Promise<void> {
  if (!available()) return;
  await set(keptKey(copy.user, copy.kind, copy.id), copy, keptWork());
}

export async function forgetKept(key: KeptKey): Promise<void> {
  if (!available()) return;
  await del(key, keptWork()).catch(() => undefined);
}

/**
 * Removes every copy `user` kept (at sign-out), in one transaction: the keys are arrays that start
 * with the user name, and an array sorts after every string, so [user] .. [user, []] holds them all.
 */
export async function forgetUserWork(user: string): Promise<void> {
  if (!available()) return;
  await keptWork()('readwrite', (copies) =>
    promisifyRequest(copies.delete(IDBKeyRange.bound([user], [user, []]))),
  ).catch(() => undefined);
}

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Whether two form values are the same: deep over arrays and plain objects; a picked file by its
 * identity, or (one read back from IndexedDB) by name, size, type and modification time.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // An empty value and a missing one are the same to the administrator.
  if ((a ?? null) === null && (b ?? null) === null) return true;
  if (isBlob(a) || isBlob(b)) {
    if (!isBlob(a) || !isBlob(b)) return false;
    const fileA = a as Partial<File>;
    const fileB = b as Partial<File>;
    return (
      a.size === b.size &&
      a.type === b.type &&
      fileA.name === fileB.name &&
      fileA.lastModified === fileB.lastModified
    );
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValue(left[key], right[key]));
  }
  return false;
}

/** The form's top-level fields whose values differ between `kept` and `start`, in form order. */
export function differingFields(kept: object, start: object): string[] {
  const left = kept as Record<string, unknown>;
  const right = start as Record<string, unknown>;
  const keys = new Set([...Object.keys(right), ...Object.keys(left)]);
  return [...keys].filter((key) => !sameValue(left[key], right[key]));
}
