import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/public-pages/page-placeholder';

export const Route = createFileRoute('/_public/product/$slug')({
  head: () => ({ meta: [{ title: 'Ürün | Asil Yapı Kimyasalları' }] }),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <PagePlaceholder title="Ürün ve Hizmet Detayı" lead={`Ürün: ${slug}`} />;
}
