// The inbox's search validation: part of the route tree, which ships with the first bundle of
// every page, so it is kept small and apart from the panel's code (no zod, no screen code).
import { pageFromUrl } from './paging';

/** The inbox's place in the URL: /admin/messages?page=2&q=ankraj&filter=spam (all optional). */
export interface MessagesSearch {
  page?: number;
  q?: string;
  filter?: 'spam';
}

/** The contract's longest search (listContactInbox `Search`). */
const MAX_SEARCH_LENGTH = 200;

/**
 * The route's search validation: a page from 1, a search text and the spam folder; anything else
 * (a page of '0' or 'abc', an unknown folder) falls back to the inbox's first page, so a
 * hand-edited URL never breaks the screen.
 */
export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const page = pageFromUrl(search.page);
  const q =
    typeof search.q === 'string' && search.q.trim() !== ''
      ? search.q.slice(0, MAX_SEARCH_LENGTH)
      : undefined;
  return {
    ...(page !== undefined && { page }),
    ...(q !== undefined && { q }),
    ...(search.filter === 'spam' && { filter: 'spam' as const }),
  };
}

/** The defaults filled in: the UI page (from 1), the search ('' for none) and the folder. */
export const messagesView = (search: MessagesSearch) => ({
  page: search.page ?? 1,
  q: search.q ?? '',
  filter: search.filter ?? ('inbox' as const),
});
