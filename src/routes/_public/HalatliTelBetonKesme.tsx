import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/HalatliTelBetonKesme')({
  head: () => ({ meta: [{ title: 'Halatlı Tel ile Beton Kesme | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="Halatlı Tel ile Beton Kesme"
      lead="Elmas halatlı tel ile kalın betonarme elemanları titreşimsiz, tozsuz ve milimetrik hassasiyetle kesiyoruz."
    />
  ),
});
