/**
 * Visits counted without cookies (core/domain/visits.ts) on the mocks' state, through the same
 * operations the handlers call: what server/services/visit-counting.test.ts checks on SQL.
 */
import { describe, expect, it } from 'vitest';
import { expireVisits, VisitCounter, visitOperations } from '../core/domain/visits';
import { MockDb } from './db';
import { mockStore } from './store/store';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const request = (userAgent: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  url: 'http://localhost/api/Visit',
  header: (name: string) => ({ 'user-agent': userAgent, ...headers })[name],
});
const visitor = { address: '192.0.2.1', siteHost: 'localhost' };

function setUp() {
  const db = new MockDb();
  const store = mockStore(db);
  const counter = new VisitCounter(store);
  return { db, store, operations: visitOperations(store, counter) };
}

describe('visits in the mocks', () => {
  it('count the beacons as the server does: views add up, a visitor once a day and page', async () => {
    const { operations } = setUp();
    await operations.recordVisit(
      { path: '/about', utmSource: 'bulten' },
      request(FIREFOX),
      visitor,
    );
    await operations.recordVisit({ path: '/about' }, request(FIREFOX), visitor);
    await operations.recordVisit(
      { path: '/about', referrerHost: 'bing.com' },
      request(IPAD),
      visitor,
    );
    await operations.recordVisit({ path: '/about' }, request(FIREFOX, { 'sec-gpc': '1' }), visitor);
    await operations.recordVisit({ path: '/admin' }, request(FIREFOX), visitor);
    operations.recordVisitEvent({ path: '/about', kind: 'download' }, request(FIREFOX));
    const { data } = await operations.getVisitStats({});
    expect(data.views).toBe(3);
    expect(data.visitors).toBe(2);
    expect(data.pages).toEqual([{ path: '/about', views: 3, visitors: 2 }]);
    expect(data.referrers).toEqual([{ host: 'bing.com', views: 1 }]);
    expect(data.campaigns).toEqual([
      { utmSource: 'bulten', utmMedium: null, utmCampaign: null, views: 1 },
    ]);
    expect(data.devices).toEqual([
      { device: 'desktop', views: 2 },
      { device: 'tablet', views: 1 },
    ]);
    expect(data.events).toEqual([{ path: '/about', kind: 'download', count: 1 }]);
  });

  it('forget the hashes and salt of past days, and the aggregates after 24 months', async () => {
    const { db, store, operations } = setUp();
    await operations.recordVisit({ path: '/about' }, request(FIREFOX), visitor);
    await operations.getVisitStats({});
    expect(db.state.visits?.visitors).toHaveLength(2);
    expect(await expireVisits(store, new Date(Date.now() + 25 * 31 * 86_400_000))).toBe(3);
    expect(db.state.visits?.visitors).toEqual([]);
    expect(db.state.visits?.salts).toEqual({});
  });
});
