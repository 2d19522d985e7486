import { createFileRoute } from '@tanstack/react-router';
import { AsilNunXPage } from '../../features/service-pages/asilnunx-page';
import { ServicePreviewNotFound } from '../../features/service-pages/page-parts';
import {
  ASILNUNX_PATH,
  ASILNUNX_TITLE,
  asilnunxHead,
  asilnunxQuery,
} from '../../features/service-pages/queries';
import { previewDeps, previewSearch } from '../../lib/preview';
import { loadRouteQuery } from '../../lib/route-data';

export const Route = createFileRoute('/_public/AsilNunX')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) =>
    asilnunxHead(
      match.context.queryClient.getQueryData(asilnunxQuery(match.search.onizleme).queryKey),
      {
        title: ASILNUNX_TITLE,
        description:
          'AsilNunX: aktif su kaçaklarını dakikalar içinde durduran, düşük viskoziteli, tek bileşenli hidrofobik poliüretan enjeksiyon reçinesi. Teknik föy ve güvenlik bilgi formu.',
        path: ASILNUNX_PATH,
        preview: Boolean(match.search.onizleme),
      },
    ),
  // A preview link that no longer works is the not-found view (on the server).
  loader: ({ context, deps: { preview } }) =>
    loadRouteQuery(context.queryClient, asilnunxQuery(preview), {
      notFoundOn404: Boolean(preview),
    }),
  notFoundComponent: () => <ServicePreviewNotFound page="asilnunx" />,
  component: AsilNunXRoute,
});

function AsilNunXRoute() {
  const { onizleme } = Route.useSearch();
  return <AsilNunXPage preview={onizleme} />;
}
