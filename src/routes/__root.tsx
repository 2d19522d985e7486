import { HeadContent, Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NoticeHost } from '../components/notice/notice-host';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Asil Yapı Kimyasalları' }] }),
  component: RootLayout,
  // SPEC.md section 2: any unknown path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <NoticeHost />
    </>
  );
}
