import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin-layout/admin-layout';
import { accountGate } from '../lib/account-gate';

export const Route = createFileRoute('/admin')({
  // docs/SPEC.md section 2: /admin/* needs a valid session, otherwise /login.
  // Issue 23 section 1: a password to change or a second factor to add comes before anything else.
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/login', replace: true });
    if (accountGate.current() && location.pathname !== '/admin/security')
      throw redirect({ to: '/admin/security', replace: true });
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminLayout,
});
