import {
  getGetContactByIdQueryOptions,
  getListContactAssigneesQueryOptions,
  getListContactInboxQueryKey,
  getListContactInboxQueryOptions,
} from '../../api/generated/backend/endpoints/contact/contact';
import { Province, type ExportContactsParams } from '../../api/generated/backend/model';
import { toPageIndex } from '../../lib/paging';
import type { MessagesView } from '../../lib/route-search';

/** issue 14: 25 enquiries a page (the contract's default, sent anyway so the key says it). */
const INBOX_PAGE_SIZE = 25;

const PROVINCES: readonly string[] = Object.values(Province);

/** One of the 81 provinces, else undefined (a hand-edited URL's unknown name is no filter). */
export const knownProvince = (name: string | undefined): Province | undefined =>
  name !== undefined && PROVINCES.includes(name) ? (name as Province) : undefined;

/**
 * The inbox's filters as the contract's parameters, the same for a page of the inbox and for the
 * CSV export (issue 48): search, folder, status, assignee, source, province, days and order.
 */
export function inboxFilterParams(view: Omit<MessagesView, 'page'>): ExportContactsParams {
  const province = knownProvince(view.province);
  return {
    ...(view.q.trim() !== '' && { Search: view.q.trim() }),
    ...(view.filter === 'spam' && { Filter: 'spam' as const }),
    ...(view.status && { Status: view.status }),
    ...(view.assignee && { AssigneeId: view.assignee }),
    ...(view.source && { Source: view.source }),
    ...(province && { Province: province }),
    ...(view.from && { From: view.from }),
    ...(view.to && { To: view.to }),
    ...(view.sort && { Sort: view.sort }),
  };
}

/**
 * One page of the inbox (GET /api/Contact/inbox): in the asked order, searched and filtered on the
 * server, with the unread and 'Yeni' counts over every enquiry that is not spam.
 */
export const inboxPageQuery = (view: MessagesView) =>
  getListContactInboxQueryOptions({
    PageIndex: toPageIndex(view.page),
    PageSize: INBOX_PAGE_SIZE,
    ...inboxFilterParams(view),
  });

/**
 * Every inbox query (each page, search and folder, and the side menu's badge) starts with this
 * key, so invalidating it after a change updates the screen and the badge.
 */
export const inboxQueryKeyPrefix = () => [getListContactInboxQueryKey()[0]];

/** One enquiry with its notes (the inbox's lists leave the notes out). */
export const enquiryQuery = (id: string) => getGetContactByIdQueryOptions(id);

/** The accounts an enquiry can be assigned to; they rarely change while the inbox is open. */
export const assigneesQuery = () =>
  getListContactAssigneesQueryOptions({ query: { staleTime: 5 * 60_000 } });
