import { createFileRoute } from '@tanstack/react-router';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { RouteLoadError } from '../../components/route-load-error';
import { AboutPage } from '../../features/public-about/about-page';
import { readAboutView } from '../../features/public-about/about-view';
import { ABOUT_PATH } from '../../lib/public-paths';
import { previewDeps, previewSearch } from '../../lib/preview';
import { contentSeo } from '../../lib/seo';
import { breadcrumbJsonLd } from '../../lib/structured-data';

const TITLE = 'Hakkımızda';

export const Route = createFileRoute('/_public/about')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // A preview link that no longer works is the not-found view.
  loader: ({ deps: { preview } }) => readAboutView(preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData: view, match: { search } }) =>
    contentSeo(view ? { ...view.seo, title: view.seo.ownTitle ?? TITLE } : null, {
      title: TITLE,
      description:
        "2007'den bu yana poliüretan enjeksiyon, kimyasal ankraj ve halatlı tel ile beton kesmede uzman Asil Yapı Kimyasalları'nı, hizmetlerini ve iş ortaklarını tanıyın.",
      path: ABOUT_PATH,
      preview: Boolean(search.onizleme),
      banner: view && { path: view.banner, images: view.images },
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: TITLE, path: ABOUT_PATH },
        ]),
      ],
    }),
  notFoundComponent: ({ data }) => <PreviewLinkNotFound data={data} livePath={ABOUT_PATH} />,
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} missingMessage="Hakkımızda içeriği henüz eklenmemiş." />
  ),
  component: AboutRoute,
});

function AboutRoute() {
  const { onizleme } = Route.useSearch();
  return <AboutPage view={Route.useLoaderData()} preview={onizleme} />;
}
