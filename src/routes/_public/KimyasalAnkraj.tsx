import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/KimyasalAnkraj')({
  head: () => ({ meta: [{ title: 'Kimyasal Ankraj ve Filiz Ekimi | Asil Yapı Kimyasalları' }] }),
  component: () => (
    <PagePlaceholder
      title="Kimyasal Ankraj ve Filiz Ekimi"
      lead="Yapısal güçlendirme projelerinde epoksi esaslı kimyasal ankraj ve filiz ekimi uygulamaları."
    />
  ),
});
