import { describe, expect, it } from 'vitest';
import { REVISIONS_KEPT } from '../core/domain/revisions';
import { MockDb } from './db';
import { createRevisionStore } from './store/revisions';

describe("the mocks' revisions", () => {
  it('keep the newest 50 of an item in the write that adds the 51st, other items untouched', async () => {
    const db = new MockDb();
    const store = createRevisionStore(db);
    await store.addRevision({ kind: 'page', itemId: 'p', username: null, data: { n: 0 } });
    for (let n = 1; n <= REVISIONS_KEPT + 2; n += 1) {
      await store.addRevision({ kind: 'product', itemId: 'x', username: 'admin', data: { n } });
    }
    const kept = await store.listRevisions('product', 'x');
    expect(kept).toHaveLength(REVISIONS_KEPT);
    const newest = await store.getRevision(kept[0]?.id ?? '');
    const oldest = await store.getRevision(kept.at(-1)?.id ?? '');
    expect([newest?.data.n, oldest?.data.n]).toEqual([REVISIONS_KEPT + 2, 3]);
    expect(await store.listRevisions('page', 'p')).toHaveLength(1);
    expect(db.state.revisions).toHaveLength(REVISIONS_KEPT + 1);
  });

  it('survive a state saved before revisions existed', async () => {
    const db = new MockDb();
    // @ts-expect-error: a persisted state from before issue 14 has no revisions.
    delete db.state.revisions;
    const store = createRevisionStore(db);
    expect(await store.listRevisions('product', 'x')).toEqual([]);
    await store.addRevision({ kind: 'product', itemId: 'x', username: null, data: {} });
    expect(await store.listRevisions('product', 'x')).toHaveLength(1);
  });
});
