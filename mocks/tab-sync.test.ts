/**
 * Mock mode's tabs share one store (ADR 0058, mocks/tab-sync.ts): two tabs, each with its own
 * MockDb kept in one localStorage, the `storage` event delivered to the other tab as the browser
 * does. The e2e twin with two pages of one browser is tests/e2e/mock-tabs.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpError } from '../core/domain/replies';
import { transactionalVersionedWrites } from '../core/domain/versioned-writes';
import { versionOf } from '../core/domain/versions';
import { recordsOf } from '../tests/helpers/mock-records';
import { MockDb } from './db';
import { mockStore } from './store/store';
import { followOtherTabs } from './tab-sync';

const KEY = 'mock-api:state:test';
const ADMIN = { username: 'admin', address: null };

/** A tab: its database, saved after each write as mocks/browser.ts saves it, and what it heard. */
interface Tab {
  db: MockDb;
  events: EventTarget;
  writes: number;
}

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.removeItem(KEY);
});

/** The browser's part: a change of the key is announced to every tab but the one that made it. */
function announce(to: Tab[], key: string | null, newValue: string | null) {
  for (const tab of to) {
    tab.events.dispatchEvent(
      new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
    );
  }
}

function tabs(count: number): Tab[] {
  const all: Tab[] = [];
  for (let index = 0; index < count; index += 1) {
    const saved = localStorage.getItem(KEY);
    const tab: Tab = {
      db: new MockDb(saved ? JSON.parse(saved) : undefined),
      events: new EventTarget(),
      writes: 0,
    };
    tab.db.onChange(() => {
      tab.writes += 1;
      const value = JSON.stringify(tab.db.state);
      localStorage.setItem(KEY, value);
      announce(
        all.filter((other) => other !== tab),
        KEY,
        value,
      );
    });
    stops.push(followOtherTabs(tab.db, KEY, undefined, tab.events, localStorage));
    all.push(tab);
  }
  return all;
}

function twoTabs(): [Tab, Tab] {
  const [first, second] = tabs(2);
  if (!first || !second) throw new Error('two tabs were asked for');
  return [first, second];
}

/** The first seed product as the panel reads it, and its version (the `ETag`). */
async function readProduct(tab: Tab) {
  const [record] = recordsOf(tab.db).products();
  if (!record) throw new Error('the seed has no product');
  const read = await mockStore(tab.db).findProduct({ id: record.id });
  if (!read) throw new Error('the product is not found');
  return { record, version: await versionOf('product', read) };
}

type Product = Awaited<ReturnType<typeof readProduct>>['record'];

/** The panel's save of the product's name, from the version its form started from. */
const saveName = (tab: Tab, record: Product, name: string, version: string) =>
  transactionalVersionedWrites(mockStore(tab.db)).updateProduct(
    { ...record, name },
    ADMIN,
    version,
  );

const nameOf = (db: MockDb, id: string) =>
  recordsOf(db)
    .products()
    .find((product) => product.id === id)?.name;

describe('mock tabs share one store', () => {
  it('a save in one tab is what the other reads next, and is not written again by it', async () => {
    const [first, second] = twoTabs();
    const { record, version } = await readProduct(first);
    await saveName(first, record, 'Birinci Sekmenin Adı', version);
    expect(nameOf(second.db, record.id)).toBe('Birinci Sekmenin Adı');
    expect(second.writes).toBe(0);
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify(first.db.state));
  });

  it('the same field saved from the same version: the second tab gets the conflict', async () => {
    const [first, second] = twoTabs();
    const { record, version } = await readProduct(first);
    expect((await readProduct(second)).version).toBe(version);
    await saveName(first, record, 'Birincinin Adı', version);
    const refused = await saveName(second, record, 'İkincinin Adı', version).then(
      () => null,
      (error: unknown) => error as HttpError,
    );
    expect(refused?.statusCode).toBe(412);
    expect(refused?.extra.conflicts).toEqual([
      expect.objectContaining({ field: 'name', theirs: 'Birincinin Adı', yours: 'İkincinin Adı' }),
    ]);
    // Nothing was written over: both tabs hold the first's save.
    for (const tab of [first, second]) expect(nameOf(tab.db, record.id)).toBe('Birincinin Adı');
  });

  it('a tab that starts later joins with the saved state, not the seed', async () => {
    const [first] = tabs(1);
    if (!first) throw new Error('one tab was asked for');
    const { record, version } = await readProduct(first);
    await saveName(first, record, 'Sonra Açılan Sekme', version);
    const [late] = tabs(1);
    expect(late && nameOf(late.db, record.id)).toBe('Sonra Açılan Sekme');
  });

  it('a reset in one tab gives the other the seed; other keys and unreadable states are ignored', async () => {
    const [first, second] = twoTabs();
    const { record, version } = await readProduct(first);
    const seedName = record.name;
    await saveName(first, record, 'Silinecek Ad', version);

    localStorage.setItem('another-key', '{}');
    announce([second], 'another-key', '{}');
    localStorage.setItem(KEY, 'not json');
    announce([second], KEY, 'not json');
    expect(nameOf(second.db, record.id)).toBe('Silinecek Ad');
    localStorage.removeItem('another-key');

    // window.__mocks.reset(): the seed is written, then the key removed.
    first.db.reset();
    localStorage.removeItem(KEY);
    announce([second], KEY, null);
    expect(nameOf(second.db, record.id)).toBe(seedName);
    expect(second.writes).toBe(0);
  });
});
