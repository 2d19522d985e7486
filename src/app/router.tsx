import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingState } from '../components/query-states';
import { RouteLoadError } from '../components/route-load-error';
import { auth } from '../lib/auth';
import type { PanelQueries } from '../lib/router-context';
import { routeTree } from './routeTree.gen';

/** The panel's query cache, made on first use from its own chunk (`given`: the tests' own). */
function panelQueries(given: QueryClient | undefined): PanelQueries {
  const queries: PanelQueries = {
    current: given ?? null,
    load: async () => {
      if (queries.current) return queries.current;
      const { createQueryClient } = await import('../lib/query-client');
      queries.current ??= createQueryClient();
      return queries.current;
    },
  };
  return queries;
}

export function createAppRouter(
  options: { queryClient?: QueryClient; history?: RouterHistory } = {},
) {
  return createRouter({
    routeTree,
    context: { auth, queries: panelQueries(options.queryClient) },
    history: options.history,
    defaultPreload: 'intent',
    // A page preloaded on hover is used as is for 30 s (the router's default); a page visited
    // before shows at once and is read again behind it. The panel's screens ask their query
    // cache, which decides freshness itself.
    scrollRestoration: true,
    // While a screen's code or data loads, its frame (header, footer) is already painted with a
    // loading line, rather than a blank page; hover-preloading makes this rare.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultPendingComponent: () => <LoadingState />,
    // A route's data that could not be read (a server-rendered page answers 500 with it).
    // Server rendering (docs/decisions/0016, issue 24): each public route's loader data, the page
    // as drawn, travels in the page as the router's own dehydrated state, so the browser renders
    // from the data the server used and does not ask for it again.
    defaultErrorComponent: RouteLoadError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
