import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin-users/users-page';
import { usersQuery } from '../../../features/admin-users/queries';

export const Route = createFileRoute('/admin/users')({
  head: () => ({ meta: [{ title: 'Kullanıcılar | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(usersQuery());
  },
  component: UsersPage,
});
