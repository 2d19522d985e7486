import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/route-load-error';
import { AsilNunXPage } from '../../features/service-pages/asilnunx-page';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { ServicePending } from '../../features/service-pages/page-parts';
import {
  ASILNUNX_PATH,
  ASILNUNX_TITLE,
  asilnunxHead,
} from '../../features/service-pages/service-head';
import { readAsilnunx } from '../../features/service-pages/service-reads';
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
  notFoundComponent: ({ data }) => <PreviewLinkNotFound data={data} livePath={ASILNUNX_PATH} />,
  errorComponent: RouteLoadError,
  component: AsilNunXRoute,
});

function AsilNunXRoute() {
  const { onizleme } = Route.useSearch();
  return <AsilNunXPage content={Route.useLoaderData()} preview={onizleme} />;
}
