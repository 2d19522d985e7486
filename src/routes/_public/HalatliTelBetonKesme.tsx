import { createFileRoute } from '@tanstack/react-router';
import { ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import { loadServicePage, servicePageRouteHead } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { previewDeps, previewSearch } from '../../lib/preview';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) =>
    servicePageRouteHead(
      'halatli-tel-beton-kesme',
      match,
      'Elmas halatlı tel ile temel, köprü ayağı ve perde duvar gibi kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz.',
    ),
  loader: ({ context, deps }) =>
    loadServicePage(context.queryClient, 'halatli-tel-beton-kesme', deps.preview),
  notFoundComponent: () => <ServicePreviewNotFound page="halatli-tel-beton-kesme" />,
  component: HalatliTelBetonKesmeRoute,
});

function HalatliTelBetonKesmeRoute() {
  const { onizleme } = Route.useSearch();
  return <ServicePage page="halatli-tel-beton-kesme" preview={onizleme} />;
}
