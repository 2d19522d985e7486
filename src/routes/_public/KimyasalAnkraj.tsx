import { createFileRoute } from '@tanstack/react-router';
import { SERVICE_PAGE_TITLES, servicePageQuery } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/KimyasalAnkraj')({
  head: () =>
    seo({
      title: SERVICE_PAGE_TITLES['kimyasal-ankraj'],
      description:
        'Deprem güçlendirmesi, kat ilavesi ve mantolama projelerinde epoksi esaslı kimyasal ankraj ve filiz ekimi; çekme testiyle raporlanan güvenli bağlantılar.',
      path: '/KimyasalAnkraj',
    }),
  loader: ({ context }) => loadRouteQuery(context.queryClient, servicePageQuery('kimyasal-ankraj')),
  component: () => <ServicePage page="kimyasal-ankraj" />,
});
