import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/route-load-error';
import { CataloguePage } from '../../features/public-catalogue/catalogue-page';
import { readCatalogueView } from '../../features/public-catalogue/catalogue-view';
import { parsePage } from '../../lib/paging';
import { absoluteUrl, contentSeo } from '../../lib/seo';
import { breadcrumbJsonLd, itemListJsonLd } from '../../lib/structured-data';
import {
  CATALOGUE_DESCRIPTION,
  CATALOGUE_PATH,
  CATALOGUE_TITLE,
  cataloguePagePath,
} from '../../../core/lib/catalogue';

/** The pages' own addresses, which the head's canonical and prev/next links name. */
const pageLink = (rel: 'prev' | 'next', page: number) => ({
  rel,
  href: absoluteUrl(cataloguePagePath(page)),
});

export const Route = createFileRoute('/_public/urunler')({
  // ?sayfa=2: a page after the first (counted from 1); anything else is the first page.
  validateSearch: (search: Record<string, unknown>): { sayfa?: number } => {
    const sayfa = parsePage(search.sayfa);
    return sayfa === undefined ? {} : { sayfa };
  },
  loaderDeps: ({ search }) => ({ page: search.sayfa ?? 1 }),
  // A page past the last one is the not-found view (status 404 from the server).
  loader: ({ deps: { page } }) => readCatalogueView(page),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData: view, match: { search } }) => {
    const page = search.sayfa ?? 1;
    // Each page has a title of its own: 'Ürünler - Sayfa 2'.
    const titled = (title: string) => (page > 1 ? `${title} - Sayfa ${page}` : title);
    const derived = view ? { ...view.seo, title: titled(view.seo.title) } : null;
    const head = contentSeo(derived, {
      title: titled(CATALOGUE_TITLE),
      description: CATALOGUE_DESCRIPTION,
      path: cataloguePagePath(page),
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: CATALOGUE_TITLE, path: CATALOGUE_PATH },
        ]),
        ...(view ? [itemListJsonLd(view.cards, view.first)] : []),
      ],
    });
    if (!view) return head;
    return {
      ...head,
      links: [
        ...head.links,
        ...(view.page > 1 ? [pageLink('prev', view.page - 1)] : []),
        ...(view.page < view.pageCount ? [pageLink('next', view.page + 1)] : []),
      ],
    };
  },
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} missingMessage="Ürünler henüz eklenmemiş." />
  ),
  component: CatalogueRoute,
});

function CatalogueRoute() {
  return <CataloguePage view={Route.useLoaderData()} />;
}
