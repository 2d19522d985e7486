import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditQuery } from '../../core/domain/audit.ts';
import { turkeyDay } from '../../core/lib/turkey-time.ts';
import { ADMIN, PNG_BYTES, setupTestApp } from '../test/test-app.ts';

/**
 * GET /api/Audit through the real app (PGlite, or PostgreSQL with `npm run test:server:postgres`):
 * what sign-ins, saves, deletes and uploads wrote, newest first, filtered and paged.
 */
const t = setupTestApp();

interface Entry {
  username: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetName: string | null;
  address: string | null;
  at: string;
}
interface LogPage {
  items: Entry[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

async function log(query = '', options: Partial<InjectOptions> = {}) {
  const reply = await t.app.inject({
    url: `/api/Audit${query}`,
    headers: t.authHeaders,
    ...options,
  });
  return { status: reply.statusCode, body: reply.json() as { data: LogPage; errors?: unknown } };
}

async function page(query = ''): Promise<LogPage> {
  const { status, body } = await log(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const summary = (entries: Entry[]) =>
  entries.map((entry) => [entry.action, entry.targetKind, entry.targetName]);

/**
 * The day in Turkey (the days of From and To) before this file wrote its first entry: the
 * entries lie between it and the day the filters are asked, whether or not a midnight in Turkey
 * came in between.
 */
const firstDay = turkeyDay(Date.now());

describe('GET /api/Audit', () => {
  it('is refused to a visitor', async () => {
    const { status } = await log('', { headers: {} });
    expect(status).toBe(401);
  });

  it('lists a failed sign-in, saves and a delete newest first, with the user and address', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: ADMIN.username, password: 'yanlis-sifre' },
    });
    expect(failed.statusCode).toBe(401);
    const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, payload, headers: t.authHeaders });
    const created = (
      await post('/api/Product', { name: 'Denetim Ürünü', slug: 'denetim-urunu' })
    ).json() as { data: { id: string } };
    const id = created.data.id;
    const saved = await post(
      '/api/Product',
      { id, name: 'Denetim Ürünü 2', slug: 'denetim-urunu' },
      'PUT',
    );
    expect(saved.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/Product/${id}`,
      headers: t.authHeaders,
    });
    expect(deleted.statusCode).toBe(200);

    const all = await page();
    expect(all).toMatchObject({ pageIndex: 0, pageSize: 25, totalCount: 5, totalPages: 1 });
    expect(summary(all.items)).toEqual([
      ['delete', 'product', 'Denetim Ürünü 2'],
      ['update', 'product', 'Denetim Ürünü 2'],
      ['create', 'product', 'Denetim Ürünü'],
      ['sign-in-failed', null, null],
      ['sign-in', null, null],
    ]);
    for (const entry of all.items) {
      expect(entry).toMatchObject({ username: ADMIN.username, address: '127.0.0.1' });
    }
    expect(all.items[0]?.targetId).toBe(id);
    const times = all.items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by action, by user exactly and by days in Turkey, and pages', async () => {
    expect(summary((await page('?Action=sign-in-failed')).items)).toEqual([
      ['sign-in-failed', null, null],
    ]);
    expect((await page('?User=admin&Action=delete')).totalCount).toBe(1);
    expect((await page('?User=Admin')).totalCount).toBe(0);
    expect((await page('?User=%20admin%20')).totalCount).toBe(5);

    const today = turkeyDay(Date.now());
    const tomorrow = turkeyDay(Date.now() + 24 * 60 * 60 * 1000);
    expect((await page(`?From=${firstDay}&To=${today}`)).totalCount).toBe(5);
    expect((await page(`?From=${tomorrow}`)).totalCount).toBe(0);
    expect((await page(`?To=${today}&Action=create`)).totalCount).toBe(1);

    const second = await page('?PageSize=2&PageIndex=1');
    expect(second).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(summary(second.items)).toEqual([
      ['create', 'product', 'Denetim Ürünü'],
      ['sign-in-failed', null, null],
    ]);
  });

  it('refuses a range that ends before it starts, an unknown action and a day that is none', async () => {
    const reversed = await log('?From=2026-11-24&To=2026-11-23');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({
      To: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    });
    expect((await log('?Action=edit')).status).toBe(400);
    expect((await log('?From=2026-02-30')).status).toBe(400);
  });

  it('lists an upload as the creation of a file', async () => {
    const reply = await t.postForm('/api/File/upload', [
      { name: 'file', filename: 'santiye.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(reply.statusCode).toBe(201);
    const { data } = reply.json() as { data: { id: string } };
    const [entry] = (await page('?Action=create&PageSize=1')).items;
    expect(entry).toMatchObject({
      action: 'create',
      targetKind: 'file',
      targetId: data.id,
      targetName: 'santiye.png',
      username: ADMIN.username,
      address: '127.0.0.1',
    });
  });
});

describe('the store’s query (server/store/audit.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps Turkey’s days to the millisecond, and of one instant lists the last written first', async () => {
    const { store } = t.ts;
    vi.useFakeTimers({ toFake: ['Date'] });
    const write = async (iso: string, name: string) => {
      vi.setSystemTime(new Date(iso));
      await store.recordAudit({
        action: 'purge',
        username: 'gece',
        address: null,
        target: { kind: 'page', id: name, name },
      });
    };
    // 1 January 2031 in Turkey runs from 21:00 UTC on 31 December 2030 to 21:00 UTC the next day.
    await write('2030-12-31T20:59:59.999Z', 'önceki gün');
    await write('2030-12-31T21:00:00.000Z', 'ilk an');
    await write('2031-01-01T20:59:59.999Z', 'son an A');
    await write('2031-01-01T20:59:59.999Z', 'son an B');
    await write('2031-01-01T21:00:00.000Z', 'sonraki gün');
    vi.useRealTimers();

    const day = await store.listAudit(
      auditQuery({
        pageIndex: 0,
        pageSize: 10,
        user: 'gece',
        from: '2031-01-01',
        to: '2031-01-01',
      }),
    );
    expect(day.items.map((entry) => entry.targetName)).toEqual(['son an B', 'son an A', 'ilk an']);
    const all = await store.listAudit(auditQuery({ pageIndex: 0, pageSize: 10, user: 'gece' }));
    expect(all.totalCount).toBe(5);
  });
});
