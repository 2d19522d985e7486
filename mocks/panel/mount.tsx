import { createRoot } from 'react-dom/client';
import { MockPanel } from './mock-panel';

/** Development only (see src/main.tsx): the panel gets its own root, outside the app's tree. */
export function mountMockPanel(): void {
  const api = window.__mocks;
  if (!api) return;
  const host = document.createElement('div');
  host.id = 'mock-panel';
  document.body.append(host);
  createRoot(host).render(<MockPanel api={api} />);
}
