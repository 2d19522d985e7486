import { createFileRoute } from '@tanstack/react-router';
import { SERVICE_PAGE_TITLES, servicePageQuery } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  head: () =>
    seo({
      title: SERVICE_PAGE_TITLES['halatli-tel-beton-kesme'],
      description:
        'Elmas halatlı tel ile temel, köprü ayağı ve perde duvar gibi kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz.',
      path: '/HalatliTelBetonKesme',
    }),
  loader: ({ context }) =>
    loadRouteQuery(context.queryClient, servicePageQuery('halatli-tel-beton-kesme')),
  component: () => <ServicePage page="halatli-tel-beton-kesme" />,
});
