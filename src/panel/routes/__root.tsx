import { Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NoticeHost } from '../../components/notice/notice-host';
import { RouteHead } from '../../components/route-head';
import { loadPage } from '../../lib/load-page';
import type { RouterContext } from '../../lib/router-context';
import { PANEL_PATH } from '../../../core/lib/panel-path';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: PanelRoot,
  // A path of the public site (a link that crossed over) is loaded by the browser from the
  // server; an unknown panel path redirects to / (docs/SPEC.md section 2), the other app too.
  notFoundComponent: LeaveForSite,
});

function PanelRoot() {
  return (
    <>
      <RouteHead />
      <Outlet />
      <NoticeHost />
    </>
  );
}

function LeaveForSite() {
  const { pathname, href } = useLocation();
  useEffect(() => {
    loadPage(PANEL_PATH.test(pathname) ? '/' : href, { replace: true });
  }, [pathname, href]);
  return null;
}
