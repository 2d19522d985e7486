import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/messages')({
  head: () => ({ meta: [{ title: 'Mesajlar | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder title="Mesajlar" description="İletişim formundan gelen talepler." />
  ),
});
