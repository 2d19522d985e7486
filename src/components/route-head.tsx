import { ClientOnly, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SERVER_HEAD_ATTRIBUTE } from '../lib/seo';

// The routes' titles and meta tags (TanStack's HeadContent), loaded apart from the first paint.
const HeadContent = lazy(() => import('./route-head-content'));

/**
 * A server-rendered page already has its tags in the <head> (the server renders them there, not
 * in the app): the browser takes over at the first navigation, and fetches nothing for it before.
 * A page rendered in the browser (the panel, `npm run dev`) shows index.html's site-wide title
 * until the tags load, right after the first paint.
 */
export function RouteHead() {
  return (
    <ClientOnly>
      <ClientRouteHead />
    </ClientOnly>
  );
}

function ClientRouteHead() {
  const router = useRouter();
  const [needed, setNeeded] = useState(
    () => document.head.querySelector(`[${SERVER_HEAD_ATTRIBUTE}]`) === null,
  );
  useEffect(() => {
    if (needed) return undefined;
    return router.subscribe('onBeforeNavigate', ({ pathChanged, hrefChanged }) => {
      if (pathChanged || hrefChanged) setNeeded(true);
    });
  }, [needed, router]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <HeadContent />
    </Suspense>
  );
}
