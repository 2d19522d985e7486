import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/admin-messages/messages-page';
import { enquiryQuery, inboxPageQuery } from '../../../features/admin-messages/queries';
import { normalizeId } from '../../../../core/domain/ids';
import { messagesView, validateMessagesSearch } from '../../../lib/route-search';

export const Route = createFileRoute('/admin/messages')({
  // ?page=2&q=ankraj&filter=spam&open=<id>, the page counted from 1; anything invalid falls back.
  validateSearch: validateMessagesSearch,
  head: () => ({ meta: [{ title: 'Mesajlar | Yönetim Paneli' }] }),
  // No loaderDeps: a new page, search or folder keeps this match (a new one would suspend the
  // screen and take the focus from the search field or the pager); the query shows the new page.
  loader: ({ context, location }) => {
    const search = validateMessagesSearch(location.search as Record<string, unknown>);
    void context.queryClient.prefetchQuery(inboxPageQuery(messagesView(search)));
    // A link to one enquiry (the dashboard, the digest e-mail) reads it beside the list.
    const open = normalizeId(search.open);
    if (open) void context.queryClient.prefetchQuery(enquiryQuery(open));
  },
  component: MessagesPage,
});
