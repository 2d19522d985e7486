import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseFileManagerSearch, type FileManagerSearch } from '../../../lib/route-search';
import { hasActiveFilters, nextPage } from './file-list';

/**
 * The file manager's search, filters and paging, kept in the URL (?q=&category=&status=&alt=
 * &page=&size=), so that a filtered page can be linked to and survives a reload.
 */
export function useFilesSearch() {
  const search = useSearch({ from: '/admin/documents' });
  const navigate = useNavigate({ from: '/admin/documents' });
  const router = useRouter();

  // The search box answers every keystroke at once from its own state; the URL follows (replaced,
  // not pushed), and Back or Forward bring the box in line with the URL again.
  const [query, setQuery] = useState(search.q);
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type !== 'BACK' && action.type !== 'FORWARD') return;
        setQuery(parseFileManagerSearch(router.options.parseSearch(location.search)).q);
      }),
    [router],
  );

  const filters = useMemo(
    () => ({ q: query, category: search.category, status: search.status }),
    [query, search.category, search.status],
  );

  const change = useCallback(
    (update: Partial<FileManagerSearch>, replace = false) => {
      void navigate({
        search: (previous) => {
          const current = { ...previous, q: query };
          return { ...current, ...update, page: nextPage(current, update) };
        },
        replace,
      });
    },
    [navigate, query],
  );

  const type = (text: string) => {
    setQuery(text);
    change({ q: text }, true);
  };

  const clear = () => {
    setQuery('');
    change({ q: '', category: '', status: 'all', alt: '', page: 1 });
  };

  // docs/SPEC.md section 8: a list refused for its offset silently goes back to page 1.
  const backToFirstPage = useCallback(
    () => void navigate({ search: (previous) => ({ ...previous, page: 1 }), replace: true }),
    [navigate],
  );

  return {
    search,
    query,
    filters,
    filtersOn: hasActiveFilters(filters) || search.alt !== '',
    change,
    type,
    clear,
    backToFirstPage,
  };
}

export type FilesSearch = ReturnType<typeof useFilesSearch>;
