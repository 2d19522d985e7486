import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/contact')({
  head: () => ({ meta: [{ title: 'İletişim | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="İletişim"
      lead="Projeniz için keşif ve teklif talebinizi iletin; uzman ekibimiz en kısa sürede size dönüş yapsın."
    />
  ),
});
