import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/public-about/about-page';
import { aboutPageQuery } from '../../features/public-about/queries';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/about')({
  head: () =>
    seo({
      title: 'Hakkımızda',
      description:
        "2007'den bu yana poliüretan enjeksiyon, kimyasal ankraj ve halatlı tel ile beton kesmede uzman Asil Yapı Kimyasalları'nı, hizmetlerini ve iş ortaklarını tanıyın.",
      path: '/about',
    }),
  loader: ({ context }) => loadRouteQuery(context.queryClient, aboutPageQuery()),
  component: AboutPage,
});
