import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/route-load-error';
import { ServicePending, ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import { readServicePage, servicePageRouteHead } from '../../features/service-pages/queries';
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
    <ServicePreviewNotFound page="poliuretan-enjeksiyon" data={data} />
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
