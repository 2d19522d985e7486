import { createFileRoute } from '@tanstack/react-router';
import { HomeEditor } from '../../../features/admin-home/home-editor';
import { homePageQuery } from '../../../features/admin-home/queries';

export const Route = createFileRoute('/admin/Home')({
  head: () => ({ meta: [{ title: 'Anasayfa Yönetimi | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homePageQuery());
  },
  component: HomeEditor,
});
