import { MESSAGES } from '../../core/domain/messages';
import { ConflictError } from '../../core/domain/replies';
import type { MockDb, MockState } from '../db';

export const clone = <T>(value: T): T => structuredClone(value);

function assertUniqueSlug(collection: { id: string; slug: string }[], slug: string, id?: string) {
  if (collection.some((item) => item.slug === slug && item.id !== id)) {
    throw new ConflictError(MESSAGES.slugTaken);
  }
}

/** Inserts a new record built from a fresh id and creation time; slugs stay unique. */
export function insertRecord<R extends { id: string; slug: string }>(
  db: MockDb,
  collection: R[],
  slug: string,
  build: (base: R) => R,
): R {
  assertUniqueSlug(collection, slug);
  const record = build({ id: crypto.randomUUID(), createdAt: db.now() } as unknown as R);
  collection.push(record);
  db.changed();
  return record;
}

/** Replaces a record as a whole (PUT semantics); null when there is none with that id. */
export function replaceRecord<R extends { id: string; slug: string }>(
  db: MockDb,
  collection: R[],
  id: string,
  slug: string,
  build: (existing: R) => R,
): R | null {
  const index = collection.findIndex((record) => record.id === id);
  const existing = collection[index];
  if (!existing) return null;
  assertUniqueSlug(collection, slug, id);
  const record = build(existing);
  collection[index] = record;
  db.changed();
  return record;
}

export function removeRecord(
  db: MockDb,
  key: keyof Pick<MockState, 'files' | 'documents' | 'products' | 'pages' | 'enquiries'>,
  id: string,
): boolean {
  const collection: { id: string }[] = db.state[key];
  const index = collection.findIndex((record) => record.id === id);
  if (index < 0) return false;
  collection.splice(index, 1);
  db.changed();
  return true;
}
