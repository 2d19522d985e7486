import { createFileRoute } from '@tanstack/react-router';
import { redirectsQuery } from '../../../features/admin-redirects/queries';
import { RedirectsPage } from '../../../features/admin-redirects/redirects-page';

export const Route = createFileRoute('/admin/redirects')({
  head: () => ({ meta: [{ title: 'Yönlendirmeler | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(redirectsQuery());
  },
  component: RedirectsPage,
});
