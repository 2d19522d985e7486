import { createFileRoute } from '@tanstack/react-router';
import { securityQuery } from '../../../features/admin-users/queries';
import { SecurityPage } from '../../../features/admin-users/security-page';

export const Route = createFileRoute('/admin/security')({
  head: () => ({ meta: [{ title: 'Hesap Güvenliği | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(securityQuery());
  },
  component: SecurityPage,
});
