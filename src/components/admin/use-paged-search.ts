import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { clampPage } from '../../lib/paging';

/** The panel's paged lists: their page (and size, and filters) live in the URL. */
type PagedRoute = '/admin/products' | '/admin/trash' | '/admin/messages' | '/admin/audit';

interface PagedQuery {
  /** The envelope of a paged list: `{ data: { items, totalCount, totalPages, ... } }`. */
  data?: { data?: { totalPages?: number } | null };
  isPlaceholderData: boolean;
}

/**
 * One paged list kept in the URL (?page=2&size=20, counted from 1; the first page and the default
 * size are left out): the page to show, moves to another page or size, and the past-the-end clamp:
 * a page past the end (its last item deleted or moved, or a hand-typed ?page=99) moves to the last
 * page there is, replacing the URL. `query` is the list's query, kept on its previous data while
 * the next page loads; only a settled answer is clamped.
 */
export function usePagedSearch({
  from,
  page,
  defaultSize,
  query,
}: {
  from: PagedRoute;
  page: number;
  defaultSize?: number;
  query: PagedQuery;
}) {
  const navigate = useNavigate({ from });
  const totalPages = Math.max(1, query.data?.data?.totalPages ?? 1);

  const goTo = useCallback(
    (
      nextPage: number,
      { size: nextSize, replace = false }: { size?: number; replace?: boolean } = {},
    ) =>
      void navigate({
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          page: nextPage > 1 ? nextPage : undefined,
          ...(nextSize !== undefined && {
            size: nextSize !== defaultSize ? nextSize : undefined,
          }),
        }),
        replace,
      }),
    [navigate, defaultSize],
  );

  const pastTheEnd =
    query.data?.data !== undefined && !query.isPlaceholderData && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) goTo(clampPage(page, totalPages), { replace: true });
  }, [pastTheEnd, page, totalPages, goTo]);

  return {
    /** The page shown: never past the end, while the move to the last page is on its way. */
    page: Math.min(page, totalPages),
    totalPages,
    goTo,
    /** A new page size starts again at page 1. */
    setSize: (nextSize: number) => goTo(1, { size: nextSize }),
    /** New filters (only those set) start again at page 1. */
    setFilters: (filters: object) => void navigate({ search: () => filters }),
  };
}
