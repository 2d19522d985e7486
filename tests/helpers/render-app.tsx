import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { createAppRouter } from '../../src/app/router';
import { issueToken } from '../../mocks/auth';
import { control, db, holdMockRequests } from '../../mocks/node';
import { createQueryClient } from '../../src/lib/query-client';
import { startSession } from '../../src/lib/session';

/** Starts a session of the seed's administrator, as a sign-in would. */
export function signInAsAdmin() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  startSession(localStorage, issueToken(admin).token);
}

/** Renders the whole app at a path, with the mocks of mocks/node.ts answering its requests. */
export async function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, queryClient: createQueryClient({ retry: false }) });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  // A public route's loader waits for its data (issue 24): with the mocks' replies held, the
  // route stays on its loading view until the test releases them, so only its start is awaited.
  if (control.gate) {
    await act(async () => {
      void router.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } else {
    await act(() => router.load());
  }
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
  const view = await renderApp(path);
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
