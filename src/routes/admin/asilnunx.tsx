import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/asilnunx')({
  head: () => ({ meta: [{ title: 'AsilNunX Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="AsilNunX Sayfası"
      description="AsilNunX enjeksiyon reçinesi sayfasının içeriği."
    />
  ),
});
