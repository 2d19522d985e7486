import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { setupRenderingTestApp } from '../test/test-app.ts';
import { startScheduledPublishing } from './scheduled-publishing.ts';

/**
 * Scheduled publishing (issue 21 section 4) on the server: a due schedule is published once however
 * many replicas run the job at the same moment, the page a visitor was refused (and whose answer
 * may be cached) is public at once, and a schedule missed while no server ran is published at the
 * next start and audited so. On PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);
const MINUTE = 60_000;
const silent = { info: () => undefined, error: () => undefined };

async function scheduled(slug: string, publishAt: Date) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/Product',
    headers: await t.auth(),
    payload: { name: `Zamanlı ${slug}`, slug, status: 'scheduled', publishAt },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { data: { id: string } }).data;
}

/**
 * Replicas started at the same moment, `at`, on one database: each runs at once (the run under
 * way is what runOnce answers). Returns how many products they published in all.
 */
async function race(replicas: number, at: Date, changed = () => t.app.contentChanged()) {
  const jobs = Array.from({ length: replicas }, () =>
    startScheduledPublishing({
      store: t.ts.store,
      changed,
      log: silent,
      intervalMs: 60 * MINUTE,
      now: () => at,
    }),
  );
  const counts = await Promise.all(jobs.map((job) => job.runOnce()));
  await Promise.all(jobs.map((job) => job.stop()));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function auditOf(id: string) {
  const reply = await t.app.inject({ url: '/api/Audit?PageSize=100', headers: await t.auth() });
  const { items } = (
    reply.json() as {
      data: { items: { action: string; username: string | null; targetId: string }[] };
    }
  ).data;
  return items.filter((entry) => entry.targetId === id);
}

describe('scheduled publishing on the server', () => {
  it('publishes a due product once when replicas race, and the cached public list shows it at once', async () => {
    const publishAt = new Date(Date.now() + 10 * MINUTE);
    const product = await scheduled('zamanli-urun', publishAt);
    const page = () =>
      t.app.inject({ url: '/product/zamanli-urun', headers: { accept: 'text/html' } });
    const api = () => t.app.inject({ url: '/api/Product/slug/zamanli-urun' });
    const listed = async () => {
      const reply = await t.app.inject({ url: '/api/Product?PageSize=50' });
      return (reply.json() as { data: { items: { slug: string }[] } }).data.items.map(
        ({ slug }) => slug,
      );
    };
    expect((await page()).statusCode).toBe(404);
    expect((await api()).statusCode).toBe(404);
    // The public list is now in the read cache, without it.
    expect(await listed()).not.toContain('zamanli-urun');
    expect(t.app.replyCache.size).toBeGreaterThan(0);

    // Three replicas started at the same moment, just after the time, on one database.
    let changes = 0;
    const published = await race(3, new Date(publishAt.getTime() + 1000), () => {
      changes += 1;
      t.app.contentChanged();
    });
    expect(published).toBe(1);
    expect(changes).toBe(1);

    expect(await listed()).toContain('zamanli-urun');
    expect((await api()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    const entries = await auditOf(product.id);
    expect(entries.filter((entry) => entry.action === 'publish')).toEqual([
      expect.objectContaining({ username: null }),
    ]);
  });

  it("publishes at start a schedule missed while no server ran, audited 'publish-late'", async () => {
    const publishAt = new Date(Date.now() + 5 * MINUTE);
    const product = await scheduled('geciken-urun', publishAt);
    // The next start, half an hour after the time: the first run is at once.
    const job = startScheduledPublishing({
      store: t.ts.store,
      changed: () => t.app.contentChanged(),
      log: silent,
      intervalMs: 60 * MINUTE,
      now: () => new Date(publishAt.getTime() + 30 * MINUTE),
    });
    await job.runOnce();
    await job.stop();
    expect((await t.app.inject({ url: '/api/Product/slug/geciken-urun' })).statusCode).toBe(200);
    expect((await auditOf(product.id)).map((entry) => entry.action)).toContain('publish-late');
  });

  it("publishes a published product's scheduled changes once when replicas race; visitors see the live one until then", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers: await t.auth(),
      payload: { name: 'Yayındaki Ürün', slug: 'yayindaki-urun' },
    });
    const live = (created.json() as { data: { id: string } }).data;
    const publishAt = new Date(Date.now() + 10 * MINUTE);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      headers: await t.auth(),
      payload: {
        id: live.id,
        name: 'Yayındaki Ürün (yeni)',
        slug: 'yayindaki-urun-yeni',
        status: 'scheduled',
        publishAt,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { status: 'published', hasPendingChanges: true },
    });
    expect(
      Date.parse((saved.json() as { data: { pendingPublishAt: string } }).data.pendingPublishAt),
    ).toBe(publishAt.getTime());
    const publicName = async (slug: string) => {
      const reply = await t.app.inject({ url: `/api/Product/slug/${slug}` });
      return reply.statusCode === 200
        ? (reply.json() as { data: { name: string } }).data.name
        : null;
    };
    expect(await publicName('yayindaki-urun')).toBe('Yayındaki Ürün');

    expect(await race(2, new Date(publishAt.getTime() + 1000))).toBe(1);
    expect(await publicName('yayindaki-urun-yeni')).toBe('Yayındaki Ürün (yeni)');
    // The old address answers 301 to the new one, as after 'Yayınla'.
    const old = await t.app.inject({
      url: '/product/yayindaki-urun',
      headers: { accept: 'text/html' },
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/product/yayindaki-urun-yeni');
    const entries = await auditOf(live.id);
    expect(entries.filter((entry) => entry.action === 'publish')).toEqual([
      expect.objectContaining({ username: null }),
    ]);
  });

  it("publishes a content page's scheduled changes once when replicas race; its cached page shows them", async () => {
    const publishAt = new Date(Date.now() + 10 * MINUTE);
    const url = '/content/api/asilnunx';
    const title = async () => ((await t.app.inject({ url })).json() as { title: string }).title;
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    const { images: _images, ...body } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.auth(),
      payload: { ...body, title: 'Zamanlı AsilNunX', status: 'scheduled', publishAt },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hasPendingChanges: true });
    const page = () => t.app.inject({ url: '/AsilNunX', headers: { accept: 'text/html' } });
    // The live page and its API read are cached, without the changes.
    expect((await page()).body).not.toContain('Zamanlı AsilNunX');
    expect(await title()).toBe(current.title);

    expect(await race(3, new Date(publishAt.getTime() - 1000))).toBe(0);
    expect(await race(3, new Date(publishAt.getTime() + 1000))).toBe(1);
    expect(await title()).toBe('Zamanlı AsilNunX');
    expect((await page()).body).toContain('Zamanlı AsilNunX');
    const entries = await auditOf('asilnunx');
    expect(entries.filter((entry) => entry.action === 'publish')).toEqual([
      expect.objectContaining({ username: null }),
    ]);
  });

  it("publishes a page's scheduled changes once when replicas race; the cached home page shows them", async () => {
    const publishAt = new Date(Date.now() + 10 * MINUTE);
    const url = `/api/Page/name/${encodeURIComponent('Anasayfa')}`;
    const titles = async () =>
      ((await t.app.inject({ url })).json() as { data: { titles: string[] } }).data.titles;
    const home = (await t.app.inject({ url })).json() as {
      data: { id: string; products: unknown; titles: string[] };
    };
    const { products: _products, ...body } = home.data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Page',
      headers: await t.auth(),
      payload: { ...body, titles: ['Zamanlı Anasayfa'], status: 'scheduled', publishAt },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titles()).toEqual(home.data.titles);

    expect(await race(3, new Date(publishAt.getTime() + 1000))).toBe(1);
    expect(await titles()).toEqual(['Zamanlı Anasayfa']);
    const entries = await auditOf(home.data.id);
    expect(entries.filter((entry) => entry.action === 'publish')).toEqual([
      expect.objectContaining({ username: null }),
    ]);
  });

  it("publishes a scheduled document and a published one's scheduled changes once when replicas race; the cached active list shows them", async () => {
    const publishAt = new Date(Date.now() + 10 * MINUTE);
    const headers = await t.auth();
    const names = async () =>
      (
        (await t.app.inject({ url: '/api/Document/active' })).json() as {
          data: { name: string }[];
        }
      ).data.map((item) => item.name);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Document',
      headers,
      payload: {
        name: 'Zamanlı Sertifika',
        slug: 'zamanli-sertifika',
        url: 'https://belgeler.example.com/zamanli.pdf',
        status: 'scheduled',
        publishAt,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [live] = (
      (await t.app.inject({ url: '/api/Document/active' })).json() as {
        data: { id: string; name: string }[];
      }
    ).data;
    const current = (
      (await t.app.inject({ url: `/api/Document/${live?.id}`, headers })).json() as {
        data: object;
      }
    ).data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Document',
      headers,
      payload: { ...current, name: 'Zamanlı Föy', status: 'scheduled', publishAt },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await names()).not.toContain('Zamanlı Sertifika');
    expect(await names()).toContain(live?.name);

    expect(await race(3, new Date(publishAt.getTime() + 1000))).toBe(2);
    expect(await names()).toEqual(expect.arrayContaining(['Zamanlı Sertifika', 'Zamanlı Föy']));
    const entries = await auditOf(live?.id ?? '');
    expect(entries.filter((entry) => entry.action === 'publish')).toEqual([
      expect.objectContaining({ username: null }),
    ]);
  });
});
