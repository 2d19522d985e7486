import { createFileRoute } from '@tanstack/react-router';
import { MenusEditor } from '../../../features/admin-content/menus-editor';
import { menusQuery } from '../../../features/admin-content/queries';

export const Route = createFileRoute('/admin/menuler')({
  head: () => ({ meta: [{ title: 'Menüler | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(menusQuery());
  },
  component: MenusEditor,
});
