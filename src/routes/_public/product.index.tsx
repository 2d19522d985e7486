import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../features/product-page/product-page';
import { seo } from '../../lib/seo';

// SPEC.md section 5: /product and /product/ have no slug and say so.
export const Route = createFileRoute('/_public/product/')({
  head: () =>
    seo({
      title: 'Ürün Bulunamadı',
      description: "Geçersiz ürün slug'ı.",
      path: '/product',
      noindex: true,
    }),
  component: () => <ProductPage slug={undefined} />,
});
