import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/contact')({
  head: () => ({ meta: [{ title: 'İletişim Sayfası | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="İletişim Sayfası"
      description="İletişim bilgileri, mesaj formu metinleri ve harita."
    />
  ),
});
