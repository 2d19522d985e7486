import { createFileRoute } from '@tanstack/react-router';
import {
  SERVICE_PAGE_TITLES,
  servicePageHead,
  servicePageQuery,
} from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { loadRouteQuery } from '../../lib/route-data';

export const Route = createFileRoute('/_public/KimyasalAnkraj')({
  head: ({ match }) =>
    servicePageHead(
      match.context.queryClient.getQueryData(servicePageQuery('kimyasal-ankraj').queryKey),
      {
        title: SERVICE_PAGE_TITLES['kimyasal-ankraj'],
        description:
          'Deprem güçlendirmesi, kat ilavesi ve mantolama projelerinde epoksi esaslı kimyasal ankraj ve filiz ekimi; çekme testiyle raporlanan güvenli bağlantılar.',
        path: '/KimyasalAnkraj',
      },
    ),
  loader: ({ context }) => loadRouteQuery(context.queryClient, servicePageQuery('kimyasal-ankraj')),
  component: () => <ServicePage page="kimyasal-ankraj" />,
});
