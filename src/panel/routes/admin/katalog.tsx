import { createFileRoute } from '@tanstack/react-router';
import { CatalogueEditor } from '../../../features/admin-catalogue/catalogue-editor';
import { catalogueQuery } from '../../../features/admin-catalogue/queries';

export const Route = createFileRoute('/admin/katalog')({
  head: () => ({ meta: [{ title: 'Ürün Kataloğu | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(catalogueQuery());
  },
  component: CatalogueEditor,
});
