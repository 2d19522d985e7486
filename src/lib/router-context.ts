import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './auth';

/**
 * The panel's query cache (issue 24): made when the panel or the sign-in page first opens, so
 * that TanStack Query never reaches a visitor's page. `/admin` and `/login` load it before they
 * render and hand it to their routes as `context.queryClient`.
 */
export interface PanelQueries {
  /** The cache once made; null while only public pages have been opened. */
  current: QueryClient | null;
  load: () => Promise<QueryClient>;
}

/** What every route's loader and guard receive. */
export interface RouterContext {
  auth: Auth;
  queries: PanelQueries;
}
