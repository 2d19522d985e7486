import { Navigate, Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { NoticeHost } from '../components/notice/notice-host';
import { RouteHead } from '../components/route-head';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/seo';

export const Route = createRootRoute({
  // Site-wide defaults; each route's own title and description replace them.
  head: () => ({
    meta: [{ title: SITE_NAME }, { name: 'description', content: SITE_DESCRIPTION }],
  }),
  component: RootLayout,
  // docs/SPEC.md section 2: any unknown path redirects to / (the server answers a real redirect).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  return (
    <>
      <RouteHead />
      <Outlet />
      <NoticeHost />
      {/* The server's data for hydration (server-rendered pages only; nothing in the browser). */}
      <Scripts />
    </>
  );
}
