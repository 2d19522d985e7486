import { createFileRoute } from '@tanstack/react-router';
import { PrivacyNoticeEditor } from '../../../features/admin-content/privacy-notice-editor';
import { privacyNoticeQuery } from '../../../features/admin-content/queries';

export const Route = createFileRoute('/admin/aydinlatma-metni')({
  head: () => ({ meta: [{ title: 'Aydınlatma Metni | Yönetim Paneli' }] }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyNoticeQuery());
  },
  component: PrivacyNoticeEditor,
});
