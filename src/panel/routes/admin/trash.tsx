import { createFileRoute } from '@tanstack/react-router';
import { trashPageQuery } from '../../../features/admin-trash/queries';
import { TrashPage } from '../../../features/admin-trash/trash-page';
import { validateTrashSearch } from '../../../lib/route-search';

export const Route = createFileRoute('/admin/trash')({
  // ?page=2, counted from 1; anything invalid is the first page.
  validateSearch: validateTrashSearch,
  head: () => ({ meta: [{ title: 'Çöp Kutusu | Yönetim Paneli' }] }),
  // No loaderDeps: a new page keeps this match (a new one would suspend the screen and take the
  // focus from the pager); the query shows the new page.
  loader: ({ context, location }) => {
    const { page = 1 } = validateTrashSearch(location.search as Record<string, unknown>);
    void context.queryClient.prefetchQuery(trashPageQuery(page));
  },
  component: TrashPage,
});
