/**
 * Drafts of products (issue 21 section 2) through the domain operations the handlers call, on the
 * mocks' state: what server/ssr/drafts.test.ts checks on SQL and in the server's HTML.
 */
import { ADMIN_CALLER } from '../tests/helpers/callers';
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { revisionOperations } from '../core/domain/revision-operations';
import { MESSAGES } from '../core/domain/messages';
import { SEED_IDS } from '../seed';
import { MockDb } from './db';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';

const ADMIN = ADMIN_CALLER;
const PAGING = { pageIndex: 0, pageSize: 100 };

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const listed = async (drafts = false) =>
    (await operations.listProducts(PAGING, 'created', drafts)).data.items.map(({ slug }) => slug);
  return { db, operations, listed, refused: refusal };
}

describe('a draft product', () => {
  it('does not exist for visitors: no read, no list; the panel sees it marked', async () => {
    const { operations, listed, refused } = setUp();
    const { data } = await operations.createProduct(
      { name: 'Yarım Ürün', slug: 'yarim-urun', status: 'draft' },
      ADMIN,
    );
    expect(data.status).toBe('draft');
    expect(await listed()).not.toContain('yarim-urun');
    expect(await listed(true)).toContain('yarim-urun');
    for (const read of [
      () => operations.getProductBySlug('yarim-urun'),
      () => operations.getProductByName('Yarım Ürün'),
      () => operations.getProductById(data.id),
    ]) {
      expect((await refused(read)).statusCode).toBe(404);
    }
    expect((await operations.getProductById(data.id, true)).data.status).toBe('draft');
  });

  it("is published by a save with 'published' (audited so), or with no status at all", async () => {
    const { db, operations, listed } = setUp();
    const { data } = await operations.createProduct(
      { name: 'Yarım Ürün', slug: 'yarim-urun', status: 'draft' },
      ADMIN,
    );
    await operations.updateProduct({ ...data, titles: ['Hâlâ taslak'], status: 'draft' }, ADMIN);
    expect(await listed()).not.toContain('yarim-urun');
    await operations.updateProduct({ ...data, status: 'published' }, ADMIN);
    expect(await listed()).toContain('yarim-urun');
    expect(db.state.audit.map(({ action }) => action).slice(-3)).toEqual([
      'create',
      'update',
      'publish',
    ]);
    // An older client sends no status: the save is live, as before drafts.
    const other = await operations.createProduct(
      { name: 'Eski İstemci', slug: 'eski-istemci', status: 'draft' },
      ADMIN,
    );
    const { status: _status, ...withoutStatus } = other.data;
    await operations.updateProduct(withoutStatus, ADMIN);
    expect(await listed()).toContain('eski-istemci');
  });

  it('cannot go on a page', async () => {
    const { operations, refused } = setUp();
    const { data } = await operations.createProduct(
      { name: 'Yarım Ürün', slug: 'yarim-urun', status: 'draft' },
      ADMIN,
    );
    const home = (await operations.getPageById(SEED_IDS.pages.home)).data;
    const onPage = await refused(() =>
      operations.updatePageProductOrder(
        { pageId: home.id, productIds: [...home.productIds, data.id] },
        ADMIN,
      ),
    );
    expect(onPage.errors).toEqual({
      productIds: [`'${data.id}' kimlikli ürün taslak; sayfaya eklemeden önce yayınlayın.`],
    });
  });

  it('has no address to keep or take over until it is published', async () => {
    const { db, operations } = setUp();
    const epoksi = (await operations.getProductById(SEED_IDS.products.epoksi)).data;
    await operations.updateProduct({ ...epoksi, slug: 'epoksi-yeni' }, ADMIN);
    // A draft at the old address leaves the redirect working, and renaming it adds none.
    const { data } = await operations.createProduct(
      { name: 'Taslak Epoksi', slug: 'epoksi-enjeksiyon', status: 'draft' },
      ADMIN,
    );
    await operations.updateProduct({ ...data, slug: 'taslak-epoksi', status: 'draft' }, ADMIN);
    await operations.updateProduct({ ...data, slug: 'epoksi-enjeksiyon', status: 'draft' }, ADMIN);
    expect(db.state.redirects.map(({ from, to }) => [from, to])).toEqual([
      ['/product/epoksi-enjeksiyon', '/product/epoksi-yeni'],
    ]);
    // Published there: the address is its own now, and the save says so.
    const published = await operations.updateProduct({ ...data, status: 'published' }, ADMIN);
    expect(published.message).toContain("'/product/epoksi-enjeksiyon' adresindeki yönlendirme");
    expect(db.state.redirects).toEqual([]);
  });

  it('keeps its status through a revision restore, and leaves no 410 when purged', async () => {
    const { db, operations, refused } = setUp();
    const { data } = await operations.createProduct(
      { name: 'Yarım Ürün', slug: 'yarim-urun', status: 'draft' },
      ADMIN,
    );
    await operations.updateProduct({ ...data, titles: ['İkinci'], status: 'draft' }, ADMIN);
    const [, first] = db.state.revisions
      .filter((revision) => revision.itemId === data.id)
      .reverse();
    await revisionOperations(mockStore(db)).restoreRevision(first?.id ?? '', ADMIN);
    expect((await refused(() => operations.getProductById(data.id))).statusCode).toBe(404);
    await operations.deleteProduct(data.id, ADMIN);
    const entry = db.state.trash.find((item) => item.itemId === data.id)?.id ?? '';
    await operations.purgeTrashEntry(entry, () => undefined, ADMIN);
    expect(db.state.redirects).toEqual([]);
  });
});

