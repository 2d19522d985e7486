import { lazy, Suspense } from 'react';

// The routes' titles and meta tags (TanStack's HeadContent) load right after the first paint:
// index.html carries the site-wide title meanwhile, and the first paint needs neither.
const HeadContent = lazy(() => import('./route-head-content'));

export function RouteHead() {
  return (
    <Suspense fallback={null}>
      <HeadContent />
    </Suspense>
  );
}
