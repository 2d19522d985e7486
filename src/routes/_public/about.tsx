import { createFileRoute } from '@tanstack/react-router';
import { pageBannerPath } from '../../components/page-banner';
import { AboutPage } from '../../features/public-about/about-page';
import { aboutPageQuery } from '../../features/public-about/queries';
import { loadRouteQuery } from '../../lib/route-data';
import { contentSeo } from '../../lib/seo';
import { deriveSeo, pageSeoFallback } from '../../../core/lib/seo-fields';
import { breadcrumbJsonLd } from '../../lib/structured-data';

const TITLE = 'Hakkımızda';

export const Route = createFileRoute('/_public/about')({
  head: ({ match }) => {
    const page = match.context.queryClient.getQueryData(aboutPageQuery().queryKey)?.data;
    const derived = page ? deriveSeo(page, pageSeoFallback(page)) : null;
    return contentSeo(derived && { ...derived, title: page?.metaTitle?.trim() || TITLE }, {
      title: TITLE,
      description:
        "2007'den bu yana poliüretan enjeksiyon, kimyasal ankraj ve halatlı tel ile beton kesmede uzman Asil Yapı Kimyasalları'nı, hizmetlerini ve iş ortaklarını tanıyın.",
      path: '/about',
      banner: page && { path: pageBannerPath(page), images: page.images },
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: TITLE, path: '/about' },
        ]),
      ],
    });
  },
  loader: ({ context }) => loadRouteQuery(context.queryClient, aboutPageQuery()),
  component: AboutPage,
});
