import { describe, expect, it } from 'vitest';
import { HttpError } from './replies.ts';
import type { Caller } from './accounts.ts';
import { type DomainStore } from './store.ts';
import { NO_ACTOR } from './types.ts';
import { trashOperations } from './trash-operations.ts';
import {
  placesOf,
  productPlaces,
  restoredOrdering,
  trashDaysLeft,
  trashExpiresAt,
  trashExpiryCutoff,
  trashName,
  withPlace,
  withProductAt,
  type PurgedEntry,
  type TrashEntry,
} from './trash.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('retention', () => {
  it('keeps an item 30 days', () => {
    expect(trashExpiresAt('2026-11-01T10:00:00.000Z')).toBe('2026-12-01T10:00:00.000Z');
    expect(trashExpiryCutoff(new Date('2026-12-01T10:00:00.000Z')).toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    );
  });

  it('counts the days left, rounded up, and 0 once due', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    expect(trashDaysLeft('2026-12-24T12:00:00.000Z', now)).toBe(30);
    expect(trashDaysLeft('2026-11-24T13:00:00.000Z', now)).toBe(1);
    expect(trashDaysLeft(new Date(now.getTime() + 2 * DAY + 1).toISOString(), now)).toBe(3);
    expect(trashDaysLeft('2026-11-24T12:00:00.000Z', now)).toBe(0);
    expect(trashDaysLeft('2026-11-20T12:00:00.000Z', now)).toBe(0);
  });
});

describe('names', () => {
  it('lists an enquiry by its sender and the others by name', () => {
    expect(trashName('enquiry', { isim: 'Ayşe', soyisim: 'Kılıç', name: 'x' })).toBe('Ayşe Kılıç');
    expect(trashName('product', { name: 'Poliüretan Enjeksiyon' })).toBe('Poliüretan Enjeksiyon');
    expect(trashName('file', {})).toBe('');
  });
});

