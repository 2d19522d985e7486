import { createFileRoute } from '@tanstack/react-router';
import { AboutEditor } from '../../../features/admin-about/about-editor';
import { aboutEditorQuery } from '../../../features/admin-about/queries';

export const Route = createFileRoute('/admin/aboutus')({
  head: () => ({ meta: [{ title: 'Hakkımızda Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(aboutEditorQuery());
  },
  component: AboutEditor,
});
