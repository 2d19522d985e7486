import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ROUTER_DEFAULTS } from '../components/router-defaults';
import { routeTree } from './routeTree.gen';

/**
 * The public site's router. Server rendering (docs/decisions/0016, issue 24): each public route's
 * loader data, the page as drawn, travels in the page as the router's own dehydrated state, so
 * the browser renders from the data the server used and does not ask for it again.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({ ...ROUTER_DEFAULTS, routeTree, history: options.history });
}
