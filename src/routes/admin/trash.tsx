import { createFileRoute } from '@tanstack/react-router';

// Placeholder while issue 14 builds this screen (its helper replaces this file).
export const Route = createFileRoute('/admin/trash')({
  head: () => ({ meta: [{ title: 'Çöp Kutusu | Yönetim Paneli' }] }),
  component: () => <h1 className="text-h1 font-semibold">Çöp Kutusu</h1>,
});
