import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingState } from '../components/query-states';
import { RouteLoadError } from '../components/route-load-error';
import { auth } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { routeTree } from './routeTree.gen';

/** What the server hands the browser besides the router's own state: the query cache. */
interface DehydratedRouter {
  /** The DehydratedState as JSON: the API's replies are JSON, and so stays what travels. */
  queries: string;
}

export function createAppRouter(
  options: { queryClient?: QueryClient; history?: RouterHistory } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  return createRouter({
    routeTree,
    context: { queryClient, auth },
    history: options.history,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // While a screen's code loads, its frame (header, footer) is already painted with a loading
    // line, rather than a blank page; hover-preloading makes this rare after the first page.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultPendingComponent: () => <LoadingState />,
    // A route's data that could not be read (a server-rendered page answers 500 with it).
    defaultErrorComponent: RouteLoadError,
    // Server rendering (docs/decisions/0016): the server's query cache travels in the page, so
    // the browser renders from the data the server used and does not ask for it again.
    dehydrate: (): DehydratedRouter => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: (dehydrated: DehydratedRouter) => {
      // The page was revalidated on the way here (ETag, cleared on every write), so its data is
      // as fresh as a reply received now.
      const now = Date.now();
      const state = JSON.parse(dehydrated.queries) as DehydratedState;
      hydrate(queryClient, {
        ...state,
        queries: state.queries.map((query) => ({
          ...query,
          state: { ...query.state, dataUpdatedAt: now },
        })),
      });
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
