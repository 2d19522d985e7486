import { createFileRoute } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../features/admin-pages/admin-page-placeholder';

export const Route = createFileRoute('/admin/Home')({
  head: () => ({ meta: [{ title: 'Anasayfa Yönetimi | Yönetim Paneli' }] }),
  component: () => (
    <AdminPagePlaceholder
      title="Anasayfa Yönetimi"
      description="Ana sayfa bannerı ve öne çıkan ürünler."
    />
  ),
});
