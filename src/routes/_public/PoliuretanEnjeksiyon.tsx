import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/PoliuretanEnjeksiyon')({
  head: () => ({ meta: [{ title: 'Poliüretan Enjeksiyon | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="Poliüretan Enjeksiyon"
      lead="Betonarme yapılardaki çatlak ve derzlerden gelen suyu basınçlı poliüretan enjeksiyonla kalıcı olarak kesiyoruz."
    />
  ),
});
