import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public-home/home-page';
import { readHomeView } from '../../features/public-home/home-view';
import { HOME_PATH } from '../../lib/public-paths';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { RouteLoadError } from '../../components/route-load-error';
import { previewDeps, previewSearch } from '../../lib/preview';
import { SITE_NAME, contentSeo } from '../../lib/seo';
import { companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // A preview link that no longer works is the not-found view.
  loader: ({ deps: { preview } }) => readHomeView(preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData: view, match: { search } }) => {
    const preview = search.onizleme;
    // The home page's title is the company's name unless the page sets its own.
    return contentSeo(view ? { ...view.seo, title: view.seo.ownTitle ?? SITE_NAME } : null, {
      title: SITE_NAME,
      description:
        'Poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi: yapılarınız için kalıcı çözümler.',
      path: HOME_PATH,
      preview: Boolean(preview),
      jsonLd: [companyJsonLd(view?.company)],
      banner: view && { path: view.banner, images: view.images },
    });
  },
  notFoundComponent: ({ data }) => <PreviewLinkNotFound data={data} livePath={HOME_PATH} />,
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} missingMessage="Ana sayfa içeriği henüz eklenmemiş." />
  ),
  component: HomeRoute,
});

function HomeRoute() {
  const { onizleme } = Route.useSearch();
  return <HomePage view={Route.useLoaderData()} preview={onizleme} />;
}
