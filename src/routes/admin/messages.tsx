import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/admin-messages/messages-page';
import { inboxPageQuery } from '../../features/admin-messages/queries';
import { messagesView, validateMessagesSearch } from '../../lib/messages-search';

export const Route = createFileRoute('/admin/messages')({
  // ?page=2&q=ankraj&filter=spam, the page counted from 1; anything invalid falls back.
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => messagesView(search),
  head: () => ({ meta: [{ title: 'Mesajlar | Yönetim Paneli' }] }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(inboxPageQuery(deps));
  },
  component: MessagesPage,
});
