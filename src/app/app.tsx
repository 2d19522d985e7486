import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, useEffect } from 'react';
import { showHandedNotice } from '../components/notice/handed-notice';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router, with its strict-mode frame; shared by main.tsx and the component tests. `hydrate`:
 * the page came rendered from the server, with the router's state (each route's loader data) in
 * it (RouterClient reads that state before the first render, so it matches the server's HTML).
 * A notice the panel handed over ('Çıkış Yapıldı!') shows once the page is hydrated.
 */
export function App({ router, hydrate = false }: { router: AppRouter; hydrate?: boolean }) {
  useEffect(() => showHandedNotice(), []);
  return (
    <StrictMode>
      {hydrate ? <RouterClient router={router} /> : <RouterProvider router={router} />}
    </StrictMode>
  );
}
