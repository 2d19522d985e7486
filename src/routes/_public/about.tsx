import { createFileRoute } from '@tanstack/react-router';
import { pageBannerPath } from '../../components/page-banner';
import { PreviewNotFound } from '../../components/preview-banner';
import { AboutPage } from '../../features/public-about/about-page';
import { ABOUT_PATH, aboutPageQuery } from '../../features/public-about/queries';
import { previewDeps, previewSearch } from '../../lib/preview';
import { loadRouteQuery } from '../../lib/route-data';
import { contentSeo } from '../../lib/seo';
import { deriveSeo, pageSeoFallback } from '../../../core/lib/seo-fields';
import { breadcrumbJsonLd } from '../../lib/structured-data';

const TITLE = 'Hakkımızda';

export const Route = createFileRoute('/_public/about')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) => {
    const preview = match.search.onizleme;
    const page = match.context.queryClient.getQueryData(aboutPageQuery(preview).queryKey)?.data;
    const derived = page ? deriveSeo(page, pageSeoFallback(page)) : null;
    return contentSeo(derived && { ...derived, title: page?.metaTitle?.trim() || TITLE }, {
      title: TITLE,
      description:
        "2007'den bu yana poliüretan enjeksiyon, kimyasal ankraj ve halatlı tel ile beton kesmede uzman Asil Yapı Kimyasalları'nı, hizmetlerini ve iş ortaklarını tanıyın.",
      path: ABOUT_PATH,
      preview: Boolean(preview),
      banner: page && { path: pageBannerPath(page), images: page.images },
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: TITLE, path: ABOUT_PATH },
        ]),
      ],
    });
  },
  // A preview link that no longer works is the not-found view (on the server).
  loader: ({ context, deps: { preview } }) =>
    loadRouteQuery(context.queryClient, aboutPageQuery(preview), {
      notFoundOn404: Boolean(preview),
    }),
  notFoundComponent: () => (
    <PreviewNotFound
      queryKeyOf={(preview) => aboutPageQuery(preview).queryKey}
      livePath={ABOUT_PATH}
    />
  ),
  component: AboutRoute,
});

function AboutRoute() {
  const { onizleme } = Route.useSearch();
  return <AboutPage preview={onizleme} />;
}
