import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/login-screen';
import { SessionCheckPending } from '../../features/auth/session-check-pending';

export const Route = createFileRoute('/login')({
  head: () => ({
    meta: [
      { title: 'Yönetici Girişi | Asil Yapı Kimyasalları' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  // The session check: someone already signed in goes straight to the panel. The sign-in's
  // requests are plain functions: the panel's query cache loads with the panel (issue 50).
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/admin', replace: true });
  },
  pendingMs: 0,
  pendingComponent: SessionCheckPending,
  component: LoginScreen,
});
