import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin-layout/admin-layout';
import { accountGate } from '../../lib/account-gate';
import { preloadHttpClient } from '../../api/lazy-client';

export const Route = createFileRoute('/admin')({
  // docs/SPEC.md section 2: /admin/* needs a valid session, otherwise /login.
  // Issue 23 section 1: a password to change or a second factor to add comes before anything else.
  // The panel's query cache (made on first use, never on a visitor's page) for its screens.
  beforeLoad: async ({ context, location }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/login', replace: true });
    if (accountGate.current() && location.pathname !== '/admin/security')
      throw redirect({ to: '/admin/security', replace: true });
    // Every screen's first query needs the HTTP client: fetched beside the query cache, not after.
    preloadHttpClient();
    return { queryClient: await context.queries.load() };
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminRoute,
});

function AdminRoute() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout />
    </QueryClientProvider>
  );
}
