import { createFileRoute, notFound } from '@tanstack/react-router';
import { PRODUCT_ERROR_MESSAGES, ProductError } from '../../features/product-page/product-error';
import { seo } from '../../lib/seo';

// docs/SPEC.md section 5: /product and /product/ have no slug and say so (status 404 from the server).
export const Route = createFileRoute('/_public/product/')({
  head: () =>
    seo({
      title: 'Ürün Bulunamadı',
      description: "Geçersiz ürün slug'ı.",
      path: '/product',
      noindex: true,
    }),
  loader: () => {
    throw notFound();
  },
  component: () => <ProductError message={PRODUCT_ERROR_MESSAGES.invalidSlug} />,
  notFoundComponent: () => <ProductError message={PRODUCT_ERROR_MESSAGES.invalidSlug} />,
});
