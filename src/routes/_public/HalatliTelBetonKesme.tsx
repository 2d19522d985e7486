import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/route-load-error';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { ServicePending } from '../../features/service-pages/page-parts';
import {
  SERVICE_PAGE_PATHS,
  servicePageRouteHead,
} from '../../features/service-pages/service-head';
import { readServicePage } from '../../features/service-pages/service-reads';
import { ServicePage } from '../../features/service-pages/service-page';
import { previewDeps, previewSearch } from '../../lib/preview';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: ({ deps }) => readServicePage('halatli-tel-beton-kesme', deps.preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData, match }) =>
    servicePageRouteHead(
      'halatli-tel-beton-kesme',
      loaderData,
      match.search.onizleme,
      'Elmas halatlı tel ile temel, köprü ayağı ve perde duvar gibi kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz.',
    ),
  pendingComponent: () => <ServicePending page="halatli-tel-beton-kesme" />,
  notFoundComponent: ({ data }) => (
    <PreviewLinkNotFound data={data} livePath={SERVICE_PAGE_PATHS['halatli-tel-beton-kesme']} />
  ),
  errorComponent: RouteLoadError,
  component: HalatliTelBetonKesmeRoute,
});

function HalatliTelBetonKesmeRoute() {
  const { onizleme } = Route.useSearch();
  return (
    <ServicePage
      page="halatli-tel-beton-kesme"
      content={Route.useLoaderData()}
      preview={onizleme}
    />
  );
}
