import { createFileRoute } from '@tanstack/react-router';
import { servicePageQuery } from '../../../features/admin-content/queries';
import { ServicePageEditor } from '../../../features/admin-content/service-page-editor';

export const Route = createFileRoute('/admin/telbeton')({
  head: () => ({ meta: [{ title: 'Halatlı Tel Beton Kesme Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(servicePageQuery('halatli-tel-beton-kesme'));
  },
  component: () => <ServicePageEditor page="halatli-tel-beton-kesme" />,
});