describe("a product's places in the pages", () => {
  const pages = [
    { id: 'home', productIds: ['a', 'b', 'c'] },
    { id: 'about', productIds: ['c'] },
    { id: 'other', productIds: [] },
  ];

  it('are the pages that list it, with its index', () => {
    expect(productPlaces(pages, 'c')).toEqual([
      { pageId: 'home', index: 2 },
      { pageId: 'about', index: 0 },
    ]);
    expect(productPlaces(pages, 'z')).toEqual([]);
  });

  it('come back at the same index', () => {
    expect(withProductAt(['a', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(withProductAt(['b', 'c'], 'a', 0)).toEqual(['a', 'b', 'c']);
  });

  it('are clamped to the end of a shorter ordering', () => {
    expect(withProductAt(['a'], 'c', 5)).toEqual(['a', 'c']);
    expect(withProductAt([], 'c', 2)).toEqual(['c']);
    expect(withProductAt(['a'], 'c', -3)).toEqual(['c', 'a']);
  });

  it('never list a product twice', () => {
    expect(withProductAt(['a', 'c'], 'c', 0)).toEqual(['a', 'c']);
  });

  it('leave a restored page without the products trashed since, noting where they stood', () => {
    const live = new Set(['a', 'd']);
    const trashed = new Set(['b']);
    expect(
      restoredOrdering(
        ['a', 'b', 'c', 'd'],
        (id) => live.has(id),
        (id) => trashed.has(id),
      ),
    ).toEqual({ productIds: ['a', 'd'], pending: [{ productId: 'b', index: 1 }] });
  });

  it('gain the place of a page restored while the product is trashed, once per page', () => {
    const kept = { places: [{ pageId: 'home', index: 2 }] };
    expect(withPlace(kept, { pageId: 'about', index: 0 })).toEqual({
      places: [
        { pageId: 'home', index: 2 },
        { pageId: 'about', index: 0 },
      ],
    });
    expect(withPlace(kept, { pageId: 'home', index: 1 })).toEqual({
      places: [{ pageId: 'home', index: 1 }],
    });
    expect(withPlace(null, { pageId: 'home', index: 1 })).toEqual({
      places: [{ pageId: 'home', index: 1 }],
    });
  });

  it('are read back from what the store kept, ignoring anything else', () => {
    expect(placesOf({ places: [{ pageId: 'home', index: 1 }, { pageId: 3 }] })).toEqual([
      { pageId: 'home', index: 1 },
    ]);
    expect(placesOf(null)).toEqual([]);
    expect(placesOf({})).toEqual([]);
  });
});

describe('trashOperations', () => {
  const entry: TrashEntry = {
    id: 'e1',
    kind: 'file',
    itemId: 'f1',
    name: 'logo.png',
    deletedAt: '2026-11-01T10:00:00.000Z',
    deletedBy: 'admin',
    expiresAt: '2026-12-01T10:00:00.000Z',
  };
  const purged: PurgedEntry = { entry, bytes: { id: 'f1', diskName: 'f1.png' }, slug: null };

  /** No one, with the rights of an admin (the expiry's, in the log). */
  const SYSTEM: Caller = { ...NO_ACTOR, userId: '', role: 'admin', proofAt: null };

  function storeWith(overrides: Partial<DomainStore>) {
    const audit: unknown[] = [];
    const store = {
      recordAudit: async (record: unknown) => {
        audit.push(record);
      },
      findTrashEntry: async () => entry,
      ...overrides,
    } as DomainStore;
    return { operations: trashOperations(store), audit };
  }

  it('restores, and logs the restore', async () => {
    const { operations, audit } = storeWith({
      restoreFromTrash: async () => ({ restored: entry }),
    });
    const actor = { ...SYSTEM, username: 'admin', address: '127.0.0.1' };
    expect(await operations.restoreTrashEntry('e1', actor)).toEqual({
      success: true,
      message: "'logo.png' geri yüklendi.",
      data: null,
    });
    expect(audit).toEqual([
      {
        action: 'restore',
        username: 'admin',
        address: '127.0.0.1',
        target: { kind: 'file', id: 'f1', name: 'logo.png' },
      },
    ]);
  });

  it('answers 409 naming the slug taken, and 404 for no entry', async () => {
    const taken = storeWith({ restoreFromTrash: async () => ({ slugTaken: 'epoksi' }) });
    const error = await taken.operations.restoreTrashEntry('e1', SYSTEM).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 409,
      message:
        "'epoksi' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
    });
    expect(taken.audit).toEqual([]);
    const none = storeWith({ restoreFromTrash: async () => null });
    await expect(none.operations.restoreTrashEntry('e1', SYSTEM)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("purges an entry, then removes a file's bytes, and logs it", async () => {
    const { operations, audit } = storeWith({ purgeTrashEntry: async () => purged });
    const removed: unknown[] = [];
    const reply = await operations.purgeTrashEntry(
      'e1',
      (bytes) => void removed.push(bytes),
      SYSTEM,
    );
    expect(reply.message).toBe("'logo.png' kalıcı olarak silindi.");
    expect(removed).toEqual([{ id: 'f1', diskName: 'f1.png' }]);
    expect(audit).toMatchObject([{ action: 'purge', username: null }]);
  });

  it('purges what was deleted more than 30 days before now, logged by no one', async () => {
    let cutoff: Date | undefined;
    const { operations, audit } = storeWith({
      purgeExpiredTrash: async (before) => {
        cutoff = before;
        return [purged, { entry: { ...entry, kind: 'product' }, bytes: null, slug: null }];
      },
    });
    const removed: unknown[] = [];
    const count = await operations.purgeExpiredTrash(
      new Date('2026-12-01T10:00:00.000Z'),
      (bytes) => void removed.push(bytes),
    );
    expect(count).toBe(2);
    expect(cutoff?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(removed).toEqual([{ id: 'f1', diskName: 'f1.png' }]);
    expect(audit).toHaveLength(2);
    expect(audit).toMatchObject([
      { action: 'purge', username: null, address: null },
      { action: 'purge', username: null, address: null },
    ]);
  });
});
