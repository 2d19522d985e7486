import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import './styles.css';

/** Mock mode (npm run dev, e2e): start the in-browser mocks before the first request. */
async function startMocksIfEnabled() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startMocks } = await import('../mocks/browser');
  await startMocks();
  if (import.meta.env.DEV) {
    const { mountMockPanel } = await import('../mocks/panel/mount');
    mountMockPanel();
  }
}

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  // A transition lets React render the first screen in small slices, so the main thread never
  // blocks for long (slow phones: input stays responsive, Total Blocking Time stays low).
  startTransition(() => root.render(<App router={createAppRouter()} />));
}

// Not a top-level await: the mocks' chunk may share modules with this entry chunk, and importing
// a chunk that is itself still waiting would never finish.
void startMocksIfEnabled().then(render);
