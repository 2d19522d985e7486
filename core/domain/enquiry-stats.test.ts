/**
 * The dashboard's enquiry figures (core/domain/enquiry-stats.ts) on the mocks' store, with the clock
 * injected: the weeks (Monday to today in Turkey), the sources, the days, the pages with their
 * visits, the waiting list and the range's refusals. tests/parity compares the server's replies.
 */
import { describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db';
import { mockStore } from '../../mocks/store/store';
import type { EnquiryRecord } from './records';
import {
  enquiryPagesOf,
  enquirySourceKey,
  enquiryStatsOperations,
  mondayOf,
} from './enquiry-stats';
import { isWaitingForCall } from './enquiry-status';
import { VISIT_MESSAGES } from './visits';

/** Wednesday 4 March 2026, 10:00 in Turkey. */
const NOW = new Date('2026-03-04T07:00:00.000Z');

let next = 0;
function record(createdAt: string, extra: Partial<EnquiryRecord> = {}): EnquiryRecord {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    isim: `Kişi ${next}`,
    soyisim: 'Demir',
    telefon: '0532 000 00 00',
    sektor: 'Konut',
    mesaj: 'Keşif rica ediyoruz.',
    createdAt,
    isRead: false,
    isSpam: false,
    status: 'new',
    source: {},
    ...extra,
  };
}

function setUp(records: EnquiryRecord[]) {
  const db = new MockDb();
  db.state.enquiries = records;
  const store = mockStore(db);
  const { getEnquiryStats } = enquiryStatsOperations(store, () => NOW);
  return { db, store, getEnquiryStats };
}

describe('the dashboard’s enquiry figures', () => {
  it('names the source: the campaign, else the referring host, else direct', () => {
    expect(enquirySourceKey({ utmSource: 'google', referrerHost: 'bing.com' })).toBe('google');
    expect(enquirySourceKey({ referrerHost: 'bing.com' })).toBe('bing.com');
    expect(enquirySourceKey({})).toBe('direct');
    expect(enquirySourceKey(undefined)).toBe('direct');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });

  it('counts this week and the last by status and source, spam never', async () => {
    const { getEnquiryStats } = setUp([
      // Monday 00:30 in Turkey is still Sunday in UTC: this week.
      record('2026-03-01T21:30:00.000Z', { source: { utmSource: 'google' } }),
      record('2026-03-03T09:00:00.000Z', {
        status: 'quoted',
        source: { referrerHost: 'bing.com' },
      }),
      record('2026-03-03T10:00:00.000Z', { source: { utmSource: 'google' } }),
      record('2026-03-03T11:00:00.000Z', { isSpam: true }),
      // Sunday 23:30 in Turkey: last week.
      record('2026-03-01T20:30:00.000Z', { status: 'won' }),
      record('2026-02-23T08:00:00.000Z'),
      // The week before the last.
      record('2026-02-22T08:00:00.000Z'),
    ]);
    const { data } = await getEnquiryStats({});
    expect(data.thisWeek).toEqual({
      from: '2026-03-02',
      to: '2026-03-04',
      total: 3,
      byStatus: [
        { key: 'new', count: 2 },
        { key: 'contacted', count: 0 },
        { key: 'quoted', count: 1 },
        { key: 'won', count: 0 },
        { key: 'lost', count: 0 },
      ],
      bySource: [
        { key: 'google', count: 2 },
        { key: 'bing.com', count: 1 },
      ],
    });
    expect(data.lastWeek).toMatchObject({
      from: '2026-02-23',
      to: '2026-03-01',
      total: 2,
      bySource: [{ key: 'direct', count: 2 }],
    });
  });

  it('fills every day of the range, the last 7 by default', async () => {
    const { getEnquiryStats } = setUp([
      record('2026-03-03T09:00:00.000Z'),
      record('2026-03-03T22:00:00.000Z'),
      record('2026-02-20T09:00:00.000Z'),
    ]);
    const { data } = await getEnquiryStats({});
    expect(data.from).toBe('2026-02-26');
    expect(data.to).toBe('2026-03-04');
    expect(data.days.map((day) => day.count)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    const custom = (await getEnquiryStats({ From: '2026-02-20', To: '2026-02-21' })).data;
    expect(custom.days).toEqual([
      { day: '2026-02-20', count: 1 },
      { day: '2026-02-21', count: 0 },
    ]);
  });

  it('refuses a range backwards or too long, in Turkish, as getVisitStats does', async () => {
    const { getEnquiryStats } = setUp([]);
    await expect(getEnquiryStats({ From: '2026-03-04', To: '2026-03-01' })).rejects.toMatchObject({
      statusCode: 400,
      errors: { From: [VISIT_MESSAGES.fromAfterTo] },
    });
    await expect(getEnquiryStats({ From: '2024-01-01', To: '2026-03-01' })).rejects.toMatchObject({
      statusCode: 400,
      errors: { To: [VISIT_MESSAGES.tooLong] },
    });
  });

  it('lists the enquiries waiting to be called, the oldest first, with their count', async () => {
    const { getEnquiryStats } = setUp([
      record('2026-02-10T09:00:00.000Z', { status: 'contacted', callbackAt: '2026-03-04' }),
      record('2026-02-11T09:00:00.000Z', { status: 'contacted', callbackAt: '2026-03-05' }),
      record('2026-02-12T09:00:00.000Z', { status: 'won', callbackAt: '2026-03-01' }),
      record('2026-02-09T09:00:00.000Z'),
      record('2026-02-08T09:00:00.000Z', { isSpam: true }),
    ]);
    const { data } = await getEnquiryStats({});
    expect(data.waitingCount).toBe(2);
    expect(data.waiting.map((item) => item.createdAt)).toEqual([
      '2026-02-09T09:00:00.000Z',
      '2026-02-10T09:00:00.000Z',
    ]);
    expect(data.waiting.every((item) => isWaitingForCall(item, '2026-03-04'))).toBe(true);
    expect(data.failedMails).toEqual([]);
  });

  it('joins the pages’ enquiries with their visits, the rate per visitor', async () => {
    const { getEnquiryStats, store } = setUp([
      record('2026-03-03T09:00:00.000Z', { source: { page: '/urunler/enjeksiyon' } }),
      record('2026-03-03T10:00:00.000Z', { source: { page: '/urunler/enjeksiyon' } }),
      record('2026-03-03T11:00:00.000Z', { source: { page: '/iletisim' } }),
    ]);
    await store.addVisits({
      pages: [
        { day: '2026-03-03', path: '/urunler/enjeksiyon', views: 30 },
        { day: '2026-03-03', path: '/', views: 90 },
      ],
      days: [{ day: '2026-03-03', views: 120 }],
      referrers: [],
      campaigns: [],
      devices: [],
      events: [],
      visitors: Array.from({ length: 8 }, (_, index) => ({
        day: '2026-03-03',
        path: '/urunler/enjeksiyon',
        hash: `h${index}`,
      })),
    });
    const { data } = await getEnquiryStats({});
    expect(data.pages).toEqual([
      { path: '/urunler/enjeksiyon', enquiries: 2, views: 30, visitors: 8, rate: 0.25 },
      { path: '/iletisim', enquiries: 1, views: 0, visitors: 0, rate: null },
      { path: '/', enquiries: 0, views: 90, visitors: 0, rate: null },
    ]);
  });

  it('keeps at most 100 pages', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ path: `/p${index}`, count: 1 }));
    expect(enquiryPagesOf(many, [])).toHaveLength(100);
  });
});
