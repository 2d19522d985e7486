import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/kimyasalankraj')({
  head: () => ({ meta: [{ title: 'Kimyasal Ankraj Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="Kimyasal Ankraj Sayfası"
      description="Kimyasal ankraj ve filiz ekimi hizmet sayfasının içeriği."
    />
  ),
});
