import { createFileRoute } from '@tanstack/react-router';
import { pageBannerPath } from '../../components/page-banner';
import { contactContentQuery } from '../../features/contact-page/queries';
import { HomePage } from '../../features/public-home/home-page';
import { homePageQuery } from '../../features/public-home/queries';
import { loadRouteQuery, prefetchOnServer } from '../../lib/route-data';
import { SITE_NAME, contentSeo } from '../../lib/seo';
import { deriveSeo, pageSeoFallback } from '../../../core/lib/seo-fields';
import { companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/')({
  head: ({ match: { context } }) => {
    const page = context.queryClient.getQueryData(homePageQuery().queryKey)?.data;
    const contact = context.queryClient.getQueryData(contactContentQuery().queryKey);
    const derived = page ? deriveSeo(page, pageSeoFallback(page)) : null;
    // The home page's title is the company's name unless the page sets its own.
    return contentSeo(derived && { ...derived, title: page?.metaTitle?.trim() || SITE_NAME }, {
      title: SITE_NAME,
      description:
        'Poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi: yapılarınız için kalıcı çözümler.',
      path: '/',
      jsonLd: [companyJsonLd(contact)],
      banner: page && { path: pageBannerPath(page), images: page.images },
    });
  },
  loader: async ({ context: { queryClient } }) => {
    // The company's details (for search engines) come from the contact page's content.
    await Promise.all([
      loadRouteQuery(queryClient, homePageQuery()),
      prefetchOnServer(() => queryClient.prefetchQuery(contactContentQuery())),
    ]);
  },
  component: HomePage,
});
