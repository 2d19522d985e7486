import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetUserWork, keptKey, readKept } from '../../src/lib/kept-work';

/**
 * Work kept on the device (src/lib/kept-work.ts, ADR 0035) in component tests: IndexedDB from
 * fake-indexeddb, imported with this module.
 */

/**
 * fake-indexeddb copies with Node's structuredClone, which does not know jsdom's File (a browser
 * keeps it). This copy keeps Blobs and Files as they are, and copies everything else.
 */
export function cloneKeepingFiles(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingFiles);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cloneKeepingFiles(item)]),
    );
  return value;
}

/**
 * Keeps Files in the fake IndexedDB, and removes what the seed's administrator ('admin') kept
 * after each test: the open editor is closed first, as closing writes what is pending.
 */
export function keepWorkInFakeIndexedDb() {
  beforeAll(() => vi.stubGlobal('structuredClone', cloneKeepingFiles));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(async () => {
    cleanup();
    await forgetUserWork('admin');
  });
}

/** The copy 'admin' keeps for a record (`id` null: a new one). */
export const keptCopyOf = <Values = Record<string, unknown>>(kind: string, id: string | null) =>
  readKept<Values>(keptKey('admin', kind, id));
