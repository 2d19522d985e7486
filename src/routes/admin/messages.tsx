import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/admin-messages/messages-page';
import { enquiriesQuery } from '../../features/admin-messages/queries';

export const Route = createFileRoute('/admin/messages')({
  head: () => ({ meta: [{ title: 'Mesajlar | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(enquiriesQuery());
  },
  component: MessagesPage,
});
