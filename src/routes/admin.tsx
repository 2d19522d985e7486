import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin-layout/admin-layout';

export const Route = createFileRoute('/admin')({
  // docs/SPEC.md section 2: /admin/* needs a valid session, otherwise /login.
  beforeLoad: ({ context }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/login', replace: true });
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminLayout,
});
