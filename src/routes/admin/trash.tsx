import { createFileRoute } from '@tanstack/react-router';
import { trashPageQuery } from '../../features/admin-trash/queries';
import { TrashPage } from '../../features/admin-trash/trash-page';
import { validateTrashSearch } from '../../features/admin-trash/trash-search';

/**
 * ?page=2, counted from 1; anything invalid is the first page. validateSearch is not split off
 * (it ships with every page's first bundle), so it is written here rather than imported from the
 * panel's code; the loader, split off with the screen, uses the panel's own copy of the rule
 * (docs/decisions/0041).
 */
function trashUrl(search: Record<string, unknown>): { page?: number } {
  const raw = typeof search.page === 'string' ? Number(search.page) : search.page;
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 1 ? { page: raw } : {};
}

export const Route = createFileRoute('/admin/trash')({
  validateSearch: trashUrl,
  head: () => ({ meta: [{ title: 'Çöp Kutusu | Yönetim Paneli' }] }),
  // No loaderDeps: a new page keeps this match (a new one would suspend the screen and take the
  // focus from the pager); the query shows the new page.
  loader: ({ context, location }) => {
    const { page } = validateTrashSearch(location.search as Record<string, unknown>);
    void context.queryClient.prefetchQuery(trashPageQuery(page ?? 1));
  },
  component: TrashPage,
});
