import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { isApiError } from './api/api-error';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startMocksIfEnabled } from './mock-mode';
import { watchVisits } from './lib/visit-beacon';
import './styles.css';

declare global {
  interface Window {
    /** Set by the server's inline scripts on a server-rendered page (TanStack Router SSR). */
    $_TSR?: unknown;
  }
}

/**
 * A route whose read failed shows its error view (issue 24: public routes read in their loaders,
 * and a failed read reaches the route's error boundary): that is not logged again as a crash.
 * Anything else an error boundary catches is.
 */
const rootOptions: RootOptions = {
  onCaughtError: (error, info) => {
    if (isApiError(error)) return;
    console.error(error, info.componentStack);
  },
};

/**
 * Lets the browser run what waits (input, paint) before the next step of start-up: on a slow
 * phone, evaluating the modules, building the router and hydrating were one long task of about
 * 250 ms (4x CPU), which blocks a tap for as long and counts in full as Total Blocking Time.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  await nextTask();
  const router = createAppRouter();
  // The pages the visit shows (for the enquiry form) and the visit beacons (issue 48).
  watchVisits(router, Boolean(window.$_TSR));
  // A public page from the server (docs/decisions/0016): React takes over the HTML already on
  // screen. `npm run dev` renders it here in the browser (the panel is admin.html's app).
  // In a transition React renders (or hydrates) the first screen in small slices, so the main
  // thread never blocks for long (slow phones: input stays responsive, Total Blocking Time low).
  if (window.$_TSR) {
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <App router={router} hydrate />, rootOptions);
    });
    return;
  }
  const root = createRoot(container, rootOptions);
  startTransition(() => root.render(<App router={router} />));
}

// Not a top-level await: the mocks' chunk may share modules with this entry chunk, and importing
// a chunk that is itself still waiting would never finish.
void startMocksIfEnabled().then(render);
