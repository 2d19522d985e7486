import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ROUTER_DEFAULTS } from '../components/router-defaults';
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

/** The panel's router (/admin/*, /login): an app of its own, never server-rendered. */
export function createPanelRouter(
  options: { queryClient?: QueryClient; history?: RouterHistory } = {},
) {
  return createRouter({
    ...ROUTER_DEFAULTS,
    routeTree,
    context: { auth, queries: panelQueries(options.queryClient) },
    history: options.history,
  });
}

export type PanelRouter = ReturnType<typeof createPanelRouter>;
