import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/api/generated/backend/model/index.ts';
import {
  REVISIONS_KEPT,
  changedFields,
  contentRevisionData,
  isContentKey,
  keepRevision,
  productRevisionData,
  revisionsPastKept,
  savedWithRevision,
  type NewRevision,
} from './revisions.ts';
import type { DomainStore } from './store.ts';

/** Just the revisions of a store, in memory (the mocks' and the server's are tested on their own). */
function revisionStore() {
  const kept: NewRevision[] = [];
  const store = {
    addRevision: async (revision: NewRevision) => {
      kept.push(revision);
      return { id: String(kept.length), savedAt: '', ...revision };
    },
    listRevisions: async (kind: string, itemId: string) =>
      kept.filter((revision) => revision.kind === kind && revision.itemId === itemId),
  } as unknown as DomainStore;
  return { store, kept };
}

const actor = { username: 'ayse', address: '127.0.0.1' };

describe('revisions: retention', () => {
  it('keeps the newest 50 per item and drops the rest, oldest first out', () => {
    expect(REVISIONS_KEPT).toBe(50);
    const newestFirst = Array.from({ length: 53 }, (_, index) => 53 - index);
    expect(revisionsPastKept(newestFirst)).toEqual([3, 2, 1]);
    expect(revisionsPastKept(newestFirst.slice(0, 50))).toEqual([]);
    expect(revisionsPastKept([3, 2, 1], 2)).toEqual([1]);
  });
});

describe('revisions: what a revision stores', () => {
  it("keeps a product in its create-input shape: the contract's write fields, nothing resolved", () => {
    const product = {
      id: 'x',
      name: 'Epoksi',
      slug: 'epoksi',
      titles: ['A'],
      showContact: false,
      files: [{ id: 'f' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    } as unknown as Product;
    const data = productRevisionData(product);
    expect(data).toMatchObject({
      name: 'Epoksi',
      slug: 'epoksi',
      titles: ['A'],
      showContact: false,
    });
    // Left out is cleared on restore, not kept: every field is there, null when the record had none.
    expect(data.metaTitle).toBeNull();
    expect(data).not.toHaveProperty('files');
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('createdAt');
  });

  it("keeps a content page without the read's images, and knows the content keys", () => {
    expect(contentRevisionData({ title: 'T', images: [] })).toEqual({ title: 'T' });
    expect(isContentKey('contact')).toBe(true);
    expect(isContentKey('kimyasal-ankraj')).toBe(true);
    expect(isContentKey('toString')).toBe(false);
  });
});

describe('revisions: the field-by-field comparison', () => {
  it('names the fields whose values differ, lists and nested values compared whole', () => {
    const a = { name: 'A', titles: ['x', 'y'], documents: [{ title: 'T', url: '/a' }], n: 1 };
    const b = { name: 'A', titles: ['x', 'z'], documents: [{ title: 'T', url: '/b' }], n: 1 };
    expect(changedFields(a, b)).toEqual(['titles', 'documents']);
    expect(changedFields(a, a)).toEqual([]);
  });

  it('treats a missing field and null as the same, and lists fields only one side has', () => {
    expect(changedFields({ metaTitle: null }, {})).toEqual([]);
    expect(changedFields({ a: 1 }, { a: 1, b: false })).toEqual(['b']);
    expect(changedFields({ a: '' }, { a: null })).toEqual(['a']);
  });
});

describe('revisions: a save keeps its revision', () => {
  const record = (name: string) => ({ id: 'p1', name, updatedAt: '2026-02-01T10:00:00.000Z' });
  const save = (store: DomainStore, name: string) =>
    savedWithRevision(
      store,
      'product',
      'p1',
      {
        read: async () => record('Önce'),
        save: async () => record(name),
        dataOf: ({ name: n }) => ({ name: n }),
      },
      actor,
    );

  it("keeps the state before an item's first recorded save, by no one, then the save's", async () => {
    const { store, kept } = revisionStore();
    await save(store, 'Bir');
    await save(store, 'İki');
    expect(kept.map(({ data, username }) => [data.name, username])).toEqual([
      ['Önce', null],
      ['Bir', 'ayse'],
      ['İki', 'ayse'],
    ]);
    expect(kept[0]?.savedAt).toEqual(new Date('2026-02-01T10:00:00.000Z'));
  });

  it('keeps nothing when the record is missing or the save throws', async () => {
    const { store, kept } = revisionStore();
    const missing = await savedWithRevision(
      store,
      'product',
      'p1',
      { read: async () => null, save: async () => null, dataOf: () => ({}) },
      actor,
    );
    expect(missing).toBeNull();
    await expect(
      savedWithRevision(
        store,
        'product',
        'p1',
        {
          read: async () => record('Önce'),
          save: async () => {
            throw new Error('slug');
          },
          dataOf: () => ({}),
        },
        actor,
      ),
    ).rejects.toThrow('slug');
    expect(kept).toEqual([]);
  });

  it('a create keeps only its own revision', async () => {
    const { store, kept } = revisionStore();
    await keepRevision(store, { kind: 'page', itemId: 'g', data: { name: 'Yeni' } }, actor);
    expect(kept).toEqual([{ kind: 'page', itemId: 'g', data: { name: 'Yeni' }, username: 'ayse' }]);
  });
});
