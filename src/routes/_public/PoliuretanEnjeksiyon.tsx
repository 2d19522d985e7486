import { createFileRoute } from '@tanstack/react-router';
import { ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import { loadServicePage, servicePageRouteHead } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { previewDeps, previewSearch } from '../../lib/preview';

export const Route = createFileRoute('/_public/PoliuretanEnjeksiyon')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) =>
    servicePageRouteHead(
      'poliuretan-enjeksiyon',
      match,
      'Bodrum, tünel, asansör kuyusu ve su depolarındaki çatlak ve derzlerden gelen suyu, yapıyı kırmadan poliüretan enjeksiyonla kalıcı olarak durduruyoruz.',
    ),
  loader: ({ context, deps }) =>
    loadServicePage(context.queryClient, 'poliuretan-enjeksiyon', deps.preview),
  notFoundComponent: () => <ServicePreviewNotFound page="poliuretan-enjeksiyon" />,
  component: PoliuretanEnjeksiyonRoute,
});

function PoliuretanEnjeksiyonRoute() {
  const { onizleme } = Route.useSearch();
  return <ServicePage page="poliuretan-enjeksiyon" preview={onizleme} />;
}