describe('pending changes of a published product', () => {
  it('wait beside it: visitors see the live product, the panel edits the pending one', async () => {
    const { db, operations, listed } = setUp();
    const live = (await operations.getProductById(SEED_IDS.products.epoksi)).data;
    const saved = await operations.updateProduct(
      { ...live, titles: ['Yeni Başlık (taslak)'], status: 'draft' },
      ADMIN,
    );
    expect(saved.message).toBe(MESSAGES.pendingSaved);
    expect(saved.data).toMatchObject({ status: 'published', hasPendingChanges: true });

    const publicRead = (await operations.getProductBySlug(live.slug)).data;
    expect(publicRead.titles).toEqual(live.titles);
    expect(publicRead.updatedAt).toBe(live.updatedAt);
    expect(publicRead).not.toHaveProperty('hasPendingChanges');
    expect(await listed()).toContain(live.slug);
    const panel = (await operations.getProductById(live.id, true)).data;
    expect(panel).toMatchObject({ titles: ['Yeni Başlık (taslak)'], hasPendingChanges: true });
    const grid = (await operations.listProducts(PAGING, 'newest', true)).data.items;
    expect(grid.find((item) => item.id === live.id)?.hasPendingChanges).toBe(true);

    // 'Yayınla': the pending version goes live, and nothing waits any more.
    await operations.updateProduct({ ...panel, status: 'published' }, ADMIN);
    expect((await operations.getProductBySlug(live.slug)).data.titles).toEqual([
      'Yeni Başlık (taslak)',
    ]);
    expect((await operations.getProductById(live.id, true)).data.hasPendingChanges).toBe(false);
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'update', username: 'admin' });
  });

  it("are dropped with 'Taslağı sil', the live product as it was", async () => {
    const { operations, refused } = setUp();
    const live = (await operations.getProductById(SEED_IDS.products.epoksi)).data;
    await operations.updateProduct({ ...live, name: 'Vazgeçilen Ad', status: 'draft' }, ADMIN);
    expect((await operations.discardProductDraft(live.id, ADMIN)).message).toBe(
      MESSAGES.pendingDiscarded,
    );
    expect((await operations.getProductById(live.id, true)).data).toMatchObject({
      name: live.name,
      hasPendingChanges: false,
    });
    const again = await refused(() => operations.discardProductDraft(live.id, ADMIN));
    expect(again).toMatchObject({ statusCode: 404, message: MESSAGES.noPendingChanges });
  });

  it('survive a restore from the history: an undo of the live product loses no draft', async () => {
    const { db, operations } = setUp();
    const revisions = revisionOperations(mockStore(db));
    const live = (await operations.getProductById(SEED_IDS.products.epoksi)).data;
    await operations.updateProduct({ ...live, titles: ['İkinci sürüm'] }, ADMIN);
    await operations.updateProduct({ ...live, titles: ['Bekleyen'], status: 'draft' }, ADMIN);
    const { items } = (await revisions.listRevisions('product', live.id)).data;
    const first = items.at(-1);
    if (!first) throw new Error('no revision kept');
    await revisions.restoreRevision(first.id, ADMIN);
    expect((await operations.getProductBySlug(live.slug)).data.titles).toEqual(live.titles);
    expect((await operations.getProductById(live.id, true)).data).toMatchObject({
      titles: ['Bekleyen'],
      hasPendingChanges: true,
    });
  });
});
