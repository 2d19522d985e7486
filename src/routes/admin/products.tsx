import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/products')({
  head: () => ({ meta: [{ title: 'Ürün Yönetimi | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder title="Ürün Yönetimi" description="Ürün ve hizmet kataloğu." />
  ),
});
