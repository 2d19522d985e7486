import { createFileRoute } from '@tanstack/react-router';
import { trashPageQuery } from '../../features/admin-trash/queries';
import { TrashPage } from '../../features/admin-trash/trash-page';
import { pageFromUrl } from '../../lib/paging';

export const Route = createFileRoute('/admin/trash')({
  // ?page=2, counted from 1; anything invalid is the first page.
  validateSearch: (search): { page?: number } => {
    const page = pageFromUrl(search.page);
    return page === undefined ? {} : { page };
  },
  head: () => ({ meta: [{ title: 'Çöp Kutusu | Yönetim Paneli' }] }),
  // No loaderDeps: a new page keeps this match (a new one would suspend the screen and take the
  // focus from the pager); the query shows the new page.
  loader: ({ context, location }) => {
    const { page } = location.search as Record<string, unknown>;
    void context.queryClient.prefetchQuery(trashPageQuery(pageFromUrl(page) ?? 1));
  },
  component: TrashPage,
});
