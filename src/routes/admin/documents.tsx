import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/documents')({
  head: () => ({ meta: [{ title: 'Dosya Yönetimi | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder title="Dosya Yönetimi" description="Belgeler ve sistem dosyaları." />
  ),
});
