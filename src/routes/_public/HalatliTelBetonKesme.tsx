import { createFileRoute } from '@tanstack/react-router';
import { SERVICE_PAGE_TITLES, servicePageQuery } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  head: () =>
    seo({
      title: SERVICE_PAGE_TITLES['halatli-tel-beton-kesme'],
      description:
        'Elmas halatlı tel ile temel, köprü ayağı ve perde duvar gibi kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz.',
      path: '/HalatliTelBetonKesme',
    }),
  // Start the request with the route's code, without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(servicePageQuery('halatli-tel-beton-kesme'));
  },
  component: () => <ServicePage page="halatli-tel-beton-kesme" />,
});
