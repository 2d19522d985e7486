import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, useEffect } from 'react';
import { watchSession } from '../lib/auth';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers around the router; shared by main.tsx and the component tests. `hydrate`: the
 * page came rendered from the server, with the router's and the query cache's state in it
 * (RouterClient reads that state before the first render, so it matches the server's HTML).
 */
export function App({ router, hydrate = false }: { router: AppRouter; hydrate?: boolean }) {
  useEffect(() => watchSession(), []);
  return (
    <StrictMode>
      <QueryClientProvider client={router.options.context.queryClient}>
        {hydrate ? <RouterClient router={router} /> : <RouterProvider router={router} />}
      </QueryClientProvider>
    </StrictMode>
  );
}
