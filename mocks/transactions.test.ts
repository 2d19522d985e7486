/**
 * A write and its history are one (issue 22 section 3) on the mocks: when the revision cannot be
 * kept, the record is as it was and nothing is audited. The server's twin is
 * server/handlers/transactions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { transactionalBackendOperations } from '../core/domain/backend';
import { transactionalContentOperations } from '../core/domain/content';
import { MockDb } from './db';
import { mockStore } from './store/store';
import { recordsOf } from '../tests/helpers/mock-records';

const ADMIN = { username: 'admin', address: null };

function failingRevisions() {
  const db = new MockDb();
  const store = {
    ...mockStore(db),
    addRevision: async () => {
      throw new Error('the revision could not be kept');
    },
  };
  return { db, store };
}

describe('a write whose revision fails', () => {
  it("leaves the product as it was, audits nothing, and keeps the mocks' state whole", async () => {
    const { db, store } = failingRevisions();
    const operations = transactionalBackendOperations(store);
    const [product] = recordsOf(db).products();
    if (!product) throw new Error('the seed has no product');
    const before = structuredClone(db.state);
    await expect(
      operations.updateProduct({ ...product, name: 'Yarım Kalan Kayıt' }, ADMIN),
    ).rejects.toThrow('the revision could not be kept');
    expect(recordsOf(db).products()[0]?.name).toBe(product.name);
    expect(db.state).toEqual(before);
  });

  it('leaves a content page as it was', async () => {
    const { db, store } = failingRevisions();
    const operations = transactionalContentOperations(store);
    const live = await operations.read('asilnunx', {});
    const audit = db.state.audit.length;
    await expect(
      operations.updateAsilnunx({ ...live, title: 'Yarım Kalan' }, ADMIN),
    ).rejects.toThrow('the revision could not be kept');
    expect(await operations.read('asilnunx', {})).toEqual(live);
    expect(db.state.audit).toHaveLength(audit);
  });

  it('commits as before when nothing fails', async () => {
    const db = new MockDb();
    const operations = transactionalBackendOperations(mockStore(db));
    const [product] = recordsOf(db).products();
    if (!product) throw new Error('the seed has no product');
    await operations.updateProduct({ ...product, name: 'Kaydedilen Ad' }, ADMIN);
    expect(recordsOf(db).products()[0]?.name).toBe('Kaydedilen Ad');
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'update', username: 'admin' });
  });
});
