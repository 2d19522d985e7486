import { SEED_IDS } from '../../../seed';
import type { Scenario } from './scenario.ts';
import { UNKNOWN_ID, upper } from './scenario.ts';

const { read, unreadOlder, unreadNewest } = SEED_IDS.enquiries;

/**
 * Issue 48: an enquiry's source, follow-up and notes, the inbox's filters and order, and the CSV
 * export. The seed's enquiries are the ones followed up (their ids are the same on both sides);
 * the export is asked for days before anything here wrote a time into the file. The enquiry
 * with a source is writes-and-spam.ts's first (the server's form allows 5 a minute).
 */
export const enquiryFollowUp: Scenario[] = [
  { status: 200, name: 'the assignees', method: 'GET', url: '/api/Contact/assignees', auth: true },
  {
    status: 200,
    name: 'a follow-up: status and callback day',
    method: 'PUT',
    url: `/api/Contact/${upper(unreadOlder)}/follow-up`,
    auth: true,
    body: { status: 'quoted', callbackAt: '2027-03-01' },
  },
  {
    status: 200,
    name: 'a follow-up: the callback cleared, the status kept',
    method: 'PUT',
    url: `/api/Contact/${unreadOlder}/follow-up`,
    auth: true,
    body: { callbackAt: null, assigneeId: null },
  },
  {
    status: 200,
    name: 'a follow-up: a callback day for the oldest',
    method: 'PUT',
    url: `/api/Contact/${read}/follow-up`,
    auth: true,
    body: { status: 'contacted', callbackAt: '2027-02-01' },
  },
  {
    status: 400,
    name: '400 a follow-up to an account that is none',
    method: 'PUT',
    url: `/api/Contact/${read}/follow-up`,
    auth: true,
    body: { assigneeId: UNKNOWN_ID },
  },
  {
    status: 400,
    name: '400 a follow-up with an unknown status',
    method: 'PUT',
    url: `/api/Contact/${read}/follow-up`,
    auth: true,
    body: { status: 'closed' },
  },
  {
    status: 404,
    name: '404 a follow-up of no enquiry',
    method: 'PUT',
    url: `/api/Contact/${UNKNOWN_ID}/follow-up`,
    auth: true,
    body: { status: 'won' },
  },
  {
    status: 401,
    name: '401 a follow-up without a token',
    method: 'PUT',
    url: `/api/Contact/${read}/follow-up`,
    body: { status: 'won' },
  },
  {
    status: 201,
    name: 'a note',
    method: 'POST',
    url: `/api/Contact/${unreadNewest}/notes`,
    auth: true,
    body: { text: ' Aradım, yarın keşif. ' },
  },
  {
    status: 400,
    name: '400 a blank note',
    method: 'POST',
    url: `/api/Contact/${unreadNewest}/notes`,
    auth: true,
    body: { text: '   ' },
  },
  {
    status: 404,
    name: '404 a note on no enquiry',
    method: 'POST',
    url: `/api/Contact/${UNKNOWN_ID}/notes`,
    auth: true,
    body: { text: 'Yok' },
  },
  {
    status: 200,
    name: 'the enquiry with its note',
    method: 'GET',
    url: `/api/Contact/${unreadNewest}`,
    auth: true,
  },
  {
    status: 200,
    name: 'the inbox by status',
    method: 'GET',
    url: '/api/Contact/inbox?Status=quoted',
    auth: true,
  },
  {
    status: 200,
    name: 'the inbox, unassigned, by callback',
    method: 'GET',
    url: '/api/Contact/inbox?AssigneeId=none&Sort=callback',
    auth: true,
  },
  {
    status: 200,
    name: 'the inbox, oldest first',
    method: 'GET',
    url: '/api/Contact/inbox?Sort=oldest&PageSize=3',
    auth: true,
  },
  {
    status: 200,
    name: 'the inbox by source (folded) and province',
    method: 'GET',
    url: '/api/Contact/inbox?Source=KİS-2026&Province=İstanbul',
    auth: true,
  },
  {
    status: 200,
    name: 'the inbox by Turkey’s days',
    method: 'GET',
    url: '/api/Contact/inbox?From=2025-10-02&To=2025-11-14',
    auth: true,
  },
  {
    status: 400,
    name: '400 the inbox with its days reversed',
    method: 'GET',
    url: '/api/Contact/inbox?From=2026-01-02&To=2026-01-01',
    auth: true,
  },
  {
    status: 400,
    name: '400 the inbox by an assignee that is no id',
    method: 'GET',
    url: '/api/Contact/inbox?AssigneeId=someone',
    auth: true,
  },
  {
    status: 200,
    name: 'the CSV export of the seed’s older enquiries, by callback',
    method: 'GET',
    url: '/api/Contact/export?To=2025-12-31&Sort=callback',
    auth: true,
  },
  { status: 401, name: '401 the export', method: 'GET', url: '/api/Contact/export' },
];
