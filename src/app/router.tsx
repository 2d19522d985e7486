import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingState } from '../components/query-states';
import { auth } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { routeTree } from './routeTree.gen';

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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
