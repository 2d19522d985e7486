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

export const Route = createFileRoute('/_public/PoliuretanEnjeksiyon')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: ({ deps }) => readServicePage('poliuretan-enjeksiyon', deps.preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData, match }) =>
    servicePageRouteHead(
      'poliuretan-enjeksiyon',
      loaderData,
      match.search.onizleme,
      'Bodrum, tünel, asansör kuyusu ve su depolarındaki çatlak ve derzlerden gelen suyu, yapıyı kırmadan poliüretan enjeksiyonla kalıcı olarak durduruyoruz.',
    ),
  pendingComponent: () => <ServicePending page="poliuretan-enjeksiyon" />,
  notFoundComponent: ({ data }) => (
    <PreviewLinkNotFound data={data} livePath={SERVICE_PAGE_PATHS['poliuretan-enjeksiyon']} />
  ),
  errorComponent: RouteLoadError,
  component: PoliuretanEnjeksiyonRoute,
});

function PoliuretanEnjeksiyonRoute() {
  const { onizleme } = Route.useSearch();
  return (
    <ServicePage page="poliuretan-enjeksiyon" content={Route.useLoaderData()} preview={onizleme} />
  );
}
