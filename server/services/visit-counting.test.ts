import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { addDays, expireVisits } from '../../core/domain/visits.ts';
import { turkeyDay } from '../../core/lib/turkey-time.ts';
import { monthSplit } from '../store/visits.ts';
import { setupRenderingTestApp } from '../test/test-app.ts';
import { startVisitCounting } from './visit-counting.ts';

/**
 * Visits counted without cookies (issue 48, core/domain/visits.ts) on the server: the rendered
 * pages (from the page cache too) and the beacons are counted, bots, DNT, GPC, prefetches, HEAD
 * and the panel are not; replicas on one database add up and count a visitor once. On PGlite
 * here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);
const silent = { info: () => undefined, error: () => undefined };

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Stats {
  views: number;
  visitors: number;
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number; visitors: number }[];
  referrers: { host: string; views: number }[];
  campaigns: { utmSource: string | null; utmMedium: string | null; views: number }[];
  devices: { device: string; views: number }[];
  events: { path: string; kind: string; count: number }[];
}

async function stats(query = ''): Promise<Stats> {
  const reply = await t.app.inject({ url: `/api/Visit/stats${query}`, headers: await t.auth() });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { data: Stats }).data;
}

const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: { accept: 'text/html', 'user-agent': FIREFOX, ...headers },
  });

const pageOf = (data: Stats, path: string) => data.pages.find((row) => row.path === path);

describe('visits on the server', () => {
  it('counts each rendered public page, cached or not, with the landing facts; a visitor once a day', async () => {
    const before = await stats();
    const first = await page('/about?utm_source=bulten&utm_medium=email', {
      referer: 'https://www.google.com/search?q=asil',
    });
    expect(first.statusCode).toBe(200);
    // The second is the page cache's: counted as well.
    expect((await page('/about')).statusCode).toBe(200);
    expect((await page('/about', { 'user-agent': IPHONE })).statusCode).toBe(200);
    const after = await stats();
    expect(after.views - before.views).toBe(3);
    expect(after.visitors - before.visitors).toBe(2);
    expect(pageOf(after, '/about')).toMatchObject({ views: 3, visitors: 2 });
    expect(after.referrers).toContainEqual({ host: 'www.google.com', views: 1 });
    expect(after.campaigns).toContainEqual({
      utmSource: 'bulten',
      utmMedium: 'email',
      utmCampaign: null,
      views: 1,
    });
    expect(after.devices.find((row) => row.device === 'phone')?.views).toBeGreaterThanOrEqual(1);
    expect(after.days).toHaveLength(7);
  });

  it('leaves out bots, DNT, GPC, prefetches, HEAD, the panel, previews, pages not found and an own referrer', async () => {
    await page('/contact');
    const before = pageOf(await stats(), '/contact');
    expect(before).toMatchObject({ views: 1 });
    await page('/contact', { 'user-agent': GOOGLEBOT });
    await page('/contact', { dnt: '1' });
    await page('/contact', { 'sec-gpc': '1' });
    await page('/contact', { 'sec-purpose': 'prefetch;prerender' });
    await page('/contact', { purpose: 'prefetch' });
    await page('/contact', {}, 'HEAD');
    await page('/contact?onizleme=abc');
    await page('/admin');
    await page('/product/yok-boyle-bir-urun');
    await page('/bulunmayan-sayfa');
    const after = await stats();
    expect(pageOf(after, '/contact')).toEqual(before);
    expect(after.pages.map((row) => row.path)).not.toContain('/admin');
    expect(after.pages.map((row) => row.path)).not.toContain('/product/yok-boyle-bir-urun');
  });

  it('counts the beacons (204 always) and answers the stats in Turkish when the range is wrong', async () => {
    const beacon = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'user-agent': IPHONE, ...headers },
      });
    expect(
      (await beacon('/api/Visit', { path: '/KimyasalAnkraj', referrerHost: 'bing.com' }))
        .statusCode,
    ).toBe(204);
    expect((await beacon('/api/Visit', { path: '/admin/product' })).statusCode).toBe(204);
    expect((await beacon('/api/Visit', { path: '/KimyasalAnkraj' }, { dnt: '1' })).statusCode).toBe(
      204,
    );
    expect((await beacon('/api/Visit/event', { path: '/contact', kind: 'phone' })).statusCode).toBe(
      204,
    );
    expect((await beacon('/api/Visit/event', { path: '/contact', kind: 'phone' })).statusCode).toBe(
      204,
    );
    const data = await stats();
    expect(pageOf(data, '/KimyasalAnkraj')).toEqual({
      path: '/KimyasalAnkraj',
      views: 1,
      visitors: 1,
    });
    expect(data.referrers).toContainEqual({ host: 'bing.com', views: 1 });
    expect(data.events).toContainEqual({ path: '/contact', kind: 'phone', count: 2 });

    const today = turkeyDay(new Date());
    const bad = await t.app.inject({
      url: `/api/Visit/stats?From=${today}&To=${addDays(today, -1)}`,
      headers: await t.auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    const long = await t.app.inject({
      url: `/api/Visit/stats?From=${addDays(today, -731)}&To=${today}`,
      headers: await t.auth(),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Tarih aralığı en fazla 731 gün olabilir.');
    const most = await stats(`?From=${addDays(today, -730)}&To=${today}`);
    expect(most.days).toHaveLength(731);
    expect((await t.app.inject({ url: '/api/Visit/stats' })).statusCode).toBe(401);
  });

  it('two replicas on one database add their counts up and count a visitor once', async () => {
    const replicas = [0, 1].map(() =>
      startVisitCounting({ store: t.ts.store, siteUrl: 'https://asilyapi.com.tr', log: silent }),
    );
    const request = () =>
      ({
        method: 'GET',
        url: '/replika-sayfasi',
        ip: '203.0.113.9',
        headers: { 'user-agent': FIREFOX },
      }) as never;
    for (let round = 0; round < 3; round += 1) {
      replicas[0]?.countPage(request());
      replicas[1]?.countPage(request());
    }
    // Counting is not awaited by the page's reply; stopping writes what each replica holds.
    await Promise.all(replicas.map((replica) => replica.stop()));
    expect(pageOf(await stats(), '/replika-sayfasi')).toEqual({
      path: '/replika-sayfasi',
      views: 6,
      visitors: 1,
    });
  });

  it('sums a range of whole months from the monthly sums and its other days day by day', async () => {
    expect(monthSplit('2024-01-01', '2024-12-31')).toEqual({
      months: ['2024-01-01', '2024-12-01'],
      days: [],
    });
    expect(monthSplit('2023-12-07', '2024-12-06')).toEqual({
      months: ['2024-01-01', '2024-11-01'],
      days: [
        ['2023-12-07', '2023-12-31'],
        ['2024-12-01', '2024-12-06'],
      ],
    });
    expect(monthSplit('2024-02-03', '2024-02-27')).toEqual({
      months: null,
      days: [['2024-02-03', '2024-02-27']],
    });
    expect(monthSplit('2024-02-01', '2024-03-30')).toEqual({
      months: ['2024-02-01', '2024-02-01'],
      days: [['2024-03-01', '2024-03-30']],
    });
    // Days of a past year (the store's reads take any range), over two month ends and a leap day.
    const path = '/aylik-toplam';
    const days: string[] = [];
    for (let day = '2024-01-25'; day <= '2024-04-05'; day = addDays(day, 1)) days.push(day);
    const views = (day: string) => Number(day.slice(8)) + 1;
    for (const [index, day] of days.entries()) {
      // Two batches a day, as two replicas' flushes: the monthly sums add both.
      for (const hash of ['a', 'b']) {
        await t.ts.store.addVisits({
          pages: [{ day, path, views: views(day) }],
          days: [],
          referrers: [],
          campaigns: [],
          devices: [],
          events: [],
          visitors: [{ day, path, hash: index % 2 === 0 ? 'same' : hash }],
        });
      }
    }
    const expected = (from: string, to: string, kept = days) => {
      const inRange = kept.filter((day) => day >= from && day <= to);
      const visitors = inRange.reduce((sum, day) => sum + (days.indexOf(day) % 2 === 0 ? 1 : 2), 0);
      const sum = inRange.reduce((total, day) => total + 2 * views(day), 0);
      return inRange.length === 0 ? undefined : { path, views: sum, visitors };
    };
    const ranges = [
      ['2024-01-01', '2024-12-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-01-30', '2024-03-02'],
      ['2024-02-29', '2024-02-29'],
      ['2024-01-25', '2024-04-05'],
    ] as const;
    for (const [from, to] of ranges) {
      const totals = await t.ts.store.visitTotals(from, to);
      expect(
        totals.pages.find((row) => row.path === path),
        `${from}..${to}`,
      ).toEqual(expected(from, to));
    }
    // Forgetting the days before 10 February keeps the month's sum of the days left.
    await t.ts.store.deleteVisitsBefore('2024-02-10');
    const kept = days.filter((day) => day >= '2024-02-10');
    for (const [from, to] of ranges) {
      const totals = await t.ts.store.visitTotals(from, to);
      expect(
        totals.pages.find((row) => row.path === path),
        `${from}..${to}`,
      ).toEqual(expected(from, to, kept));
    }
  });

  it('forgets the past days’ salts and hashes, and the aggregates after 24 months', async () => {
    await page('/about');
    expect((await stats()).views).toBeGreaterThan(0);
    const later = new Date(Date.now() + 25 * 31 * 86_400_000);
    expect(await expireVisits(t.ts.store, later)).toBeGreaterThan(0);
    const data = await stats();
    expect(data.views).toBe(0);
    const salt = await t.ts.store.visitSalt(turkeyDay(later), 'yeni');
    expect(salt).toBe('yeni');
  });
});
