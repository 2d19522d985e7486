import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/debug/products')({
  head: () => ({
    meta: [
      { title: 'Ürün Listesi (Hata Ayıklama) | Asil Yapı Kimyasalları' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: () => (
    <PagePlaceholder
      title="Ürün Listesi (Hata Ayıklama)"
      lead="Ürünlerin kimlik, slug ve adres bilgileri."
    />
  ),
});
