import { createFileRoute } from '@tanstack/react-router';
import { LoadingState } from '../../components/query-states';
import { RouteLoadError } from '../../components/route-load-error';
import { SiteSearchPage } from '../../features/site-search/site-search-page';
import { readSiteSearchView } from '../../features/site-search/site-search-view';
import { SITE_SEARCH_PATH, siteSearchSearch } from '../../lib/site-search';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/ara')({
  // ?q=&sayfa=: the query and the page of its hits; the address is the search's only state.
  validateSearch: siteSearchSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => readSiteSearchView(deps),
  // A results page is never indexed (issue 49), and is not in the sitemap.
  head: ({ match: { search } }) =>
    seo({
      title: search.q ? `Arama: ${search.q}` : 'Arama',
      description:
        'Asil Yapı Kimyasalları sitesinde arayın: ürünler, teknik föyler, güvenlik bilgi formları, sertifikalar, hizmetler ve sayfalar.',
      path: SITE_SEARCH_PATH,
      noindex: true,
    }),
  pendingComponent: () => <LoadingState text="Aranıyor..." />,
  errorComponent: RouteLoadError,
  component: SiteSearchRoute,
});

function SiteSearchRoute() {
  return <SiteSearchPage view={Route.useLoaderData()} />;
}
