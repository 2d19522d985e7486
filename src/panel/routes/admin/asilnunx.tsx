import { createFileRoute } from '@tanstack/react-router';
import { AsilnunxEditor } from '../../../features/admin-content/asilnunx-editor';
import { asilnunxQuery } from '../../../features/admin-content/queries';

export const Route = createFileRoute('/admin/asilnunx')({
  head: () => ({ meta: [{ title: 'AsilNunX Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(asilnunxQuery());
  },
  component: AsilnunxEditor,
});
