import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public-home/home-page';
import { homePageQuery } from '../../features/public-home/queries';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/')({
  head: () =>
    seo({
      title: 'Asil Yapı Kimyasalları',
      description:
        'Poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi: yapılarınız için kalıcı çözümler.',
      path: '/',
    }),
  loader: ({ context }) => loadRouteQuery(context.queryClient, homePageQuery()),
  component: HomePage,
});
