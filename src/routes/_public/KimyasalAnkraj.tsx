import { createFileRoute } from '@tanstack/react-router';
import { ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import { loadServicePage, servicePageRouteHead } from '../../features/service-pages/queries';
import { ServicePage } from '../../features/service-pages/service-page';
import { previewDeps, previewSearch } from '../../lib/preview';

export const Route = createFileRoute('/_public/KimyasalAnkraj')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) =>
    servicePageRouteHead(
      'kimyasal-ankraj',
      match,
      'Deprem güçlendirmesi, kat ilavesi ve mantolama projelerinde epoksi esaslı kimyasal ankraj ve filiz ekimi; çekme testiyle raporlanan güvenli bağlantılar.',
    ),
  loader: ({ context, deps }) =>
    loadServicePage(context.queryClient, 'kimyasal-ankraj', deps.preview),
  notFoundComponent: () => <ServicePreviewNotFound page="kimyasal-ankraj" />,
  component: KimyasalAnkrajRoute,
});

function KimyasalAnkrajRoute() {
  const { onizleme } = Route.useSearch();
  return <ServicePage page="kimyasal-ankraj" preview={onizleme} />;
}
