import { describe, expect, it } from 'vitest';
import {
  addDays,
  countedPath,
  deviceClass,
  isCountedRequest,
  referrerHostOf,
  statsRange,
  utmTagsOf,
  VisitCounter,
  visitorHash,
  visitStatsOf,
  type VisitBatch,
} from './visits.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const request = (headers: Record<string, string> = {}, method = 'GET', url = '/') => ({
  method,
  url,
  header: (name: string) => ({ 'user-agent': FIREFOX, ...headers })[name],
});

describe('what a visit is', () => {
  it('tells phones, tablets and desktops apart by the user agent', () => {
    expect(
      deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe('phone');
    expect(
      deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36'),
    ).toBe('phone');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/126 Safari/537.36')).toBe(
      'tablet',
    );
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148')).toBe(
      'tablet',
    );
    expect(deviceClass(FIREFOX)).toBe('desktop');
  });

  it('counts public pages only', () => {
    expect(countedPath('/')).toBe('/');
    expect(countedPath('/product/ankraj/')).toBe('/product/ankraj');
    for (const path of [
      '/admin',
      '/admin/urunler',
      '/login',
      '/api/Product',
      '/uploads/a.png',
      '/assets/x.js',
      '/robots.txt',
      '//evil',
      'about',
      '/a?b=1',
    ]) {
      expect(countedPath(path), path).toBeNull();
    }
  });

  it('leaves out bots, DNT, GPC, prefetches, HEAD, previews and signed-in calls', () => {
    expect(isCountedRequest(request())).toBe(true);
    expect(isCountedRequest(request({}, 'POST'))).toBe(true);
    expect(isCountedRequest(request({}, 'HEAD'))).toBe(false);
    expect(
      isCountedRequest(request({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })),
    ).toBe(false);
    expect(isCountedRequest(request({ 'user-agent': '' }))).toBe(false);
    expect(isCountedRequest(request({ dnt: '1' }))).toBe(false);
    expect(isCountedRequest(request({ dnt: '0' }))).toBe(true);
    expect(isCountedRequest(request({ 'sec-gpc': '1' }))).toBe(false);
    expect(isCountedRequest(request({ 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isCountedRequest(request({ purpose: 'prefetch' }))).toBe(false);
    expect(isCountedRequest(request({ authorization: 'Bearer x' }))).toBe(false);
    expect(isCountedRequest(request({}, 'GET', '/about?onizleme=abc'))).toBe(false);
  });

  it('keeps another site’s host as the referrer, and the UTM tags of the landing', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=x', 'asilyapi.com.tr')).toBe(
      'www.google.com',
    );
    expect(referrerHostOf('https://www.asilyapi.com.tr/about', 'asilyapi.com.tr')).toBeUndefined();
    expect(referrerHostOf('android-app://com.google', 'asilyapi.com.tr')).toBeUndefined();
    expect(referrerHostOf('not a url', 'asilyapi.com.tr')).toBeUndefined();
    expect(utmTagsOf('/?utm_source=bulten&utm_medium=&utm_campaign=%20kis%20')).toEqual({
      utmSource: 'bulten',
      utmCampaign: 'kis',
    });
  });

  it('hashes a visitor with the day’s salt: the same within a day, another with another salt', async () => {
    const one = await visitorHash('tuz-1', '203.0.113.9', FIREFOX, 'asilyapi.com.tr');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await visitorHash('tuz-1', '203.0.113.9', FIREFOX, 'asilyapi.com.tr')).toBe(one);
    expect(await visitorHash('tuz-2', '203.0.113.9', FIREFOX, 'asilyapi.com.tr')).not.toBe(one);
  });
});

describe('the stats read', () => {
  const now = new Date();
  it('defaults to the last 7 days and refuses a range backwards or longer than 731 days', () => {
    const { from, to } = statsRange({}, now);
    expect(addDays(from, 6)).toBe(to);
    expect(() => statsRange({ From: to, To: addDays(to, -1) }, now)).toThrow();
    expect(() => statsRange({ From: addDays(to, -731), To: to }, now)).toThrow();
    expect(statsRange({ From: addDays(to, -730), To: to }, now).from).toBe(addDays(to, -730));
  });

  it('fills every day, sorts the most first and keeps the top 50 referrers', () => {
    const stats = visitStatsOf('2026-01-30', '2026-02-02', {
      days: [{ day: '2026-02-01', views: 5, visitors: 2 }],
      pages: [
        { path: '/b', views: 1, visitors: 1 },
        { path: '/a', views: 4, visitors: 1 },
        { path: '/c', views: 1, visitors: 1 },
      ],
      referrers: Array.from({ length: 60 }, (_, index) => ({
        host: `h${index}.com`,
        views: index,
      })),
      campaigns: [],
      devices: [],
      events: [],
    });
    expect(stats.days.map((day) => day.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(stats.views).toBe(5);
    expect(stats.visitors).toBe(2);
    expect(stats.pages.map((page) => page.path)).toEqual(['/a', '/b', '/c']);
    expect(stats.referrers).toHaveLength(50);
    expect(stats.referrers[0]).toEqual({ host: 'h59.com', views: 59 });
  });
});

describe('the counts between two writes', () => {
  it('adds views in memory, writes them once, and puts a failed write back', async () => {
    const written: VisitBatch[] = [];
    let fail = true;
    const counter = new VisitCounter({
      visitSalt: async (_day, fresh) => fresh,
      addVisits: async (batch) => {
        if (fail) throw new Error('database away');
        written.push(batch);
      },
    });
    const view = { path: '/about', address: '203.0.113.9', userAgent: FIREFOX, siteHost: 'a.tr' };
    void counter.countView(view);
    void counter.countView({ ...view, referrerHost: 'google.com', utmSource: 'bulten' });
    counter.countEvent('/contact', 'phone');
    await expect(counter.flush()).rejects.toThrow('database away');
    fail = false;
    await counter.flush();
    await counter.flush();
    expect(written).toHaveLength(1);
    const [batch] = written;
    expect(batch?.pages.map(({ path, views }) => ({ path, views }))).toEqual([
      { path: '/about', views: 2 },
    ]);
    expect(batch?.visitors).toHaveLength(2);
    expect(batch?.referrers.map(({ host, views }) => ({ host, views }))).toEqual([
      { host: 'google.com', views: 1 },
    ]);
    expect(batch?.campaigns[0]).toMatchObject({ utmSource: 'bulten', utmMedium: null, views: 1 });
    expect(batch?.events[0]).toMatchObject({ path: '/contact', kind: 'phone', count: 1 });
    expect(batch?.devices[0]).toMatchObject({ device: 'desktop', views: 2 });
  });
});
