import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startMocksIfEnabled } from '../mock-mode';
import { connectSessionToClients } from '../lib/client-session';
import { PanelApp } from './app';
import { createPanelRouter } from './router';
import '../styles.css';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('admin.html has no #root element.');
  const root = createRoot(container);
  const router = createPanelRouter();
  startTransition(() => root.render(<PanelApp router={router} />));
}

// Before any call: the service clients send the session's token and wait for its dialogs.
connectSessionToClients();
// Not a top-level await (as in src/main.tsx): the mocks' chunk may share modules with this one.
void startMocksIfEnabled().then(render);
