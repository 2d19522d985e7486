import type { Scenario } from './scenario.ts';

/** A browser's user agent: the scenarios' visitor (the test clients' own are not browsers'). */
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

/**
 * Visits counted without cookies (issue 48, core/domain/visits.ts): the beacons answer 204 counted
 * or not, and the stats of today's range and of a fixed past one read alike.
 */
export const visits: Scenario[] = [
  {
    status: 204,
    name: 'visit beacon of a landing from another site with a campaign',
    method: 'POST',
    url: '/api/Visit',
    body: {
      path: '/about',
      referrerHost: 'www.google.com',
      utmSource: 'bulten',
      utmMedium: 'email',
    },
    headers: browser,
  },
  {
    status: 204,
    name: 'visit beacon, the same visitor on another page',
    method: 'POST',
    url: '/api/Visit',
    body: { path: '/contact' },
    headers: browser,
  },
  {
    status: 204,
    name: 'visit beacon with DNT, not counted',
    method: 'POST',
    url: '/api/Visit',
    body: { path: '/about' },
    headers: { ...browser, dnt: '1' },
  },
  {
    status: 204,
    name: 'visit beacon of the panel, not counted',
    method: 'POST',
    url: '/api/Visit',
    body: { path: '/admin/urunler' },
    headers: browser,
  },
  {
    status: 400,
    name: 'visit beacon without a path',
    method: 'POST',
    url: '/api/Visit',
    body: { referrerHost: 'www.google.com' },
    headers: browser,
  },
  {
    status: 204,
    name: 'visit event: a phone link',
    method: 'POST',
    url: '/api/Visit/event',
    body: { path: '/contact', kind: 'phone' },
    headers: browser,
  },
  {
    status: 400,
    name: 'visit event of an unknown kind',
    method: 'POST',
    url: '/api/Visit/event',
    body: { path: '/contact', kind: 'fax' },
    headers: browser,
  },
  { status: 401, name: 'visit stats without a token', method: 'GET', url: '/api/Visit/stats' },
  {
    status: 200,
    name: 'visit stats of the last 7 days',
    method: 'GET',
    url: '/api/Visit/stats',
    auth: true,
  },
  {
    status: 200,
    name: 'visit stats of a past range, every day at zero',
    method: 'GET',
    url: '/api/Visit/stats?From=2024-02-27&To=2024-03-02',
    auth: true,
  },
  {
    status: 400,
    name: 'visit stats from after to',
    method: 'GET',
    url: '/api/Visit/stats?From=2024-03-02&To=2024-02-27',
    auth: true,
  },
  {
    status: 400,
    name: 'visit stats of more than 731 days',
    method: 'GET',
    url: '/api/Visit/stats?From=2022-01-01&To=2024-01-02',
    auth: true,
  },
  {
    status: 400,
    name: 'visit stats with a day that is no date',
    method: 'GET',
    url: '/api/Visit/stats?From=2024-02-30',
    auth: true,
  },
];
