import { LoadingState } from './query-states';
import { RouteLoadError } from './route-load-error';

/** The options both routers share (the public site's, src/app/router.tsx; the panel's). */
export const ROUTER_DEFAULTS = {
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
  defaultErrorComponent: RouteLoadError,
} as const;
