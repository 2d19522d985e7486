import { createFileRoute } from '@tanstack/react-router';
import { AsilNunXPage } from '../../features/service-pages/asilnunx-page';
import { ASILNUNX_TITLE, asilnunxHead, asilnunxQuery } from '../../features/service-pages/queries';
import { loadRouteQuery } from '../../lib/route-data';

export const Route = createFileRoute('/_public/AsilNunX')({
  head: ({ match }) =>
    asilnunxHead(match.context.queryClient.getQueryData(asilnunxQuery().queryKey), {
      title: ASILNUNX_TITLE,
      description:
        'AsilNunX: aktif su kaçaklarını dakikalar içinde durduran, düşük viskoziteli, tek bileşenli hidrofobik poliüretan enjeksiyon reçinesi. Teknik föy ve güvenlik bilgi formu.',
      path: '/AsilNunX',
    }),
  loader: ({ context }) => loadRouteQuery(context.queryClient, asilnunxQuery()),
  component: AsilNunXPage,
});
