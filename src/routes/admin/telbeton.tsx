import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/telbeton')({
  head: () => ({ meta: [{ title: 'Halatlı Tel Beton Kesme Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="Halatlı Tel Beton Kesme Sayfası"
      description="Halatlı tel ile beton kesme hizmet sayfasının içeriği."
    />
  ),
});
