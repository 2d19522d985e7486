import { createFileRoute } from '@tanstack/react-router';
import { servicePageQuery } from '../../../features/admin-content/queries';
import { ServicePageEditor } from '../../../features/admin-content/service-page-editor';

export const Route = createFileRoute('/admin/Poliuretan')({
  head: () => ({ meta: [{ title: 'Poliüretan Enjeksiyon Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(servicePageQuery('poliuretan-enjeksiyon'));
  },
  component: () => <ServicePageEditor page="poliuretan-enjeksiyon" />,
});
