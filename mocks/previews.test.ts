/**
 * Preview links (issue 21 section 3) through the domain operations the handlers call, on the
 * mocks' state: what server/ssr/previews.test.ts checks on SQL, signed, and in the server's HTML.
 */
import { previewTokenOf } from '../tests/helpers/preview-token';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { MESSAGES } from '../core/domain/messages';
import { MockDb } from './db';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';

const ADMIN = { username: 'admin', address: null };

async function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const { data: draft } = await operations.createProduct(
    { name: 'Gizli Ürün', slug: 'gizli-urun', status: 'draft' },
    ADMIN,
  );
  return { db, operations, draft, refused: refusal, tokenOf: previewTokenOf };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a preview link', () => {
  it('shows the draft to whoever has it, for seven days unless asked otherwise', async () => {
    const { operations, draft, tokenOf } = await setUp();
    const before = Date.now();
    const { data: link, message } = await operations.createPreviewLink(
      { productId: draft.id },
      ADMIN,
    );
    expect(message).toBe(MESSAGES.previewCreated);
    expect(link.path).toMatch(/^\/product\/gizli-urun\?onizleme=/);
    expect(link.createdBy).toBe('admin');
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(7 - 1e-3);
    expect(days).toBeLessThan(7 + 1e-3);

    const read = await operations.getProductBySlug('gizli-urun', tokenOf(link.path));
    expect(read.data.status).toBe('draft');

    const { data: short } = await operations.createPreviewLink(
      { productId: draft.id, days: 1 },
      ADMIN,
    );
    expect(Date.parse(short.expiresAt) - Date.parse(short.createdAt)).toBe(86_400_000);
    const { data: listed } = await operations.listPreviewLinks(draft.id);
    expect(listed.map(({ id }) => id)).toEqual([short.id, link.id]);
  });

  it('finds nothing once revoked or expired, or with a token it did not give', async () => {
    const { operations, draft, refused, tokenOf } = await setUp();
    const { data: link } = await operations.createPreviewLink({ productId: draft.id }, ADMIN);
    const token = tokenOf(link.path);

    for (const wrong of ['not-a-token', crypto.randomUUID()]) {
      const error = await refused(() => operations.getProductBySlug('gizli-urun', wrong));
      expect(error).toMatchObject({ statusCode: 404, message: MESSAGES.previewInvalid });
    }
    // Another product's link shows only that product.
    const { data: other } = await operations.createProduct(
      { name: 'Başka', slug: 'baska', status: 'draft' },
      ADMIN,
    );
    expect((await refused(() => operations.getProductBySlug('baska', token))).statusCode).toBe(404);

    vi.useFakeTimers({ now: Date.parse(link.expiresAt) + 1000, toFake: ['Date'] });
    expect((await refused(() => operations.getProductBySlug('gizli-urun', token))).message).toBe(
      MESSAGES.previewInvalid,
    );
    expect((await operations.listPreviewLinks(draft.id)).data).toEqual([]);
    vi.useRealTimers();

    expect((await operations.deletePreviewLink(link.id)).message).toBe(MESSAGES.previewRevoked);
    expect((await refused(() => operations.getProductBySlug('gizli-urun', token))).message).toBe(
      MESSAGES.previewInvalid,
    );
    expect((await refused(() => operations.deletePreviewLink(link.id))).statusCode).toBe(404);
    expect(other.status).toBe('draft');
  });

  it('is made only for a product that exists', async () => {
    const { operations, refused } = await setUp();
    const error = await refused(() =>
      operations.createPreviewLink({ productId: crypto.randomUUID() }, ADMIN),
    );
    expect(error.statusCode).toBe(404);
  });
});
