import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/AsilNunX')({
  head: () => ({ meta: [{ title: 'AsilNunX Enjeksiyon Reçinesi | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="AsilNunX Enjeksiyon Reçinesi"
      lead="Aktif su kaçaklarını dakikalar içinde durduran, düşük viskoziteli poliüretan enjeksiyon reçinesi."
    />
  ),
});
