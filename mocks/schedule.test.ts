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
import { mockStore } from './store';

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

  it('needs a time ahead; is moved or cancelled by saving again; a published one is refused', async () => {
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

    const { data: live } = await operations.createProduct({ name: 'Canlı', slug: 'canli' }, ADMIN);
    const error = await refused(() =>
      operations.updateProduct({ ...live, status: 'scheduled', publishAt: inMinutes(5) }, ADMIN),
    );
    expect(error.errors).toEqual({ status: [MESSAGES.publishedToScheduled] });
  });
});
