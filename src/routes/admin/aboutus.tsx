import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/aboutus')({
  head: () => ({ meta: [{ title: 'Hakkımızda Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="Hakkımızda Sayfası"
      description="Şirket tanıtımı, hizmetler ve galeri."
    />
  ),
});
