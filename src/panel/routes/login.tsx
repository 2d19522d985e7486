import { QueryClientProvider } from '@tanstack/react-query';
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
  // The session check: someone already signed in goes straight to the panel.
  // Then the panel's query cache, which the sign-in's requests use.
  beforeLoad: async ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/admin', replace: true });
    return { queryClient: await context.queries.load() };
  },
  pendingMs: 0,
  pendingComponent: SessionCheckPending,
  component: LoginRoute,
});

function LoginRoute() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen />
    </QueryClientProvider>
  );
}
