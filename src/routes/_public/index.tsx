import { createFileRoute } from '@tanstack/react-router';
import { pageBannerPath } from '../../components/page-banner';
import { contactContentQuery } from '../../features/contact-page/queries';
import { HomePage } from '../../features/public-home/home-page';
import { HOME_PATH, homePageQuery } from '../../features/public-home/queries';
import { PreviewNotFound } from '../../components/preview-banner';
import { previewDeps, previewSearch } from '../../lib/preview';
import { loadRouteQuery, prefetchOnServer } from '../../lib/route-data';
import { SITE_NAME, contentSeo } from '../../lib/seo';
import { deriveSeo, pageSeoFallback } from '../../../core/lib/seo-fields';
import { companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match: { context, search } }) => {
    const preview = search.onizleme;
    const page = context.queryClient.getQueryData(homePageQuery(preview).queryKey)?.data;
    const contact = context.queryClient.getQueryData(contactContentQuery().queryKey);
    const derived = page ? deriveSeo(page, pageSeoFallback(page)) : null;
    // The home page's title is the company's name unless the page sets its own.
    return contentSeo(derived && { ...derived, title: page?.metaTitle?.trim() || SITE_NAME }, {
      title: SITE_NAME,
      description:
        'Poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi: yapılarınız için kalıcı çözümler.',
      path: HOME_PATH,
      preview: Boolean(preview),
      jsonLd: [companyJsonLd(contact)],
      banner: page && { path: pageBannerPath(page), images: page.images },
    });
  },
  // A preview link that no longer works is the not-found view (on the server).
  loader: async ({ context: { queryClient }, deps: { preview } }) => {
    // The company's details (for search engines) come from the contact page's content.
    await Promise.all([
      loadRouteQuery(queryClient, homePageQuery(preview), { notFoundOn404: Boolean(preview) }),
      prefetchOnServer(() => queryClient.prefetchQuery(contactContentQuery())),
    ]);
  },
  notFoundComponent: () => (
    <PreviewNotFound
      queryKeyOf={(preview) => homePageQuery(preview).queryKey}
      livePath={HOME_PATH}
    />
  ),
  component: HomeRoute,
});

function HomeRoute() {
  const { onizleme } = Route.useSearch();
  return <HomePage preview={onizleme} />;
}
