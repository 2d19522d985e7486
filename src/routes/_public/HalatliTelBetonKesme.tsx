import { createFileRoute } from '@tanstack/react-router';
import {
  SERVICE_PAGE_TITLES,
  servicePageHead,
  servicePageQuery,
} from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { loadRouteQuery } from '../../lib/route-data';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  head: ({ match }) =>
    servicePageHead(
      match.context.queryClient.getQueryData(servicePageQuery('halatli-tel-beton-kesme').queryKey),
      {
        title: SERVICE_PAGE_TITLES['halatli-tel-beton-kesme'],
        description:
          'Elmas halatlı tel ile temel, köprü ayağı ve perde duvar gibi kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz.',
        path: '/HalatliTelBetonKesme',
      },
    ),
  loader: ({ context }) =>
    loadRouteQuery(context.queryClient, servicePageQuery('halatli-tel-beton-kesme')),
  component: () => <ServicePage page="halatli-tel-beton-kesme" />,
});
