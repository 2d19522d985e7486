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

export const Route = createFileRoute('/_public/KimyasalAnkraj')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: ({ deps }) => readServicePage('kimyasal-ankraj', deps.preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData, match }) =>
    servicePageRouteHead(
      'kimyasal-ankraj',
      loaderData,
      match.search.onizleme,
      'Deprem güçlendirmesi, kat ilavesi ve mantolama projelerinde epoksi esaslı kimyasal ankraj ve filiz ekimi; çekme testiyle raporlanan güvenli bağlantılar.',
    ),
  pendingComponent: () => <ServicePending page="kimyasal-ankraj" />,
  notFoundComponent: ({ data }) => (
    <PreviewLinkNotFound data={data} livePath={SERVICE_PAGE_PATHS['kimyasal-ankraj']} />
  ),
  errorComponent: RouteLoadError,
  component: KimyasalAnkrajRoute,
});

function KimyasalAnkrajRoute() {
  const { onizleme } = Route.useSearch();
  return <ServicePage page="kimyasal-ankraj" content={Route.useLoaderData()} preview={onizleme} />;
}
