import { createFileRoute } from '@tanstack/react-router';

// Placeholder while issue 14 builds this screen (its helper replaces this file).
export const Route = createFileRoute('/admin/users')({
  head: () => ({ meta: [{ title: 'Kullanıcılar | Yönetim Paneli' }] }),
  component: () => <h1 className="text-h1 font-semibold">Kullanıcılar</h1>,
});
