import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

/**
 * A write and its history are one (issue 22 section 3): a record's write, its revision and its
 * audit line commit in one transaction. With the revisions table gone for a moment, a save fails
 * whole: the record is unchanged and nothing is audited. On PGlite here, and on PostgreSQL in
 * `npm run test:server:postgres`; the mocks' twin is mocks/transactions.test.ts.
 */
const t = setupTestApp();
const auth = t.authHeaders;

type Product = { id: string; name: string; slug: string };
const dataOf = <T>(reply: { json: () => unknown }) => (reply.json() as { data: T }).data;

/** Runs `work` while no revision can be stored. */
async function withoutRevisions<T>(work: () => Promise<T>): Promise<T> {
  const { db } = t.ts.database;
  await db.execute(sql`alter table revisions rename to revisions_away`);
  try {
    return await work();
  } finally {
    await db.execute(sql`alter table revisions_away rename to revisions`);
  }
}

async function auditCount(id: string) {
  const reply = await t.app.inject({ url: '/api/Audit?PageSize=100', headers: auth });
  const { items } = dataOf<{ items: { targetId: string }[] }>(reply);
  return items.filter((entry) => entry.targetId === id).length;
}

describe('a write whose revision cannot be kept', () => {
  it('changes nothing and audits nothing; the next save works', async () => {
    const listed = await t.app.inject({ url: '/api/Product?PageSize=1' });
    const [product] = dataOf<{ items: Product[] }>(listed).items;
    if (!product) throw new Error('the seed has no product');
    const read = async () =>
      dataOf<Product>(await t.app.inject({ url: `/api/Product/${product.id}`, headers: auth }));
    const full = await read();
    const audited = await auditCount(product.id);

    const failed = await withoutRevisions(() =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Product',
        payload: { ...full, name: 'Yarım Kalan Kayıt' },
        headers: auth,
      }),
    );
    expect(failed.statusCode).toBe(500);
    expect((await read()).name).toBe(product.name);
    expect(await auditCount(product.id)).toBe(audited);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      payload: { ...full, name: 'Kaydedilen Ad' },
      headers: auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).name).toBe('Kaydedilen Ad');
    expect(await auditCount(product.id)).toBe(audited + 1);
  });

  it('leaves a content page as it was', async () => {
    const url = '/content/api/asilnunx';
    const { images: _images, ...live } = (await t.app.inject({ url })).json() as {
      images?: unknown;
      [key: string]: unknown;
    };
    const failed = await withoutRevisions(() =>
      t.app.inject({
        method: 'PUT',
        url,
        payload: { ...live, title: 'Yarım Kalan' },
        headers: auth,
      }),
    );
    expect(failed.statusCode).toBe(500);
    const { images: _after, ...after } = (await t.app.inject({ url })).json() as {
      images?: unknown;
    };
    expect(after).toEqual(live);
  });
});
