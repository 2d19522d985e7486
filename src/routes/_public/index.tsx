import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public-home/home-page';
import { homePageQuery } from '../../features/public-home/queries';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/')({
  head: () =>
    seo({
      title: 'Asil Yapı Kimyasalları',
      description:
        'Poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi: yapılarınız için kalıcı çözümler.',
      path: '/',
    }),
  // Start the request with the route's code, without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homePageQuery());
  },
  component: HomePage,
});
