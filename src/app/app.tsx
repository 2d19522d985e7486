import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { watchSession } from '../lib/auth';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The providers around the router; shared by main.tsx and the component tests. */
export function App({ router }: { router: AppRouter }) {
  useEffect(() => watchSession(), []);
  return (
    <StrictMode>
      <QueryClientProvider client={router.options.context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
