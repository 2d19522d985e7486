import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { createAppRouter } from '../../src/app/router';
import { createQueryClient } from '../../src/lib/query-client';

/** Renders the whole app at a path, with the mocks of mocks/node.ts answering its requests. */
export async function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, queryClient: createQueryClient({ retry: false }) });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  await act(() => router.load());
  return { ...view, router, user, history };
}
