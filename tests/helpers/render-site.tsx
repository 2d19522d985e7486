import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { createAppRouter } from '../../src/app/router';
import { loadFirstPage } from './load-router';

/**
 * Renders the public site (index.html's app) at a path, with the mocks of mocks/node.ts answering
 * its requests. The panel is another app in another TypeScript program (docs/decisions/0073):
 * its screens are rendered by render-panel.tsx.
 */
export async function renderSite(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  await loadFirstPage(router);
  return { ...view, router, user, history };
}
