import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/route-load-error';
import { AsilNunXPage } from '../../features/service-pages/asilnunx-page';
import { ServicePending, ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import {
  ASILNUNX_PATH,
  ASILNUNX_TITLE,
  asilnunxHead,
  readAsilnunx,
} from '../../features/service-pages/queries';
import { previewDeps, previewSearch } from '../../lib/preview';

export const Route = createFileRoute('/_public/AsilNunX')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // A preview link that no longer works is the not-found view.
  loader: ({ deps: { preview } }) => readAsilnunx(preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData, match }) =>
    asilnunxHead(loaderData, {
      title: ASILNUNX_TITLE,
      description:
        'AsilNunX: aktif su kaçaklarını dakikalar içinde durduran, düşük viskoziteli, tek bileşenli hidrofobik poliüretan enjeksiyon reçinesi. Teknik föy ve güvenlik bilgi formu.',
      path: ASILNUNX_PATH,
      preview: Boolean(match.search.onizleme),
    }),
  pendingComponent: () => <ServicePending page="asilnunx" />,
  notFoundComponent: ({ data }) => <ServicePreviewNotFound page="asilnunx" data={data} />,
  errorComponent: RouteLoadError,
  component: AsilNunXRoute,
});

function AsilNunXRoute() {
  const { onizleme } = Route.useSearch();
  return <AsilNunXPage content={Route.useLoaderData()} preview={onizleme} />;
}
