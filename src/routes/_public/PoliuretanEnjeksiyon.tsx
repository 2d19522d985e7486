import { createFileRoute } from '@tanstack/react-router';
import {
  SERVICE_PAGE_TITLES,
  servicePageHead,
  servicePageQuery,
} from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { loadRouteQuery } from '../../lib/route-data';

export const Route = createFileRoute('/_public/PoliuretanEnjeksiyon')({
  head: ({ match }) =>
    servicePageHead(
      match.context.queryClient.getQueryData(servicePageQuery('poliuretan-enjeksiyon').queryKey),
      {
        title: SERVICE_PAGE_TITLES['poliuretan-enjeksiyon'],
        description:
          'Bodrum, tünel, asansör kuyusu ve su depolarındaki çatlak ve derzlerden gelen suyu, yapıyı kırmadan poliüretan enjeksiyonla kalıcı olarak durduruyoruz.',
        path: '/PoliuretanEnjeksiyon',
      },
    ),
  loader: ({ context }) =>
    loadRouteQuery(context.queryClient, servicePageQuery('poliuretan-enjeksiyon')),
  component: () => <ServicePage page="poliuretan-enjeksiyon" />,
});
