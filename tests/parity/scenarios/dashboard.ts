import type { Scenario } from './scenario.ts';

/**
 * The dashboard's enquiry figures (issue 48, core/domain/enquiry-stats.ts): after the scenarios'
 * enquiries and visits, the figures of the last 7 days and of a fixed past range read alike, and a
 * range backwards, too long or not a date is refused alike. (The public form's rate limit is used
 * up by then: the scenarios send no enquiry of their own.)
 */
export const dashboard: Scenario[] = [
  {
    status: 401,
    name: 'enquiry figures without a token',
    method: 'GET',
    url: '/api/Dashboard/enquiries',
  },
  {
    status: 200,
    name: 'enquiry figures of the last 7 days',
    method: 'GET',
    url: '/api/Dashboard/enquiries',
    auth: true,
  },
  {
    status: 200,
    name: 'enquiry figures of a past week',
    method: 'GET',
    url: '/api/Dashboard/enquiries?From=2025-01-01&To=2025-01-07',
    auth: true,
  },
  {
    status: 400,
    name: 'enquiry figures of a range backwards',
    method: 'GET',
    url: '/api/Dashboard/enquiries?From=2025-02-01&To=2025-01-01',
    auth: true,
  },
  {
    status: 400,
    name: 'enquiry figures of more than 731 days',
    method: 'GET',
    url: '/api/Dashboard/enquiries?From=2022-01-01&To=2025-01-01',
    auth: true,
  },
  {
    status: 400,
    name: 'enquiry figures from a day that is not one',
    method: 'GET',
    url: '/api/Dashboard/enquiries?From=dun',
    auth: true,
  },
];
