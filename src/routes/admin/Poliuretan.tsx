import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/Poliuretan')({
  head: () => ({ meta: [{ title: 'Poliüretan Enjeksiyon Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="Poliüretan Enjeksiyon Sayfası"
      description="Poliüretan enjeksiyon hizmet sayfasının içeriği."
    />
  ),
});
