/**
 * What the store's test files (store.*.test.ts) share: the seed, a fresh store per describe block,
 * and the comparisons with the mocks' records.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createSeed } from '../../seed/index.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import { ConflictError } from '../../core/domain/replies.ts';
import type { Store } from './types.ts';

export const UNKNOWN_ID = '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f';
export const seed = createSeed();
export const envelope = <T>(data: T) => ({ success: true, message: null, data });

/** A record without what is generated at write time, for comparing with the mocks. */
export function stable<T extends object>(record: T): Omit<T, 'id' | 'createdAt' | 'updatedAt'> {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...rest
  } = record as T & {
    id?: unknown;
    createdAt?: unknown;
    updatedAt?: unknown;
  };
  return rest;
}

/** A fresh seeded store for each describe block (they write). */
export function useStore(): () => Store {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('store not open');
    return opened.store;
  };
}

export async function conflict(promise: Promise<unknown>): Promise<ConflictError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConflictError);
  return error as ConflictError;
}
