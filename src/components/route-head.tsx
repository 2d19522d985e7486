import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The routes' titles and meta tags (TanStack's HeadContent) load right after the first paint. A
// server-rendered page already has them in its <head> (the server renders them there, not in the
// app), so the browser takes over only once the page is hydrated; a client-rendered page (admin,
// `npm run dev`) shows index.html's site-wide title meanwhile.
const HeadContent = lazy(() => import('./route-head-content'));

export function RouteHead() {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <HeadContent />
      </Suspense>
    </ClientOnly>
  );
}
