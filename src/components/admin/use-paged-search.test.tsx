import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../lib/paging';
import { usePagedSearch } from './use-paged-search';

/** A list of `pages` pages at /admin/trash, its answer settled unless `placeholder`. */
async function renderList(path: string, { pages = 3, placeholder = false } = {}) {
  function List() {
    const search = listRoute.useSearch();
    const paging = usePagedSearch({
      from: '/admin/trash',
      page: search.page ?? 1,
      defaultSize: 10,
      query: { data: { data: { totalPages: pages } }, isPlaceholderData: placeholder },
    });
    return (
      <>
        <p>{`Sayfa ${paging.page} / ${paging.totalPages}`}</p>
        <button type="button" onClick={() => paging.goTo(paging.page + 1)}>
          Sonraki
        </button>
        <button type="button" onClick={() => paging.setSize(20)}>
          20
        </button>
        <button type="button" onClick={() => paging.setFilters({ q: 'ankraj' })}>
          Ara
        </button>
      </>
    );
  }
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/trash',
    validateSearch: (search: Record<string, unknown>) => ({
      page: parsePage(search.page),
      size: typeof search.size === 'number' ? search.size : undefined,
      q: typeof search.q === 'string' ? search.q : undefined,
    }),
    component: List,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { history, user: userEvent.setup() };
}

describe('usePagedSearch', () => {
  it('moves a page past the end to the last page, replacing the URL', async () => {
    const { history } = await renderList('/admin/trash?page=9&q=a');
    await waitFor(() => expect(history.location.search).toBe('?page=3&q=a'));
    expect(screen.getByText('Sayfa 3 / 3')).toBeInTheDocument();
    expect(history.length).toBe(1);
  });

  it('waits for a settled answer before it clamps', async () => {
    const { history } = await renderList('/admin/trash?page=9', { placeholder: true });
    // The page shown is never past the end, even while the next answer is on its way.
    expect(screen.getByText('Sayfa 3 / 3')).toBeInTheDocument();
    expect(history.location.search).toBe('?page=9');
  });

  it('pages, keeping the filters; a new size or new filters start at page 1', async () => {
    const { history, user } = await renderList('/admin/trash?q=a');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(history.location.search).toBe('?q=a&page=2'));
    expect(history.length).toBe(2);

    await user.click(screen.getByRole('button', { name: '20' }));
    await waitFor(() => expect(history.location.search).toBe('?q=a&size=20'));

    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(history.location.search).toBe('?q=ankraj'));
  });
});
