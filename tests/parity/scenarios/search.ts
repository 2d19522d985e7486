import type { Scenario } from './scenario.ts';

/** The site's search (issue 49): the same hits, marks, snippets and refusals on both sides. */
export const search: Scenario[] = [
  { status: 200, name: 'search, two words', method: 'GET', url: '/api/Search?q=poliuretan teknik' },
  {
    status: 200,
    name: 'search, a typo and a suffix, second page',
    method: 'GET',
    url: '/api/Search?q=enjeksiyonu&limit=3&offset=3',
  },
  { status: 200, name: 'search, the dotless I', method: 'GET', url: '/api/Search?q=ISI' },
  { status: 200, name: 'search, a blank query', method: 'GET', url: '/api/Search?q=  ' },
  { status: 200, name: 'search, no query', method: 'GET', url: '/api/Search' },
  { status: 200, name: 'search that finds nothing', method: 'GET', url: '/api/Search?q=Kuşgözü' },
  { status: 400, name: 'search, limit 0', method: 'GET', url: '/api/Search?q=beton&limit=0' },
  { status: 400, name: 'search, limit 51', method: 'GET', url: '/api/Search?q=beton&limit=51' },
  {
    status: 400,
    name: 'search, limit not a number',
    method: 'GET',
    url: '/api/Search?q=beton&limit=on',
  },
  { status: 400, name: 'search, offset -1', method: 'GET', url: '/api/Search?q=beton&offset=-1' },
  {
    status: 400,
    name: 'search, a query too long',
    method: 'GET',
    url: `/api/Search?q=${'a'.repeat(201)}`,
  },
  {
    status: 401,
    name: 'missed searches without a token',
    method: 'GET',
    url: '/api/Search/missed',
  },
  {
    status: 200,
    name: 'missed searches',
    method: 'GET',
    url: '/api/Search/missed',
    auth: true,
  },
];
