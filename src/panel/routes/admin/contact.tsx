import { createFileRoute } from '@tanstack/react-router';
import { ContactEditor } from '../../../features/admin-content/contact-editor';
import { contactContentQuery } from '../../../features/admin-content/queries';

export const Route = createFileRoute('/admin/contact')({
  head: () => ({ meta: [{ title: 'İletişim Sayfası | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(contactContentQuery());
  },
  component: ContactEditor,
});
