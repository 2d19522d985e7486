import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { PanelApp } from '../../src/panel/app';
import { createPanelRouter } from '../../src/panel/router';
import { issueToken } from '../../mocks/auth';
import { control, db, holdMockRequests } from '../../mocks/node';
import { createQueryClient } from '../../src/lib/query-client';
import { startSession } from '../../src/lib/session';
import { loadFirstPage } from './load-router';

/** Starts a session of the seed's administrator, as a sign-in would. */
export function signInAsAdmin() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  startSession(localStorage, issueToken(admin).token);
}

/**
 * Renders the panel (admin.html's app: /admin/* and /login) at a path, with the mocks of
 * mocks/node.ts answering its requests and a query cache that does not retry. The public site is
 * another app in another TypeScript program (docs/decisions/0073): render-site.tsx renders it.
 */
export async function renderPanel(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createPanelRouter({ history, queryClient: createQueryClient({ retry: false }) });
  const user = userEvent.setup();
  const view = render(<PanelApp router={router} />);
  await loadFirstPage(router);
  return { ...view, router, user, history };
}

/**
 * Opens a screen of the panel whose first reads (the page's and the side menu badge's) fail: the
 * loading state, the 'Hata!' notice, then the screen's inline alert (`failedTitle`), whose
 * 'Tekrar Dene' is clicked. Returns the view, for what the retry brings.
 */
export async function openFailingThenRetry(path: string, failedTitle: string) {
  signInAsAdmin();
  const release = holdMockRequests();
  control.failures = { remaining: 2, status: 500 };
  const view = await renderPanel(path);
  expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  release();
  const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
  expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
  await view.user.click(within(notice).getByRole('button', { name: 'Tamam' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(failedTitle);
  await view.user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
  return view;
}
