/**
 * The mocks' trash (mocks/store/trash.ts) on their in-memory state, through the same domain operations
 * the handlers call: what server/handlers/trash.test.ts checks on SQL, here on MockDb.
 */
import { ADMIN_CALLER } from '../tests/helpers/callers';
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { NO_ACTOR } from '../core/domain/types';
import { SEED_IDS } from '../seed';
import { MockDb } from './db';
import { mockStore } from './store/store';
import { recordsOf } from '../tests/helpers/mock-records';

const ADMIN = ADMIN_CALLER;
const HOME = SEED_IDS.pages.home;

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const homeOrder = () => db.state.pages.find((page) => page.id === HOME)?.productIds ?? [];
  const entryOf = (itemId: string) => {
    const entry = db.state.trash.find((candidate) => candidate.itemId === itemId);
    if (!entry) throw new Error(`${itemId} is not in the trash`);
    return entry.id;
  };
  return { db, operations, homeOrder, entryOf };
}

describe('the mocks’ trash', () => {
  it('takes a product off the pages and puts it back at its place and list position', async () => {
    const { db, operations, homeOrder, entryOf } = setUp();
    const order = [...homeOrder()];
    const id = order[1] as string;
    const listed = db.state.products.map((product) => product.id);
    await operations.deleteProduct(id, ADMIN);
    expect(homeOrder()).not.toContain(id);
    const { data } = await operations.listTrash({ pageIndex: 0, pageSize: 10 }, ADMIN);
    expect(data.items[0]).toMatchObject({ kind: 'product', itemId: id, deletedBy: 'admin' });
    await operations.restoreTrashEntry(entryOf(id), ADMIN);
    expect(homeOrder()).toEqual(order);
    expect(db.state.products.map((product) => product.id)).toEqual(listed);
    expect(db.state.audit.map((entry) => entry.action).slice(-2)).toEqual(['delete', 'restore']);
  });

  it('takes an item’s revisions with it when it is purged, and not before', async () => {
    const { db, operations, entryOf } = setUp();
    const id = SEED_IDS.documents.asilnunxCeSertifikasi;
    const { data: document } = await operations.getDocumentById(id);
    await operations.updateDocument({ ...document, name: 'Yeni ad' }, ADMIN);
    const revisionsOf = () => db.state.revisions.filter((revision) => revision.itemId === id);
    expect(revisionsOf()).toHaveLength(2);
    await operations.deleteDocument(id, ADMIN);
    expect(revisionsOf()).toHaveLength(2);
    await operations.purgeTrashEntry(entryOf(id), () => undefined, ADMIN);
    expect(revisionsOf()).toEqual([]);
  });

  it('keeps a file’s bytes while trashed and drops them on purge', async () => {
    const { db, operations, entryOf } = setUp();
    const file = recordsOf(db).addFile({
      name: 'cop.png',
      contentType: 'image/png',
      bytes: new Uint8Array([1, 2, 3]),
    });
    await operations.deleteFile(file.id, ADMIN);
    expect(recordsOf(db).fileByPath(file.path)).toBeUndefined();
    expect(db.bytes.get(file.id)).toEqual(new Uint8Array([1, 2, 3]));
    await operations.restoreTrashEntry(entryOf(file.id), ADMIN);
    expect(recordsOf(db).fileByPath(file.path)?.id).toBe(file.id);
    await operations.deleteFile(file.id, ADMIN);
    await operations.purgeTrashEntry(entryOf(file.id), () => undefined, ADMIN);
    expect(db.bytes.has(file.id)).toBe(false);
    expect(db.state.trash).toEqual([]);
  });

  it('refuses a restore whose slug was taken, naming it', async () => {
    const { db, operations, entryOf } = setUp();
    const product = await operations.createProduct({ name: 'Eski', slug: 'eski' }, ADMIN);
    await operations.deleteProduct(product.data.id, ADMIN);
    await operations.createProduct({ name: 'Yeni', slug: 'eski' }, ADMIN);
    await expect(
      operations.restoreTrashEntry(entryOf(product.data.id), ADMIN),
    ).rejects.toMatchObject({
      statusCode: 409,
      message:
        "'eski' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
    });
    expect(db.state.trash).toHaveLength(1);
  });

  it('restores a page without products trashed or purged since; a trashed one comes back to it', async () => {
    const { operations, homeOrder, entryOf } = setUp();
    const order = [...homeOrder()];
    const [, kept, purged] = order as [string, string, string];
    await operations.deletePage(HOME, ADMIN);
    await operations.deleteProduct(kept, ADMIN);
    await operations.deleteProduct(purged, ADMIN);
    await operations.purgeTrashEntry(entryOf(purged), () => undefined, ADMIN);
    await operations.restoreTrashEntry(entryOf(HOME), ADMIN);
    expect(homeOrder()).toEqual(order.filter((id) => id !== kept && id !== purged));
    await operations.restoreTrashEntry(entryOf(kept), ADMIN);
    expect(homeOrder()).toEqual(order.filter((id) => id !== purged));
  });

  it('purges what is older than 30 days, by no one', async () => {
    const { db, operations } = setUp();
    await operations.deleteContact(SEED_IDS.enquiries.read, ADMIN);
    const deletedAt = new Date(db.state.trash[0]?.deletedAt ?? '');
    expect(await operations.purgeExpiredTrash(deletedAt, () => undefined)).toBe(0);
    const later = new Date(deletedAt.getTime() + 30 * 24 * 60 * 60 * 1000 + 1);
    expect(await operations.purgeExpiredTrash(later, () => undefined)).toBe(1);
    expect(db.state.trash).toEqual([]);
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'purge', username: NO_ACTOR.username });
  });
});
