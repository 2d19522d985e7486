import {
  getListContactInboxQueryKey,
  getListContactInboxQueryOptions,
} from '../../api/generated/backend/endpoints/contact/contact';
import { toPageIndex } from '../../lib/paging';

/** issue 14: 25 enquiries a page (the contract's default, sent anyway so the key says it). */
const INBOX_PAGE_SIZE = 25;

/**
 * One page of the inbox (GET /api/Contact/inbox): newest first, searched and filtered on the
 * server, with the unread count over every enquiry that is not spam.
 */
export const inboxPageQuery = ({
  page,
  q,
  filter,
}: {
  page: number;
  q: string;
  filter: 'inbox' | 'spam';
}) =>
  getListContactInboxQueryOptions({
    PageIndex: toPageIndex(page),
    PageSize: INBOX_PAGE_SIZE,
    ...(q.trim() !== '' && { Search: q.trim() }),
    ...(filter === 'spam' && { Filter: 'spam' as const }),
  });

/**
 * Every inbox query (each page, search and folder, and the side menu's unread badge) starts with
 * this key, so invalidating it after a change updates the screen and the badge.
 */
export const inboxQueryKeyPrefix = () => [getListContactInboxQueryKey()[0]];
