/**
 * Scheduled publishing (issue 21 section 4) through the domain operations, on the mocks' state:
 * the rules of a schedule, and the publishing of those that are due. The server's twin (SQL, two
 * replicas racing, the timer) is server/services/scheduled-publishing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { MESSAGES } from '../core/domain/messages';
import { MockDb } from './db';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';

const ADMIN = { username: 'admin', address: null };
const PAGING = { pageIndex: 0, pageSize: 100 };
const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const publicSlugs = async () =>
    (await operations.listProducts(PAGING)).data.items.map(({ slug }) => slug);
  return { db, operations, publicSlugs, refused: refusal };
}

describe('a scheduled product', () => {
  it('is a draft to visitors until its time, then published once, by no one', async () => {
    const { db, operations, publicSlugs, refused } = setUp();
    const publishAt = inMinutes(10);
    const { data } = await operations.createProduct(
      { name: 'Kampanya Ürünü', slug: 'kampanya', status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(data).toMatchObject({ status: 'scheduled', publishAt });
    expect((await refused(() => operations.getProductBySlug('kampanya'))).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('kampanya');

    expect(await operations.publishDueProducts(new Date(Date.parse(publishAt) - 1000))).toBe(0);
    expect(await operations.publishDueProducts(new Date(Date.parse(publishAt) + 1000))).toBe(1);
    expect(await operations.publishDueProducts(new Date(Date.parse(publishAt) + 2000))).toBe(0);

    const { data: published } = await operations.getProductBySlug('kampanya');
    expect(published).toMatchObject({ status: 'published', publishAt: null });
    expect(await publicSlugs()).toContain('kampanya');
    expect(db.state.audit.at(-1)).toMatchObject({
      action: 'publish',
      username: null,
      target: { kind: 'product', name: 'Kampanya Ürünü' },
    });
    // Kept as a revision too, by no one.
    expect(db.state.revisions.at(-1)).toMatchObject({ itemId: data.id, username: null });
  });

  it("says so when its time passed while nothing ran: 'publish-late'", async () => {
    const { db, operations } = setUp();
    const publishAt = inMinutes(5);
    await operations.createProduct(
      { name: 'Geciken', slug: 'geciken', status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(await operations.publishDueProducts(new Date(Date.parse(publishAt) + 3 * MINUTE))).toBe(
      1,
    );
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish-late', username: null });
  });

  it('needs a time ahead; is moved or cancelled by saving again', async () => {
    const { operations, refused } = setUp();
    for (const [publishAt, message] of [
      [undefined, MESSAGES.publishAtRequired],
      [new Date(Date.now() - MINUTE).toISOString(), MESSAGES.publishAtPast],
    ] as const) {
      const error = await refused(() =>
        operations.createProduct(
          { name: 'Hatalı', slug: 'hatali', status: 'scheduled', publishAt },
          ADMIN,
        ),
      );
      expect(error.errors).toEqual({ publishAt: [message] });
    }

    const { data } = await operations.createProduct(
      { name: 'Taşınan', slug: 'tasinan', status: 'scheduled', publishAt: inMinutes(10) },
      ADMIN,
    );
    const later = inMinutes(60);
    const moved = await operations.updateProduct(
      { ...data, status: 'scheduled', publishAt: later },
      ADMIN,
    );
    expect(moved.data.publishAt).toBe(later);
    const cancelled = await operations.updateProduct({ ...data, status: 'draft' }, ADMIN);
    expect(cancelled.data).toMatchObject({ status: 'draft', publishAt: null });
    expect(await operations.publishDueProducts(new Date(Date.parse(later) + 1000))).toBe(0);
  });

  it("schedules a published product's changes: visitors see the live one until the time, once", async () => {
    const { db, operations, refused } = setUp();
    const { data: live } = await operations.createProduct({ name: 'Canlı', slug: 'canli' }, ADMIN);
    const error = await refused(() =>
      operations.updateProduct({ ...live, status: 'scheduled', publishAt: undefined }, ADMIN),
    );
    expect(error.errors).toEqual({ publishAt: [MESSAGES.publishAtRequired] });

    const publishAt = inMinutes(10);
    const scheduled = await operations.updateProduct(
      { ...live, name: 'Canlı (yeni)', slug: 'canli-yeni', status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(scheduled.message).toBe(MESSAGES.pendingScheduled);
    expect(scheduled.data).toMatchObject({
      name: 'Canlı (yeni)',
      status: 'published',
      hasPendingChanges: true,
      pendingPublishAt: publishAt,
    });
    expect((await operations.getProductBySlug('canli')).data.name).toBe('Canlı');
    expect(await operations.publishDueProducts(new Date(Date.parse(publishAt) - 1000))).toBe(0);

    const at = new Date(Date.parse(publishAt) + 1000);
    expect(await operations.publishDueProducts(at)).toBe(1);
    expect(await operations.publishDueProducts(at)).toBe(0);
    expect((await operations.getProductBySlug('canli-yeni')).data.name).toBe('Canlı (yeni)');
    expect((await operations.getProductById(live.id, true)).data).toMatchObject({
      hasPendingChanges: false,
    });
    // The old address goes to the new one, as after 'Yayınla'.
    expect(db.state.redirects.find(({ from }) => from === '/product/canli')).toMatchObject({
      to: '/product/canli-yeni',
    });
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: null });

    // Saving as a draft keeps the changes and cancels the time.
    const again = inMinutes(20);
    await operations.updateProduct(
      { ...live, slug: 'canli-yeni', name: 'Üçüncü', status: 'scheduled', publishAt: again },
      ADMIN,
    );
    const kept = await operations.updateProduct(
      { ...live, slug: 'canli-yeni', name: 'Üçüncü', status: 'draft' },
      ADMIN,
    );
    expect(kept.data).toMatchObject({ name: 'Üçüncü', pendingPublishAt: null });
    expect(await operations.publishDueProducts(new Date(Date.parse(again) + 1000))).toBe(0);
  });
});
