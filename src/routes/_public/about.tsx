import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/about')({
  head: () => ({ meta: [{ title: 'Hakkımızda | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="Hakkımızda"
      lead="2007'den bu yana yapıların su yalıtımı, güçlendirilmesi ve beton kesme işlerinde çözüm ortağınızız."
    />
  ),
});
