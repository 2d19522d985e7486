import { createFileRoute } from '@tanstack/react-router';
import { servicePageQuery } from '../../../features/admin-content/queries';
import { ServicePageEditor } from '../../../features/admin-content/service-page-editor';

export const Route = createFileRoute('/admin/kimyasalankraj')({
  head: () => ({ meta: [{ title: 'Kimyasal Ankraj Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(servicePageQuery('kimyasal-ankraj'));
  },
  component: () => <ServicePageEditor page="kimyasal-ankraj" />,
});
